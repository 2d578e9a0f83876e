import Foundation
import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source without the whitespace around it: `trimmedDescription` without rebuilding
    /// the node first (a comment in the leading trivia stays, which is fine for the names and short
    /// expressions the rewriter reads).
    var sourceText: String { description.trimmingCharacters(in: .whitespacesAndNewlines) }
}
