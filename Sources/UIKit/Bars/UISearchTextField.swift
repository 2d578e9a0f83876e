import Foundation

/// A search bar's field: a rounded grey capsule with a magnifying glass, "Search" as placeholder,
/// a clear button while editing, and a Search return key. Tokens (iOS 13) sit before the typed
/// text as pills; with the caret at the start, delete selects the last token and deletes it next.
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    private let leading = UIView()
    private let magnifier = MagnifierGlyph(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    private let iconView = UIImageView()
    private var tokenViews: [SearchTokenView] = []
    /// The token the next delete removes (the caret was at the start and delete was pressed).
    private var selectedTokenIndex: Int? {
        didSet { for (i, v) in tokenViews.enumerated() { v.isSelected = i == selectedTokenIndex } }
    }
    /// The search icon the bar set (`setImage(_:for: .search, state:)`), and where it and the text move.
    var searchIcon: UIImage? { didSet { layoutLeading() } }
    var searchIconAdjustment = UIOffset.zero { didSet { layoutLeading() } }
    var textAdjustment = UIOffset.zero { didSet { setNeedsLayout(); setNeedsDisplay() } }
    var clearIconAdjustment = UIOffset.zero { didSet { setNeedsLayout() } }
    var trailingIconAdjustment = UIOffset.zero { didSet { setNeedsLayout() } }
    /// Told when the user deletes a token (the bar tells its search controller).
    var tokensChanged: (() -> Void)?

    /// The tokens before the text, in order.
    open var tokens: [UISearchToken] {
        get { tokenViews.map(\.token) }
        set {
            for v in tokenViews { v.removeFromSuperview() }
            tokenViews = newValue.map { SearchTokenView(token: $0) }
            selectedTokenIndex = nil
            layoutLeading()
        }
    }
    /// The pills' colour; nil: the field's tint colour.
    open var tokenBackgroundColor: UIColor? { didSet { for v in tokenViews { v.fillColor = tokenBackgroundColor } } }
    /// Whether delete removes tokens (true, as on iOS).
    open var allowsDeletingTokens = true
    /// Whether tokens may be copied with the text: kept; a copy here copies the text only.
    open var allowsCopyingTokens = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        placeholder = "Search"
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        clearButtonMode = .whileEditing
        leading.isUserInteractionEnabled = false
        iconView.contentMode = .center
        leading.addSubview(magnifier)
        leading.addSubview(iconView)
        leftView = leading
        leftViewMode = .always
        layoutLeading()
    }

    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        var all = tokens
        all.insert(token, at: min(max(0, tokenIndex), all.count))
        tokens = all
    }

    open func removeToken(at tokenIndex: Int) {
        guard tokenViews.indices.contains(tokenIndex) else { return }
        var all = tokens
        all.remove(at: tokenIndex)
        tokens = all
    }

    /// The typed text's range (the tokens are not part of `text`).
    open var textualRange: UITextRange { UITextRange(0, (text ?? "").utf16.count) }

    /// Takes `range` of the typed text out and puts `token` in at `tokenIndex`: how an app turns
    /// typed words into a filter.
    open func replaceTextualPortion(of range: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        replace(range, withText: "")
        insertToken(token, at: tokenIndex)
    }

    // MARK: Delete reaches the tokens

    open override func deleteBackward() {
        let caret = selectedTextRange
        if allowsDeletingTokens, !tokenViews.isEmpty, caret?.isEmpty ?? true, (caret?.startOffset ?? 0) == 0 {
            if let i = selectedTokenIndex {
                removeToken(at: i)
                tokensChanged?()
            } else {
                selectedTokenIndex = tokenViews.count - 1
            }
            return
        }
        selectedTokenIndex = nil
        super.deleteBackward()
    }

    open override func insertText(_ text: String) {
        selectedTokenIndex = nil
        super.insertText(text)
    }

    // MARK: Geometry

    /// The magnifier (or the bar's icon) and the tokens, side by side as the field's left view.
    private func layoutLeading() {
        iconView.image = searchIcon
        iconView.isHidden = searchIcon == nil
        magnifier.isHidden = searchIcon != nil
        let iconWidth = max(30, (searchIcon?.size.width ?? 0) + 10)
        let height = tokenViews.isEmpty ? 20 : SearchTokenView.height
        let icon = CGRect(x: searchIconAdjustment.horizontal, y: (height - 20) / 2 + searchIconAdjustment.vertical, width: iconWidth, height: 20)
        magnifier.frame = icon
        iconView.frame = icon
        var x = iconWidth
        for v in tokenViews {
            v.fillColor = tokenBackgroundColor
            if v.superview !== leading { leading.addSubview(v) }
            v.frame = CGRect(x: x, y: 0, width: v.width, height: SearchTokenView.height)
            x += v.width + 4
        }
        leading.frame.size = CGSize(width: x, height: height)
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -6 + clearIconAdjustment.horizontal, dy: clearIconAdjustment.vertical)
    }

    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        super.rightViewRect(forBounds: bounds).offsetBy(dx: -4 + trailingIconAdjustment.horizontal, dy: trailingIconAdjustment.vertical)
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = leftView?.frame.size ?? CGSize(width: 30, height: 20)
        return CGRect(x: 2, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        super.textRect(forBounds: bounds).offsetBy(dx: textAdjustment.horizontal, dy: textAdjustment.vertical)
    }
}

/// The grey magnifying glass at a search field's leading edge.
@MainActor final class MagnifierGlyph: UIView {
    override class var isOpaqueByDefault: Bool { false }
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func draw(_ rect: CGRect) {
        let c = CGPoint(x: bounds.midX - 1, y: bounds.midY - 1), r: CGFloat = 6
        let p = UIBezierPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        p.move(to: CGPoint(x: c.x + r * 0.72, y: c.y + r * 0.72))
        p.addLine(to: CGPoint(x: c.x + r * 1.45, y: c.y + r * 1.45))
        p.lineWidth = 1.8
        p.lineCapStyle = .round
        UIColor.secondaryLabel.setStroke()
        p.stroke()
    }
}
