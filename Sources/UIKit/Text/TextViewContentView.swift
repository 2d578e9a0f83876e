import Foundation

/// A text view's document: the laid-out text and the selection, drawn at the content's size inside
/// the scroll view; the caret is its subview.
/// Tiled: a long document is drawn only where it shows, and an edit redraws only the tiles it touched.
@MainActor final class TextViewContentView: UIView {
    unowned let textView: UITextView
    let caret = UIView()

    override class var layerClass: AnyClass { CATiledLayer.self }

    init(textView: UITextView) {
        self.textView = textView
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(caret)
        (layer as? CATiledLayer)?.tileSize = CGSize(width: 512, height: 512)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func draw(_ rect: CGRect) { textView.drawDocument(rect) }
}
