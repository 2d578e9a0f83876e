/// A place in a text input's text (between two UTF-16 code units, as UIKit's offsets count).
@preconcurrency @MainActor open class UITextPosition {
    /// The UTF-16 offset from the start of the document.
    let offset: Int
    init(offset: Int) { self.offset = offset }
    public init() { offset = 0 }
}
