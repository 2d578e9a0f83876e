import Foundation

/// A search for elements, resolved anew against the screen each time it is used (so a query made
/// before a tap sees what the tap brought): by type among descendants or children, by identifier
/// or label, by predicate, by what the elements contain.
@preconcurrency @MainActor public final class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    let application: XCUIApplication
    /// What XCUITest prints for it ("Button", "Descendants matching type Cell").
    let phrase: String
    let resolve: (AutomationNode) -> [AutomationNode]

    init(application: XCUIApplication, phrase: String, resolve: @escaping (AutomationNode) -> [AutomationNode]) {
        self.application = application
        self.phrase = phrase
        self.resolve = resolve
    }

    /// The elements it finds now.
    func nodes() -> [AutomationNode] { resolve(application.snapshot()) }

    /// The only element it finds (a failure when it finds several, when used).
    public var element: XCUIElement { XCUIElement(application: application, query: self, pick: .only) }
    public var count: Int { nodes().count }
    /// The first element it finds, without checking for others (faster, as on iOS).
    public var firstMatch: XCUIElement { XCUIElement(application: application, query: self, pick: .first) }
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement(application: application, query: self, pick: .index(index)) }
    public var allElementsBoundByIndex: [XCUIElement] { (0..<count).map { element(boundBy: $0) } }
    @available(*, deprecated, message: "Use allElementsBoundByIndex")
    public var allElementsBoundByAccessibilityElement: [XCUIElement] { allElementsBoundByIndex }
    public override nonisolated var debugDescription: String {
        MainActor.assumeIsolated { "Query: \(phrase)\n" + nodes().map { "  ↪︎ \($0.summary)" }.joined(separator: "\n") }
    }

    /// The element whose identifier, label or (a field's) placeholder is `key`, as XCUITest matches them.
    public subscript(key: String) -> XCUIElement { matching(identifier: key).element }

    public func matching(identifier: String) -> XCUIElementQuery {
        filtered("Elements matching predicate '\"\(identifier)\" IN identifiers'") { $0.isNamed(identifier) }
    }

    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered("Elements of type \(elementType)\(identifier.map { " matching '\($0)'" } ?? "")") { node in
            (elementType == .any || node.type == elementType) && (identifier.map { node.isNamed($0) } ?? true)
        }
    }

    /// Elements the predicate accepts, evaluated on each element's attributes (`label`,
    /// `identifier`, `value`, `placeholderValue`, `elementType`, `isEnabled`, `isSelected`, `frame`).
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        filtered("Elements matching predicate '\(predicate)'") { predicate.evaluate(with: ElementAttributes($0)) }
    }

    /// Elements that have a descendant of `type` with `identifier` (any, when nil).
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered("Elements containing elements of type \(elementType)\(identifier.map { " matching '\($0)'" } ?? "")") { node in
            node.descendants.contains { d in
                (elementType == .any || d.type == elementType) && (identifier.map { d.isNamed($0) } ?? true)
            }
        }
    }

    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        filtered("Elements containing elements matching predicate '\(predicate)'") { node in
            node.descendants.contains { predicate.evaluate(with: ElementAttributes($0)) }
        }
    }

    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        let base = self
        return XCUIElementQuery(application: application, phrase: "\(phrase)\n  Descendants matching type \(type)") { root in
            unique(base.resolve(root).flatMap { $0.descendants.filter { type == .any || $0.type == type } })
        }
    }

    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        let base = self
        return XCUIElementQuery(application: application, phrase: "\(phrase)\n  Children matching type \(type)") { root in
            unique(base.resolve(root).flatMap { $0.children.filter { type == .any || $0.type == type } })
        }
    }

    private func filtered(_ what: String, _ keep: @escaping (AutomationNode) -> Bool) -> XCUIElementQuery {
        let base = self
        return XCUIElementQuery(application: application, phrase: "\(phrase)\n  \(what)") { root in base.resolve(root).filter(keep) }
    }
}

/// Each node once, in the order first found.
@MainActor func unique(_ nodes: [AutomationNode]) -> [AutomationNode] {
    var seen = Set<ObjectIdentifier>()
    return nodes.filter { seen.insert(ObjectIdentifier($0)).inserted }
}
