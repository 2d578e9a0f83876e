import Foundation

/// Text in a scene: a string in a font, size and colour, or an attributed string, aligned
/// around the node's position.
@preconcurrency @MainActor open class SKLabelNode: SKNode {
    open var text: String?
    /// Drawn instead of `text` when set.
    open var attributedText: NSAttributedString?
    open var fontName: String? = "HelveticaNeue-UltraLight"
    open var fontSize: CGFloat = 32
    open var fontColor: UIColor? = .white
    open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
    open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
    /// 1 draws one line; 0 as many as the text needs within `preferredMaxLayoutWidth`.
    open var numberOfLines = 1
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var color: UIColor?
    open var colorBlendFactor: CGFloat = 0
    open var blendMode: SKBlendMode = .alpha

    public override init() { super.init() }

    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    public convenience init(fontNamed fontName: String?) {
        self.init()
        self.fontName = fontName
    }

    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    public convenience init(attributedText: NSAttributedString?) {
        self.init()
        self.attributedText = attributedText
    }

    /// The font `fontName` names, from the font catalogue; the system font where it has none.
    var font: UIFont {
        fontName.flatMap { UIFont(name: $0, size: fontSize) } ?? .systemFont(ofSize: fontSize)
    }

    /// What is drawn, with the label's font and colour where the string has none.
    var drawnText: NSAttributedString? {
        if let attributedText { return attributedText }
        guard let text, !text.isEmpty else { return nil }
        var colour = fontColor ?? .white
        if colorBlendFactor > 0, let color {
            let a = RGBAColor(colour), b = RGBAColor(color)
            colour = RGBAColor(r: a.r * (1 + (b.r - 1) * colorBlendFactor), g: a.g * (1 + (b.g - 1) * colorBlendFactor),
                               b: a.b * (1 + (b.b - 1) * colorBlendFactor), a: a.a).uiColor
        }
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = numberOfLines == 1 ? .byClipping : lineBreakMode
        style.alignment = horizontalAlignmentMode == .left ? .left : horizontalAlignmentMode == .right ? .right : .center
        return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: colour, .paragraphStyle: style])
    }

    /// The text's box in the node's coordinates (y up), and the first line's ascent from its top.
    private var layout: (box: CGRect, size: CGSize)? {
        guard let string = drawnText else { return nil }
        let size: CGSize
        if numberOfLines != 1, preferredMaxLayoutWidth > 0 {
            let r = string.boundingRect(with: CGSize(width: preferredMaxLayoutWidth, height: .greatestFiniteMagnitude),
                                        options: [.usesLineFragmentOrigin], context: nil)
            size = CGSize(width: ceil(r.width), height: ceil(r.height))
        } else {
            size = string.size()
        }
        let f = font
        let x: CGFloat
        switch horizontalAlignmentMode {
        case .center: x = -size.width / 2
        case .left: x = 0
        case .right: x = -size.width
        }
        // The box's bottom, in y-up coordinates.
        let y: CGFloat
        switch verticalAlignmentMode {
        case .baseline: y = -(size.height - f.ascender)
        case .center: y = -size.height / 2
        case .top: y = -size.height
        case .bottom: y = 0
        }
        return (CGRect(x: x, y: y, width: size.width, height: size.height), size)
    }

    override var contentRect: CGRect { layout?.box ?? .zero }

    override var drawBlendMode: SKBlendMode { blendMode }

    override func drawContent(in context: CGContext, alpha: CGFloat) {
        guard let string = drawnText, let box = layout?.box else { return }
        context.saveGState()
        context.setAlpha(alpha)
        // UIKit's text drawing works top down: flip the box.
        context.translateBy(x: box.minX, y: box.maxY)
        context.scaleBy(x: 1, y: -1)
        UIGraphicsPushContext(context)
        string.draw(with: CGRect(origin: .zero, size: box.size), options: [.usesLineFragmentOrigin], context: nil)
        UIGraphicsPopContext()
        context.restoreGState()
    }
}
