import Foundation
import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source without the whitespace around it: `trimmedDescription` without rebuilding
    /// the node first (a comment in the leading trivia stays, which is fine for the names and short
    /// expressions the rewriter reads).
    var sourceText: String { description.trimmingCharacters(in: .whitespacesAndNewlines) }
}

extension SyntaxProtocol {
    /// This replacement with the trivia of the node it replaces (left alone when there is none:
    /// setting trivia rebuilds the node).
    func keepingTrivia(of node: some SyntaxProtocol) -> Self {
        var out = self
        if !node.leadingTrivia.isEmpty { out = out.with(\.leadingTrivia, node.leadingTrivia) }
        if !node.trailingTrivia.isEmpty { out = out.with(\.trailingTrivia, node.trailingTrivia) }
        return out
    }
}
