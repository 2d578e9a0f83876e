import Foundation

/// The tab bar: 49 points (plus the home indicator area), items spread evenly with a 25-point icon
/// over a 10-point title, the selected one in the tint, badges as red capsules.
@preconcurrency @MainActor open class UITabBar: UIView {
    override class var isOpaqueByDefault: Bool { false }
    override var redrawsOnBoundsChange: Bool { true }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.traits.insert(.tabBar)
        a.role = .tabBar
        return a
    }

    /// The items shown; setting them is `setItems(_:animated:)` without animation.
    open var items: [UITabBarItem]? {
        get { currentItems }
        set { setItems(newValue, animated: false) }
    }
    private var currentItems: [UITabBarItem]?
    open var selectedItem: UITabBarItem? { didSet { if selectedItem?.standardAppearance != nil || oldValue?.standardAppearance != nil { restyle() } else { refresh() } } }
    open weak var delegate: UITabBarDelegate?
    open var unselectedItemTintColor: UIColor? { didSet { refresh(); appearanceDidSet(\UITabBar.unselectedItemTintColor) } }
    open var barTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UITabBar.barTintColor) } }
    open var isTranslucent = true { didSet { restyle() } }
    /// How the tab bar looks over content (iOS 13): the default material and its hairline.
    open var standardAppearance = UITabBarAppearance() { didSet { restyle(); appearanceDidSet(\UITabBar.standardAppearance) } }
    /// The look while the content's bottom edge is at the bar (and when nothing scrolls); nil: the
    /// standard appearance with a transparent background, as since iOS 15.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { restyle(); appearanceDidSet(\UITabBar.scrollEdgeAppearance) } }
    /// Set by the tab bar controller that owns the bar: whether the shown content is scrolled to its bottom.
    var atScrollEdge = false { didSet { if atScrollEdge != oldValue { restyle() } } }
    /// Whether a tab bar controller owns the bar (only then does the scroll edge count).
    var isManaged = false { didSet { if isManaged != oldValue { restyle() } } }

    public static let height: CGFloat = 49

    /// How items share a wide bar (an iPad's): spread over it, or centred at a fixed width.
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
    open var itemPositioning: ItemPositioning = .automatic
    private var chrome: BarBackground!
    private var buttons: [TabButton] = []
    /// Drawn behind the selected item (iOS 5); the appearance's `selectionIndicatorImage` when nil.
    open var selectionIndicatorImage: UIImage? { didSet { refresh(); setNeedsLayout(); appearanceDidSet(\UITabBar.selectionIndicatorImage) } }
    private let selectionIndicator = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        chrome = BarBackground(in: self)
        // At the accessibility text sizes, holding a bar's button shows it in the large content viewer.
        addInteraction(UILargeContentViewerInteraction())
        restyle()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        chrome = BarBackground(in: self)
        // At the accessibility text sizes, holding a bar's button shows it in the large content viewer.
        addInteraction(UILargeContentViewerInteraction())
        restyle()
        decodeTabBar(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeTabBar(from: coder)
    }

    /// Reduce Transparency turned on or off: the material is drawn again.
    override func updateLayerColors() { restyle() }

    private func restyle() {
        guard let chrome else { return }
        chrome.show(shownAppearance)
        refresh()
    }

    /// The appearance drawn now: the selected item's or the bar's; the scroll edge's while a tab bar
    /// controller's content is at its bottom. `barTintColor` and `isTranslucent` change the standard one.
    package var shownAppearance: UITabBarAppearance {
        let standard = (selectedItem?.standardAppearance ?? standardAppearance).withLegacyBackground(tint: barTintColor, translucent: isTranslucent)
        guard isManaged, atScrollEdge else { return standard }
        if let edge = selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = standard.copied()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        currentItems = items
        for b in buttons { b.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let b = TabButton(item: item)
            b.addTarget(self, action: UITabBar.tapped, for: .touchUpInside)
            item.onChange = { [weak self] in self?.refresh() }
            return b
        }
        for b in buttons { addSubview(b) }
        refresh()
        setNeedsLayout()
    }

    private func tapped(_ sender: UIControl) {
        guard let b = sender as? TabButton else { return }
        delegate?.tabBar(self, didSelect: b.item)
    }

    private func refresh() {
        let indicator = selectionIndicatorImage ?? shownAppearance.selectionIndicatorImage
        selectionIndicator.image = indicator
        selectionIndicator.isHidden = indicator == nil || selectedItem == nil
        if indicator != nil, selectionIndicator.superview == nil {
            selectionIndicator.isUserInteractionEnabled = false
            addSubview(selectionIndicator)
            setNeedsLayout()
        }
        let items = shownAppearance.stackedLayoutAppearance
        for b in buttons {
            b.isSelected = b.item === selectedItem
            b.unselectedColor = unselectedItemTintColor ?? items.normal.iconColor ?? UIColor(r: 153, g: 153, b: 153)
            b.look = items
            b.refresh()
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UITabBar.height) }
    /// 49 points tall, as a stand-alone bar pinned to the safe area's bottom is on iOS.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UITabBar.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let below = window.map { $0.bounds.height - convert(bounds, to: $0).maxY } ?? 0
        chrome.layout(self, below: max(0, below), hairlineOnTop: true)
        let n = CGFloat(max(1, buttons.count))
        let w = bounds.width / n
        for (i, b) in buttons.enumerated() {
            b.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: UITabBar.height)
        }
        // The selection indicator: a resizable image fills the selected item; another is centred on it.
        if let selected = buttons.first(where: { $0.item === selectedItem }), let image = selectionIndicator.image {
            let item = selected.frame
            selectionIndicator.frame = image.capInsets != .zero ? item
                : CGRect(x: item.midX - image.size.width / 2, y: item.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
            // Over the bar's background, under the items.
            insertSubview(selectionIndicator, belowSubview: selected)
        }
    }

    // MARK: Customizing (the Configure sheet)

    /// Slides up the Configure sheet over the screen above the bar, showing `items`: dragging one
    /// onto a tab puts it there (one already on the bar swaps places); Done ends customizing.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard !isCustomizing, let window else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        TabBarCustomizingView(bar: self, items: items, in: window).slideUp { [weak self] in
            guard let self else { return }
            self.delegate?.tabBar(self, didBeginCustomizing: items)
        }
    }

    /// Ends customizing as Done does; false when the bar was not customizing.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard let sheet = customizingSheet else { return false }
        sheet.finish(animated: animated)
        return true
    }

    /// Whether the Configure sheet is up.
    open var isCustomizing: Bool { customizingSheet != nil }

    private var customizingSheet: TabBarCustomizingView? {
        window?.subviews.lazy.compactMap { $0 as? TabBarCustomizingView }.first { $0.bar === self }
    }

    /// The index of the tab at `point` (in the bar's coordinates).
    func itemIndex(at point: CGPoint) -> Int? {
        buttons.firstIndex { $0.frame.contains(point) }
    }

    package func frame(forItemAt index: Int) -> CGRect? {
        buttons.indices.contains(index) ? buttons[index].frame : nil
    }
}

