import Foundation

/// A text view's document: the laid-out text and the selection, drawn at the content's size inside
/// the scroll view; the caret is its subview.
@MainActor final class TextViewContentView: UIView {
    unowned let textView: UITextView
    let caret = UIView()

    init(textView: UITextView) {
        self.textView = textView
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(caret)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func draw(_ rect: CGRect) { textView.drawDocument(rect) }
}
