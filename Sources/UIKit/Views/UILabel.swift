import Foundation
import QuartzCore

/// Read-only text: a font, color, alignment, line limit and truncation, drawn by Pango.
@preconcurrency @MainActor open class UILabel: UIView {
    override class var isOpaqueByDefault: Bool { false }
    override var redrawsOnBoundsChange: Bool { true }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.label = text
        a.traits.insert(.staticText)
        if !isEnabled { a.traits.insert(.notEnabled) }
        a.role = .staticText
        return a
    }

    private var storedText: String?
    private var storedAttributed: NSAttributedString?

    open var text: String? {
        get { storedAttributed?.string ?? storedText }
        set {
            // The same plain text again (a cell configured anew for its row) changes nothing.
            guard newValue != storedText || storedAttributed != nil else { return }
            storedText = newValue
            storedAttributed = nil
            textChanged()
        }
    }

    open var attributedText: NSAttributedString? {
        get { storedAttributed ?? storedText.map { NSAttributedString(string: $0, attributes: [.font: font!, .foregroundColor: textColor!]) } }
        set {
            storedAttributed = newValue
            storedText = nil
            textChanged()
        }
    }

    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { if font == nil { font = .systemFont(ofSize: 17) }; textChanged(); appearanceDidSet(\UILabel.font) } }
    open var textColor: UIColor! = UIColor.label { didSet { if textColor == nil { textColor = .label }; setNeedsDisplay(); appearanceDidSet(\UILabel.textColor) } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textChanged() } }
    open var numberOfLines = 1 { didSet { textChanged() } }
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether text too wide for the label is drawn smaller, down to `minimumScaleFactor` of its size.
    open var adjustsFontSizeToFitWidth = false { didSet { textChanged() } }
    /// The smallest fraction of the font's size that fitting may shrink to (0: the font's size).
    open var minimumScaleFactor: CGFloat = 0 { didSet { textChanged() } }
    /// Where a line shrunk to fit sits: on the baseline the whole size would have (the default),
    /// centred, or at the top.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// Whether text a little too wide is set tighter before it is truncated.
    open var allowsDefaultTighteningForTruncation = false { didSet { textChanged() } }
    /// Shows the whole text where the platform offers it (a pointer hovering, on iOS none): kept.
    open var showsExpansionTextWhenTruncated = false
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether a text-style font (and those of the attributed text) takes the user's text size
    /// when it changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { contentSizeCategoryDidChange() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
        layer.needsDisplayOnBoundsChange = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        contentMode = .redraw
        restoreDecoded([.userInteractionEnabled, .contentMode], from: coder) // the file wins over the set-up above
        decodeLabel(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeLabel(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeLabel(with: coder)
    }

    /// Whatever the content mode (Interface Builder writes `left` for labels), a label draws its
    /// text anew at a new size, as on iOS.
    open override var contentMode: UIView.ContentMode {
        didSet { layer.needsDisplayOnBoundsChange = true }
    }

    override func contentSizeCategoryDidChange() {
        guard adjustsFontForContentSizeCategory else { return }
        if let adjusted = fontAdjustedToTextSize(font) { font = adjusted }
        if let text = storedAttributed, let changed = text.adjustingFonts(to: traitCollection) { attributedText = changed }
    }

    private func textChanged() {
        sizes = [:]
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Measurements of the current text, by the constraints they were made under (cells measure and
    /// draw the same text several times per layout; Pango is asked once).
    private struct SizeKey: Hashable { let width: CGFloat?, height: CGFloat?, lines: Int, fitting: Bool }
    private var sizes: [SizeKey: CGSize] = [:]

    private func measure(width: CGFloat?, height: CGFloat?, lines: Int, fitting: Bool = false) -> CGSize {
        let key = SizeKey(width: width, height: height, lines: lines, fitting: fitting)
        if let s = sizes[key] { return s }
        let s = layout(width: width, height: height, lines: lines, fitting: fitting).size()
        if sizes.count > 8 { sizes = [:] }
        sizes[key] = s
        return s
    }

    /// The text laid out in the given room; `fitting`: shrunk or tightened to fit it as the label's
    /// settings allow (`adjustsFontSizeToFitWidth`, `allowsDefaultTighteningForTruncation`), as drawn.
    func layout(width: CGFloat?, height: CGFloat?, lines: Int, fitting: Bool = false) -> TextLayout {
        var color: UIColor = textColor
        if isHighlighted, let h = highlightedTextColor { color = h }
        if !isEnabled { color = color.withAlphaComponent(color.cgColor.alpha * 0.35) }
        var l = storedAttributed.map { TextLayout(text: $0, font: font, color: color) }
            ?? TextLayout(string: storedText ?? "", font: font, color: color)
        l.alignment = textAlignment
        l.lineBreakMode = lineBreakMode
        l.numberOfLines = lines
        l.width = width
        l.height = height
        guard fitting, let width, adjustsFontSizeToFitWidth || allowsDefaultTighteningForTruncation else { return l }
        return LabelFitting(layout: l, width: width, height: height, lines: lines)
            .fitted(minimumScale: adjustsFontSizeToFitWidth ? minimumScaleFactor : 1, tightening: allowsDefaultTighteningForTruncation)
    }

    /// The text's rectangle: as tall as the text needs (up to the bounds), centered vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines n: Int) -> CGRect {
        let size = measure(width: bounds.width, height: bounds.height, lines: n, fitting: true)
        let h = min(bounds.height, UILabel.roundUp(size.height))
        let w = min(bounds.width, UILabel.roundUp(size.width))
        var y = bounds.minY + (bounds.height - h) / 2
        if adjustsFontSizeToFitWidth, n == 1, baselineAdjustment != .alignCenters {
            // Shrunk to fit: keep the baseline (or the top) the text has at its own size.
            let whole = measure(width: bounds.width, height: bounds.height, lines: n)
            if whole.height > size.height + 0.01 {
                let wholeTop = bounds.minY + (bounds.height - min(bounds.height, UILabel.roundUp(whole.height))) / 2
                let ratio = size.height / whole.height
                y = baselineAdjustment == .none ? wholeTop : wholeTop + font.ascender * (1 - ratio)
            }
        }
        return CGRect(x: bounds.minX, y: y, width: w, height: h)
    }

    /// Whether the text needs more room than the label has — more lines than it shows, or more width on
    /// its one line — so what it draws is cut short (the try-out reports it). A single line a little
    /// taller than the label is drawn whole, as on iOS, and is not counted.
    package var isTruncated: Bool {
        guard let t = text, !t.isEmpty, bounds.width > 0 else { return false }
        let shown = layout(width: lineWidth(in: bounds.width), height: bounds.height, lines: numberOfLines, fitting: true).size()
        let whole = layout(width: bounds.width, height: nil, lines: 0, fitting: true).size()
        return whole.height > shown.height + 0.5
    }

    /// The width one line is laid out in: the room given, or the text's own width where that is at
    /// most a device pixel more (a label sized to its text, whose edges pixel rounding moved), so
    /// it is drawn whole rather than cut to "U…", as iOS draws it.
    private func lineWidth(in width: CGFloat) -> CGFloat {
        guard numberOfLines == 1, storedText?.isEmpty == false || storedAttributed != nil else { return width }
        let natural = measure(width: nil, height: nil, lines: 1).width
        return natural > width && natural <= width + 1 / deviceScale + 0.001 ? natural : width
    }

    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var rect = rect
        rect.size.width = lineWidth(in: rect.width)
        let r = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        // Text taller than a squeezed label stays centred on it, as iOS draws it (and as its
        // baselines are placed), overflowing above and below.
        let drawn = UILabel.roundUp(measure(width: rect.width, height: rect.height, lines: numberOfLines, fitting: true).height)
        let y = drawn > r.height ? r.minY + (r.height - drawn) / 2 : r.minY
        layout(width: rect.width, height: rect.height, lines: numberOfLines, fitting: true)
            .draw(in: CGRect(x: rect.minX, y: y, width: rect.width, height: max(r.height, drawn)), context: ctx)
    }

    open override func draw(_ rect: CGRect) {
        guard let t = text, !t.isEmpty else { return }
        drawText(in: bounds)
    }

    package override var displayedText: String? { text }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        let s = measure(width: width, height: nil, lines: numberOfLines)
        return CGSize(width: UILabel.roundUp(s.width), height: UILabel.roundUp(s.height))
    }

    /// One line's size; with more lines, wrapped at `preferredMaxLayoutWidth` or, when that is 0
    /// under Auto Layout, at the width the engine gave the label (it asks again once it has one).
    open override var intrinsicContentSize: CGSize {
        var w = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : 0
        if w == 0, numberOfLines != 1, !translatesAutoresizingMaskIntoConstraints, bounds.width > 0 { w = bounds.width }
        return intrinsicContentSize(wrappingAt: w)
    }

    /// A wrapping label's height depends on the width it is given.
    override var intrinsicHeightFollowsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The intrinsic size with lines wrapped at `width` (0: unwrapped).
    override func intrinsicContentSize(wrappingAt width: CGFloat) -> CGSize {
        let s = sizeThatFits(CGSize(width: width, height: 0))
        return width > 0 ? CGSize(width: min(s.width, width), height: s.height) : s
    }

    /// Text sizes round up to the screen's pixel grid.
    static func roundUp(_ v: CGFloat) -> CGFloat {
        let s = UIScreen.main.scale
        return (v * s).rounded(.up) / s
    }
}

extension UILabel: BaselineProviding {
    /// Text is centered vertically in the label: at its intrinsic height the first baseline is the
    /// font's ascender below the top.
    var firstBaselineOffsetFromTop: CGFloat { UILabel.roundUp(font.ascender) }
    var lastBaselineOffsetFromBottom: CGFloat { UILabel.roundUp(-font.descender) }
    var centersTextVertically: Bool { true }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
