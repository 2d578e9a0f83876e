import Foundation

/// A responder whose text the system can read, select and edit by position (the keyboard, the edit
/// menu, selection handles). Offsets count UTF-16 code units, as UIKit's do.
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// Where the caret is drawn at `position`, in the view's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The place in the text nearest to `point` (the view's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
}
