import Foundation

/// A text view's document: the laid-out text and the selection, drawn at the content's size inside
/// the scroll view; the caret is its subview.
/// Tiled: a long document is drawn only where it shows, and an edit redraws only the tiles it touched.
@MainActor final class TextViewContentView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    unowned let textView: UITextView
    let caret = UIView()

    override class var layerClass: AnyClass { CATiledLayer.self }

    init(textView: UITextView) {
        self.textView = textView
        super.init(frame: .zero)
        backgroundColor = nil
        // Growing taller as text is added leaves the tiles drawn so far as they are (a new width
        // makes new tiles, below).
        contentMode = .topLeft
        isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(caret)
        (layer as? CATiledLayer)?.tileSize = CGSize(width: 512, height: 128)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Tiles as wide as the document: each line is drawn once per tile row, not once per column;
        // rows 128 pixels tall, so a row coming into view while scrolling is a short draw.
        let width = max(64, (bounds.width * layer.contentsScale).rounded(.up))
        if let tiled = layer as? CATiledLayer, tiled.tileSize.width != width { tiled.tileSize = CGSize(width: width, height: 128) }
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func draw(_ rect: CGRect) { textView.drawDocument(rect) }
}