/// One tab: icon, title and badge.
@MainActor final class TabButton: UIControl {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.label = item.accessibilityLabel ?? item.title
        a.identifier = item.accessibilityIdentifier
        a.traits.insert(.button)
        a.role = .button
        return a
    }

    override var largeContentDefaults: LargeContentSettings.Defaults {
        .init(shows: true, title: item.title, image: item.largeContentSizeImage ?? item.image, scales: item.largeContentSizeImage == nil)
    }

    let item: UITabBarItem
    private let title = UILabel()
    private let icon = UIImageView()
    private let badge = UILabel()
    var unselectedColor = UIColor(r: 153, g: 153, b: 153)
    /// The bar's appearance for its items (colours and title attributes by state).
    var look: UITabBarItemAppearance?

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        title.font = .systemFont(ofSize: 10, weight: .medium)
        title.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.layer.masksToBounds = true
        badge.layer.cornerRadius = 9
        contentMode = .redraw
        for v in [icon, title, badge] { addSubview(v) }
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        item.applyAppearance(shownBy: self)
        refresh()
    }

    /// A trait change brings the proxies for trait collections (`appearance(for:)`) again.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if responderEnvironment.appearance.hasTraitProxies { item.applyAppearance(shownBy: self); refresh() }
    }

    override var displayedText: String? { item.title }

    func refresh() {
        let state = isSelected ? look?.selected : look?.normal
        let color = isSelected ? (state?.iconColor ?? tintColor!) : unselectedColor
        title.text = item.title
        let attributes = (isSelected ? item.titleTextAttributes(for: .selected) : nil) ?? item.titleTextAttributes(for: .normal)
            ?? state?.titleTextAttributes.nonEmpty
        title.textColor = attributes?[.foregroundColor] as? UIColor ?? color
        if let font = attributes?[.font] as? UIFont { title.font = font }
        let image = (isSelected ? item.selectedImage : nil) ?? item.image
        icon.image = image.map {
            let image = $0.withDefaultSymbolConfiguration(.barItem)
            return image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color, renderingMode: .alwaysOriginal)
        }
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        accessibilityLabel = item.title
        setNeedsDisplay()
        setNeedsLayout()
    }

    override func tintColorDidChange() { refresh() }

    override func layoutSubviews() {
        super.layoutSubviews()
        let iconFrame = CGRect(x: bounds.midX - 12.5, y: 6, width: 25, height: 25)
        icon.frame = iconFrame
        title.frame = CGRect(x: 2, y: 33, width: bounds.width - 4, height: 12)
        if let text = item.badgeValue {
            let w = max(18, (text as String).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).width + 10)
            badge.frame = CGRect(x: iconFrame.maxX - 6, y: iconFrame.minY - 4, width: text.isEmpty ? 10 : w, height: text.isEmpty ? 10 : 18)
            badge.layer.cornerRadius = badge.frame.height / 2
        }
    }

    /// System items draw their glyph (SF Symbols' shapes); a tab without an image shows only its title, as on iOS.
    override func draw(_ rect: CGRect) {
        guard item.image == nil, let system = item.systemItem else { return }
        let color = isSelected ? tintColor! : unselectedColor
        color.setFill()
        let c = CGPoint(x: bounds.midX, y: 18.5)
        switch system {
        case .more:
            for dx in [-7.0, 0.0, 7.0] {
                UIBezierPath(ovalIn: CGRect(x: c.x + CGFloat(dx) - 2.5, y: c.y - 2.5, width: 5, height: 5)).fill()
            }
        case .favorites, .featured, .topRated:
            let star = UIBezierPath()
            for i in 0..<10 {
                let r: CGFloat = i % 2 == 0 ? 11 : 4.6
                let a = CGFloat(i) * .pi / 5 - .pi / 2
                let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.close()
            star.fill()
        case .search:
            color.setStroke()
            let ring = UIBezierPath(ovalIn: CGRect(x: c.x - 9, y: c.y - 9, width: 14, height: 14))
            ring.lineWidth = 2.2
            ring.stroke()
            let handle = UIBezierPath()
            handle.move(to: CGPoint(x: c.x + 3, y: c.y + 3)); handle.addLine(to: CGPoint(x: c.x + 9, y: c.y + 9))
            handle.lineWidth = 2.6
            handle.lineCapStyle = .round
            handle.stroke()
        default:
            // Recents, history, contacts and the rest: a clock-like disc stands in for their symbols.
            UIBezierPath(ovalIn: CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)).fill()
            UIColor.white.setStroke()
            let hands = UIBezierPath()
            hands.move(to: CGPoint(x: c.x, y: c.y - 6)); hands.addLine(to: c); hands.addLine(to: CGPoint(x: c.x + 5, y: c.y + 3))
            hands.lineWidth = 2
            hands.lineCapStyle = .round
            hands.stroke()
        }
    }

    override func sendPrimaryAction() {}
}
