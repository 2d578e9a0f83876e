import SwiftSyntax

/// In a test method the port made `async`: `wait(for: [e], timeout: 5)` (a blocking wait, which
/// XCTest does not allow from an async context) becomes `await fulfillment(of: [e], timeout: 5)`.
/// Closures inside the method are left alone: they are not async.
final class ExpectationWaitRewriter: SyntaxRewriter {
    var rewritten = 0

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let callee = node.calledExpression.trimmedDescription
        guard callee == "wait" || callee == "self.wait", let first = node.arguments.first, first.label?.text == "for" else {
            return super.visit(node)
        }
        rewritten += 1
        var arguments = node.arguments
        arguments[arguments.startIndex] = first.with(\.label, .identifier("of", trailingTrivia: first.label!.trailingTrivia))
        let call = node.with(\.calledExpression, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("fulfillment"))))
            .with(\.arguments, arguments)
        let awaited = AwaitExprSyntax(awaitKeyword: .keyword(.await, leadingTrivia: node.leadingTrivia, trailingTrivia: .space),
                                      expression: ExprSyntax(call.with(\.leadingTrivia, [])))
        return ExprSyntax(awaited)
    }
}
