import SwiftSyntax

/// What the rewriter needs to know about the whole module before it rewrites one file:
/// each type's methods (by base name, with their argument labels) and each class's superclass.
struct ModuleIndex {
    /// Type name → base name → the argument labels of each method with that name.
    var methods: [String: [String: [[String]]]] = [:]
    /// Class name → the first type in its inheritance clause.
    var superclass: [String: String] = [:]

    mutating func add(_ file: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        for (type, list) in collector.methods {
            for (name, labels) in list { methods[type, default: [:]][name, default: []].append(labels) }
        }
        superclass.merge(collector.superclass) { a, _ in a }
    }

    /// The argument labels of `type`'s (or its superclasses') method `name`, when there is one such method.
    func labels(of name: String, in type: String?) -> [String]? {
        var t = type
        var seen = Set<String>()
        while let current = t, seen.insert(current).inserted {
            if let found = methods[current]?[name], found.count == 1 { return found[0] }
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
        var methods: [String: [(String, [String])]] = [:]
        var superclass: [String: String] = [:]
        var stack: [String] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            stack.append(node.name.text)
            if let first = node.inheritanceClause?.inheritedTypes.first?.type.sourceText {
                superclass[node.name.text] = first
            }
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            stack.append(node.extendedType.sourceText)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
        // Only type declarations and their methods matter: skip properties, initializers and the rest.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = stack.last {
                let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
                methods[type, default: []].append((node.name.text, labels))
            }
            return .skipChildren
        }
    }
}
