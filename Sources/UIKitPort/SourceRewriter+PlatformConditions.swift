import SwiftSyntax

extension SourceRewriter {
    /// `#if os(iOS)` (and `#elseif`): on Linux OpenUIKit is UIKit, so the code written for iOS is
    /// the code to build. `os(iOS)` becomes `os(Linux)`, which keeps the condition's meaning for
    /// every other platform it names (`os(macOS)` stays false, `!os(iOS)` false as on iOS).
    /// `canImport(UIKit)` needs nothing: the module is there.
    func rewritePlatformCondition(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        guard let condition = node.condition else { return node }
        let swap = IOSConditionRewriter(viewMode: .sourceAccurate)
        let rewritten = swap.visit(condition)
        guard swap.swapped > 0 else { return node }
        for _ in 0..<swap.swapped { count(.platformCondition) }
        return node.with(\.condition, rewritten)
    }
}

/// Turns each `os(iOS)` of a condition into `os(Linux)`, and `canImport(Combine)` into the module
/// that serves Combine here.
private final class IOSConditionRewriter: SyntaxRewriter {
    var swapped = 0

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.arguments.count == 1, let arg = node.arguments.first,
              let ref = arg.expression.as(DeclReferenceExprSyntax.self) else { return super.visit(node) }
        let replacement: String
        switch (node.calledExpression.trimmedDescription, ref.baseName.text) {
        case ("os", "iOS"): replacement = "Linux"
        case ("canImport", let module) where SystemFramework.renamed[module] != nil: replacement = SystemFramework.renamed[module]!
        default: return super.visit(node)
        }
        swapped += 1
        let swappedRef = ref.with(\.baseName, .identifier(replacement, leadingTrivia: ref.baseName.leadingTrivia,
                                                          trailingTrivia: ref.baseName.trailingTrivia))
        return ExprSyntax(node.with(\.arguments, LabeledExprListSyntax([arg.with(\.expression, ExprSyntax(swappedRef))])))
    }
}
