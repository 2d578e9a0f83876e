import Foundation

/// Words a custom keyboard may suggest (the user's contacts and shortcuts): none here.
@preconcurrency @MainActor open class UILexicon: NSObject {
    open var entries: [UILexiconEntry] { [] }
}
