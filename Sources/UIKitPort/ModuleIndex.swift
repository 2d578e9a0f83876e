import SwiftSyntax

/// What the rewriter needs to know about the whole module before it rewrites one file:
/// each type's methods (by base name, with their argument labels) and each class's superclass.
struct ModuleIndex {
    /// Type name → base name → the argument labels of each method with that name.
    var methods: [String: [String: [[String]]]] = [:]
    /// Class name → the first type in its inheritance clause.
    var superclass: [String: String] = [:]
    /// Type name → base name → the type of the method's first parameter (as written), for each method.
    var firstParameterTypes: [String: [String: [String?]]] = [:]
    /// Every class the module declares, by its simple name (the last one wins on a clash).
    var classes: [String: ClassInfo] = [:]
    /// The names of every stored or computed property the module declares, on any type.
    var propertyNames: Set<String> = []

    /// What the port needs to know of a class to build it from a class value.
    struct ClassInfo {
        /// The name other files reach it by (`Outer.Inner` for a nested class).
        var qualifiedName: String
        /// The argument labels of each designated initializer it declares.
        var designatedInitializers: [[String]]
        /// Private, fileprivate or generic: another file cannot name it as written.
        var isReachable: Bool
    }

    mutating func add(_ file: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        for (type, list) in collector.methods {
            for (name, labels, firstType) in list {
                methods[type, default: [:]][name, default: []].append(labels)
                firstParameterTypes[type, default: [:]][name, default: []].append(firstType)
            }
        }
        superclass.merge(collector.superclass) { a, _ in a }
        classes.merge(collector.classes) { _, b in b }
        propertyNames.formUnion(collector.propertyNames)
    }

    /// The argument labels of `type`'s (or its superclasses') method `name`, when there is one such method.
    func labels(of name: String, in type: String?) -> [String]? {
        nearest(in: type) { methods[$0]?[name] }
    }

    /// The one entry `lookup` finds for `type` or the nearest superclass that has one.
    private func nearest<T>(in type: String?, _ lookup: (String) -> [T]?) -> T? {
        var t = type
        var seen = Set<String>()
        while let current = t, seen.insert(current).inserted {
            if let found = lookup(current), found.count == 1 { return found[0] }
            t = superclass[current]
        }
        return nil
    }

    /// The type of the first parameter of `type`'s (or its superclasses') method `name`, when there is one such method.
    func firstParameterType(of name: String, in type: String?) -> String? {
        nearest(in: type) { firstParameterTypes[$0]?[name] } ?? nil
    }

    /// Whether objects of the module's class `name` can be made with an initializer of these labels:
    /// it declares one, or it declares no designated initializer and inherits its superclass's
    /// (`external` answers for a class outside the module).
    func hasInitializer(_ labels: [String], _ name: String, external: (String) -> Bool) -> Bool {
        var t: String? = name
        var seen = Set<String>()
        while let current = t, seen.insert(current).inserted {
            guard let info = classes[current] else { return external(current) }
            if info.designatedInitializers.contains(labels) { return true }
            if !info.designatedInitializers.isEmpty { return false }
            t = superclass[current]
        }
        return false
    }

    /// The argument labels of each designated (not `convenience`) initializer a class declares.
    static func designatedInitializers(of node: ClassDeclSyntax) -> [[String]] {
        node.memberBlock.members.compactMap { member in
            guard let i = member.decl.as(InitializerDeclSyntax.self),
                  !i.modifiers.contains(where: { $0.name.text == "convenience" }) else { return nil }
            return i.signature.parameterClause.parameters.map { $0.firstName.text }
        }
    }

    /// The first class outside the module on `name`'s superclass chain (a UIKit or Foundation class).
    func externalRoot(of name: String) -> String? {
        var t: String? = superclass[name]
        var seen = Set<String>()
        while let current = t, seen.insert(current).inserted {
            if classes[current] == nil { return current }
            t = superclass[current]
        }
        return nil
    }

    /// The types that declare a method with this base name.
    func types(declaring name: String) -> [String] {
        methods.filter { $0.value[name] != nil }.map(\.key).sorted()
    }

    /// Whether `type` inherits (through the module's classes) from one of `bases`.
    func inherits(_ type: String, from bases: Set<String>) -> Bool {
        var t: String? = superclass[type]
        var seen = Set<String>()
        while let current = t, seen.insert(current).inserted {
            if bases.contains(current) { return true }
            t = superclass[current]
        }
        return false
    }

    private final class Collector: SyntaxVisitor {
        var methods: [String: [(String, [String], String?)]] = [:]
        var superclass: [String: String] = [:]
        var classes: [String: ClassInfo] = [:]
        var propertyNames: Set<String> = []
        var stack: [String] = []
        /// Whether each enclosing type can be named from another file.
        var reachable: [Bool] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            stack.append(node.name.text)
            if let first = node.inheritanceClause?.inheritedTypes.first?.type.sourceText {
                superclass[node.name.text] = first
            }
            let hidden = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } || node.genericParameterClause != nil
            let isReachable = !hidden && (reachable.last ?? true)
            reachable.append(isReachable)
            classes[node.name.text] = ClassInfo(qualifiedName: stack.joined(separator: "."),
                                                designatedInitializers: ModuleIndex.designatedInitializers(of: node),
                                                isReachable: isReachable)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast(); reachable.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
        override func visitPost(_ node: StructDeclSyntax) { stack.removeLast(); reachable.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
        override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast(); reachable.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            stack.append(node.extendedType.sourceText)
            reachable.append(true)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast(); reachable.removeLast() }

        func enter(_ name: String, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
            stack.append(name)
            reachable.append(!modifiers.contains { ["private", "fileprivate"].contains($0.name.text) } && (reachable.last ?? true))
            return .visitChildren
        }

        // Only type declarations, their methods and property names matter: skip the rest.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if !stack.isEmpty {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { propertyNames.insert(name) }
                }
            }
            return .skipChildren
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = stack.last {
                let params = node.signature.parameterClause.parameters
                let labels = params.map { $0.firstName.text }
                methods[type, default: []].append((node.name.text, labels, params.first?.type.sourceText))
            }
            return .skipChildren
        }
    }
}
