import Foundation

/// A range of a text input's text, between two positions.
@preconcurrency @MainActor open class UITextRange {
    let startOffset: Int, endOffset: Int
    init(_ a: Int, _ b: Int) { startOffset = min(a, b); endOffset = max(a, b) }
    open var start: UITextPosition { UITextPosition(offset: startOffset) }
    open var end: UITextPosition { UITextPosition(offset: endOffset) }
    open var isEmpty: Bool { startOffset == endOffset }
    var nsRange: NSRange { NSRange(location: startOffset, length: endOffset - startOffset) }
}
