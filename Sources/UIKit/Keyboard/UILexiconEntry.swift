import Foundation

/// One word of a `UILexicon`.
@preconcurrency @MainActor open class UILexiconEntry: NSObject {
    open var documentText: String { "" }
    open var userInput: String { "" }
}
