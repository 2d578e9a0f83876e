import Foundation

/// A bar of items, 44 points tall; flexible spaces share what is left. At the bottom of the screen its
/// background runs on under the home indicator, as iOS 17 draws it, with a hairline on top.
@preconcurrency @MainActor open class UIToolbar: UIView, UIBarPositioning {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .toolbar
        return a
    }

    /// The items shown; setting them is `setItems(_:animated:)` without animation.
    open var items: [UIBarButtonItem]? {
        get { currentItems }
        set { setItems(newValue, animated: false) }
    }
    private var currentItems: [UIBarButtonItem]?
    private var buttons: [BarButtonView] = []
    private var chrome: BarBackground!
    open var barTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UIToolbar.barTintColor) } }
    /// Legacy images (iOS 5): background by position and metrics, hairline by position.
    var backgroundImages: [BarImageKey: UIImage] = [:]
    var shadowImages: [UIBarPosition: UIImage] = [:]
    open var isTranslucent = true { didSet { restyle() } }
    open var barStyle: UIBarStyle = .default { didSet { restyle(); appearanceDidSet(\UIToolbar.barStyle) } }
    /// How the toolbar looks over content (iOS 13): the default material and its hairline.
    open var standardAppearance = UIToolbarAppearance() { didSet { restyle(); appearanceDidSet(\UIToolbar.standardAppearance) } }
    open var compactAppearance: UIToolbarAppearance? { didSet { restyle(); appearanceDidSet(\UIToolbar.compactAppearance) } }
    /// The look while the content's bottom edge is at the toolbar; nil: the standard appearance
    /// with a transparent background, as since iOS 15.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { restyle(); appearanceDidSet(\UIToolbar.scrollEdgeAppearance) } }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { restyle(); appearanceDidSet(\UIToolbar.compactScrollEdgeAppearance) } }
    /// Set by the navigation controller that owns the toolbar: whether its content is scrolled to the bottom.
    var atScrollEdge = false { didSet { if atScrollEdge != oldValue { restyle() } } }
    /// Whether a navigation controller owns the toolbar (only then does the scroll edge count).
    var isManaged = false { didSet { if isManaged != oldValue { restyle() } } }
    /// Where the toolbar sits: its hairline goes on the edge that faces the content.
    open weak var delegate: UIToolbarDelegate? { didSet { setNeedsLayout() } }

    /// The delegate's answer; `.bottom` when it has none.
    open var barPosition: UIBarPosition {
        let p = delegate?.position(for: self) ?? .any
        return p == .any ? .bottom : p
    }

    /// Space at each end and between items.
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 8
    public static let height: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        decodeToolbar(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeToolbar(from: coder)
    }

    private func setUp() {
        chrome = BarBackground(in: self)
        // At the accessibility text sizes, holding a bar's button shows it in the large content viewer.
        addInteraction(UILargeContentViewerInteraction())
        restyle()
    }

    /// Reduce Transparency turned on or off: the material is drawn again.
    override func updateLayerColors() { restyle() }

    func restyle() {
        chrome?.show(shownAppearance)
        for b in buttons { b.refresh() }
    }

    /// The appearance drawn now: compact in a compact height; the scroll edge's while a navigation
    /// controller's content is at the bottom. `barTintColor`, `barStyle` and `isTranslucent` change
    /// the standard one.
    package var shownAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        var standard = ((compact ? compactAppearance : nil) ?? standardAppearance)
            .withLegacyBackground(tint: barTintColor ?? (barStyle == .black ? UIColor(white: 0.1, alpha: 1) : nil), translucent: isTranslucent)
        standard = withLegacyImages(standard, metrics: compact ? .compact : .default)
        guard atScrollEdge, isManaged else { return standard }
        if let edge = (compact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance { return edge }
        let transparent = standard.copied()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass { restyle() }
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        currentItems = items
        for b in buttons { b.removeFromSuperview() }
        buttons = (items ?? []).filter { !$0.isSpace }.map { item in
            let b = BarButtonView(item: item)
            item.onChange = { [weak b] in b?.refresh(); b?.superview?.setNeedsLayout() }
            return b
        }
        for b in buttons { addSubview(b) }
        setNeedsLayout()
        if animated {
            for b in buttons { b.alpha = 0 }
            UIView.animate(withDuration: 0.25) { for b in self.buttons { b.alpha = 1 } }
        }
    }

    /// 44 points tall, any width: a toolbar pinned by its edges in Auto Layout takes the bar's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.height) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: UIToolbar.height)
    }

    // Whether the background runs on under the home indicator depends on where the bar is in
    // its window: look again when that can have changed.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    /// Auto Layout may move the bar without resizing it (from where the safe area was not yet known).
    open override var center: CGPoint {
        didSet { if center != oldValue { setNeedsLayout() } }
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Under the home indicator too, when the toolbar sits on the safe area's bottom edge.
        var extra: CGFloat = 0
        if let w = window {
            let bottom = convert(bounds, to: w).maxY
            let safeBottom = w.bounds.height - w.safeAreaInsets.bottom
            if abs(bottom - safeBottom) < 0.5 { extra = w.safeAreaInsets.bottom }
        }
        switch barPosition {
        case .top, .topAttached:
            // At the top: the hairline below; attached, the background runs up under the status bar.
            let above = barPosition == .topAttached ? (window.map { convert(bounds, to: $0).minY } ?? 0) : 0
            chrome.layout(self, above: above, hairlineOnTop: false)
        default:
            chrome.layout(self, below: extra, hairlineOnTop: true)
        }
        layoutItems()
    }

    private func layoutItems() {
        let all = items ?? []
        var widths: [CGFloat] = []
        var flexible = 0
        var fixedTotal: CGFloat = 0
        var buttonIndex = 0
        for item in all {
            if item.systemItem == .flexibleSpace { widths.append(-1); flexible += 1; continue }
            if item.systemItem == .fixedSpace { widths.append(item.width); fixedTotal += item.width; continue }
            let w = buttons[buttonIndex].preferredWidth
            buttonIndex += 1
            widths.append(w)
            fixedTotal += w
        }
        let gaps = CGFloat(max(0, all.count - 1)) * UIToolbar.spacing
        let free = max(0, bounds.width - 2 * UIToolbar.margin - fixedTotal - gaps)
        let flexWidth = flexible > 0 ? free / CGFloat(flexible) : 0
        var x = UIToolbar.margin
        buttonIndex = 0
        for (i, item) in all.enumerated() {
            let w = widths[i] < 0 ? flexWidth : widths[i]
            if !item.isSpace {
                buttons[buttonIndex].frame = CGRect(x: x, y: 0, width: w, height: UIToolbar.height)
                buttonIndex += 1
            }
            x += w + UIToolbar.spacing
        }
    }
}

extension UIToolbar: BarButtonStyling {
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance? {
        let look = shownAppearance
        return style == .done ? look.doneButtonAppearance : look.buttonAppearance
    }
}
