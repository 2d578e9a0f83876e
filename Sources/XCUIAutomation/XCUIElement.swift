import Foundation
import UIKit
import UIKitTesting

/// An element on the screen, found by its query each time it is used: reading it tells what is
/// there now, and acting on it waits for the app to be idle, finds it, checks it can be touched,
/// and touches it as a finger would (`tap()` is a real touch at its middle).
@preconcurrency @MainActor open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider {
    /// Which of the query's matches it is.
    enum Pick { case only, first, index(Int), root }

    let app: XCUIApplication?
    let query: XCUIElementQuery?
    let pick: Pick

    init(application: XCUIApplication?, query: XCUIElementQuery?, pick: Pick) {
        self.app = application
        self.query = query
        self.pick = pick
    }

    var application: XCUIApplication { app ?? (self as! XCUIApplication) }

    /// How XCUITest names it in messages.
    var phrase: String {
        switch pick {
        case .root: "Application"
        case .only: query?.phrase ?? "Element"
        case .first: (query?.phrase ?? "") + "\n  First match"
        case let .index(i): (query?.phrase ?? "") + "\n  Element at index \(i)"
        }
    }

    /// The matches now and the one this element is, if there is exactly one to be.
    func resolve() -> (matches: [AutomationNode], node: AutomationNode?) {
        switch pick {
        case .root:
            let root = application.snapshot()
            return ([root], root)
        case .only:
            let all = query?.nodes() ?? []
            return (all, all.count == 1 ? all[0] : nil)
        case .first:
            let all = query?.nodes() ?? []
            return (all, all.first)
        case let .index(i):
            let all = query?.nodes() ?? []
            return (all, all.indices.contains(i) ? all[i] : nil)
        }
    }

    /// The element, or a failure saying why there is none (none found, or several).
    func require(_ action: String) -> AutomationNode? {
        application.waitForIdle()
        let (matches, node) = resolve()
        if let node { return node }
        if matches.count > 1, case .only = pick {
            TestFailure.record("Failed to \(action): Multiple matching elements found for <\(describedQuery)>.\n"
                + matches.map { "  ↪︎ \($0.summary)" }.joined(separator: "\n"))
        } else {
            TestFailure.record("Failed to \(action): No matches found for \(describedQuery) from input {(\n    \(application.snapshot().summary)\n)}")
        }
        return nil
    }

    private var describedQuery: String { phrase.replacingOccurrences(of: "\n  ", with: " → ") }

    // MARK: Existence

    /// Whether it is on the screen now (for `element`, when the query finds any).
    public var exists: Bool {
        application.waitForIdle()
        if case .only = pick { return !(query?.nodes().isEmpty ?? true) }
        return resolve().node != nil
    }

    /// Waits on the device's clock (no real time passes) until it exists, at most `timeout` seconds.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        application.waitOnClock(timeout: timeout) { self.exists }
    }

    /// Waits on the device's clock until it is gone, at most `timeout` seconds.
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        application.waitOnClock(timeout: timeout) { !self.exists }
    }

    /// Whether a tap at its middle would reach it: on screen, and not covered.
    public var isHittable: Bool {
        application.waitForIdle()
        guard let node = resolve().node else { return false }
        return application.hits(node)
    }

    // MARK: Attributes

    private func read<T>(_ fallback: T, _ get: (AutomationNode) -> T) -> T {
        guard let node = require("get the attributes of the element") else { return fallback }
        return get(node)
    }

    public var identifier: String { read("") { $0.identifier } }
    public var frame: CGRect { read(.zero) { $0.frame } }
    public var value: Any? { read(nil) { $0.value } }
    public var title: String { "" }
    public var label: String { read("") { $0.label } }
    public var elementType: ElementType { read(.any) { $0.type } }
    public var isEnabled: Bool { read(false) { $0.isEnabled } }
    public var isSelected: Bool { read(false) { $0.isSelected } }
    public var hasFocus: Bool { read(false) { $0.hasFocus } }
    public var placeholderValue: String? { read(nil) { $0.placeholderValue } }
    public var horizontalSizeClass: SizeClass { application.sizeClass(vertical: false) }
    public var verticalSizeClass: SizeClass { application.sizeClass(vertical: true) }

    /// The element and everything under it, as XCUITest prints it.
    public override nonisolated var debugDescription: String { MainActor.assumeIsolated { describedSubtree } }

    private var describedSubtree: String {
        application.waitForIdle()
        guard let node = resolve().node else { return "\(phrase): no matches" }
        func lines(_ n: AutomationNode, _ depth: Int) -> [String] {
            [String(repeating: "  ", count: depth) + "\(n.summary), \(Self.describe(n.frame))"] + n.children.flatMap { lines($0, depth + 1) }
        }
        return "Attributes: \(node.summary)\nElement subtree:\n" + lines(node, 1).joined(separator: "\n")
    }

    static func describe(_ r: CGRect) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
        return "{{\(n(r.minX)), \(n(r.minY))}, {\(n(r.width)), \(n(r.height))}}"
    }

    // MARK: Queries under it

    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: application, phrase: "\(phrase)\n  Descendants matching type \(type)") { [self] _ in
            guard let node = resolve().node else { return [] }
            return node.descendants.filter { type == .any || $0.type == type }
        }
    }

    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: application, phrase: "\(phrase)\n  Children matching type \(type)") { [self] _ in
            guard let node = resolve().node else { return [] }
            return node.children.filter { type == .any || $0.type == type }
        }
    }

    /// A point in or around it: (0.5, 0.5) is its middle.
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset)
    }

    /// What it shows now, cut from the screen.
    public func screenshot() -> XCUIScreenshot {
        let shot = application.device.screenshotImage()
        guard let node = require("take a screenshot"), let cg = shot.cgImage,
              let cut = cg.cropping(to: node.frame.applying(CGAffineTransform(scaleX: shot.scale, y: shot.scale)).integral)
        else { return XCUIScreenshot(image: shot) }
        return XCUIScreenshot(image: UIImage(cgImage: cut, scale: shot.scale, orientation: .up))
    }

    public enum SizeClass: Int, Sendable { case unspecified = 0, compact, regular }
}
