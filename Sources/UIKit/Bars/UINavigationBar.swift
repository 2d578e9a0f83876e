import Foundation

/// The bar at the top of a navigation controller: back button (chevron and the previous title),
/// left and right items, the title centered in semibold, an optional prompt line above — 44 points,
/// 74 with a prompt, its background running up under the status bar with a hairline below.
@preconcurrency @MainActor open class UINavigationBar: UIView, UIBarPositioning {
    override class var isOpaqueByDefault: Bool { false }
    override var redrawsOnBoundsChange: Bool { true }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .navigationBar
        a.label = topItem?.title
        return a
    }

    /// The items shown; setting them is `setItems(_:animated:)` without animation.
    open var items: [UINavigationItem]? {
        get { currentItems }
        set { setItems(newValue, animated: false) }
    }
    private var currentItems: [UINavigationItem]?
    open weak var delegate: UINavigationBarDelegate? { didSet { setNeedsLayout() } }

    /// The delegate's answer (a navigation controller's bar is `.topAttached`); `.top` when it has none.
    open var barPosition: UIBarPosition {
        let p = delegate?.position(for: self) ?? .any
        return p == .any ? .top : p
    }
    open var barTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UINavigationBar.barTintColor) } }
    open var isTranslucent = true {
        didSet {
            restyle()
            // Its controller lays its child out below an opaque bar, under a translucent one.
            superview?.setNeedsLayout()
        }
    }
    open var prefersLargeTitles = false { didSet { reload() } }
    open var barStyle: UIBarStyle = .default { didSet { restyle(); appearanceDidSet(\UINavigationBar.barStyle) } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { reload(); appearanceDidSet(\UINavigationBar.titleTextAttributes) } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { reload(); appearanceDidSet(\UINavigationBar.largeTitleTextAttributes) } }
    /// The hairline's image (legacy: `standardAppearance.shadowImage` is iOS 13's way).
    open var shadowImage: UIImage? { didSet { restyle(); appearanceDidSet(\UINavigationBar.shadowImage) } }
    /// The back button's image in place of the chevron (iOS 7; the appearance's since iOS 13). iOS
    /// uses it only with a transition mask image as well.
    open var backIndicatorImage: UIImage? { didSet { restyle(); appearanceDidSet(\UINavigationBar.backIndicatorImage) } }
    open var backIndicatorTransitionMaskImage: UIImage? { didSet { restyle(); appearanceDidSet(\UINavigationBar.backIndicatorTransitionMaskImage) } }
    var backgroundImages: [Int: UIImage] = [:]

    /// How the bar looks over scrolled content (iOS 13): the default material and its hairline.
    open var standardAppearance = UINavigationBarAppearance() { didSet { restyle(); appearanceDidSet(\UINavigationBar.standardAppearance) } }
    /// The look in a compact height (an iPhone in landscape); nil: the standard appearance.
    open var compactAppearance: UINavigationBarAppearance? { didSet { restyle(); appearanceDidSet(\UINavigationBar.compactAppearance) } }
    /// The look while the content's top edge is at the bar (and when there is no scroll view); nil:
    /// the standard appearance with a transparent background, as since iOS 15.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { restyle(); appearanceDidSet(\UINavigationBar.scrollEdgeAppearance) } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { restyle(); appearanceDidSet(\UINavigationBar.compactScrollEdgeAppearance) } }
    /// Set by the navigation controller that owns the bar: whether its content is scrolled to the top.
    var atScrollEdge = false { didSet { if atScrollEdge != oldValue { restyle() } } }
    /// Whether a navigation controller owns the bar (only then does the scroll edge count).
    var isManaged: Bool { delegate is UINavigationController }

    public static let height: CGFloat = 44
    public static let promptHeight: CGFloat = 30
    public static let largeTitleHeight: CGFloat = 52

    private var chrome: BarBackground!
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    private let promptLabel = UILabel()
    private let backButton = BackButton()
    var itemViews: [BarButtonView] = []
    /// The top item's integrated search bar, and how much of it scrolling has folded away.
    weak var shownSearchBar: UISearchBar?
    var searchCollapse: CGFloat = 0
    /// How much of the large title row scrolling has folded away (negative: pulled down past the
    /// top, the row stretches).
    var largeTitleCollapse: CGFloat = 0
    /// Clips the large title as it scrolls up under the standard row.
    private let largeTitleClip = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        decodeNavigationBar(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeNavigationBar(from: coder)
    }

    private func setUp() {
        chrome = BarBackground(in: self)
        // At the accessibility text sizes, holding a bar's button shows it in the large content viewer.
        addInteraction(UILargeContentViewerInteraction())
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        // The titles are headers to VoiceOver (its rotor jumps between them).
        for l in [titleLabel, largeTitleLabel] { l.accessibilityTraits = [.staticText, .header] }
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        largeTitleClip.clipsToBounds = true
        largeTitleClip.isUserInteractionEnabled = false
        largeTitleClip.addSubview(largeTitleLabel)
        for v in [titleLabel, largeTitleClip, promptLabel] { addSubview(v) }
        backButton.addTarget(self, action: UINavigationBar.backTapped, for: .touchUpInside)
        // iOS 14: a long press on the back button lists the screens behind, to go back several at once.
        let press = UILongPressGestureRecognizer(target: self, action: UINavigationBar.backPressed)
        press.minimumPressDuration = 0.5
        backButton.addGestureRecognizer(press)
        addSubview(backButton)
        restyle()
    }

    /// Reduce Transparency turned on or off: the material is drawn again.
    override func updateLayerColors() { restyle() }

    func restyle() {
        guard let chrome else { return }
        let look = shownAppearance
        chrome.show(look)
        titleLabel.textColor = look.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
        titleLabel.font = look.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        largeTitleLabel.textColor = look.largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.font = look.largeTitleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        backButton.indicatorImage = look.backIndicatorImage
        for v in itemViews { v.refresh() }
    }

    /// Content does not show through the bar: a controller's view starts below it unless the
    /// controller extends its layout under opaque bars.
    var isOpaqueForLayout: Bool { !isTranslucent }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A compact height (an iPhone turned) has its own appearances.
        if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass { restyle() }
    }

    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items![items!.count - 2] : nil }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let changedTop = items?.last !== self.items?.last
        currentItems = items
        for i in items ?? [] { i.onChange = { [weak self] in self?.reload() } }
        reload()
        // The new title and buttons cross-fade in with the push or pop.
        guard animated && changedTop else { return }
        let parts: [UIView] = [titleLabel, largeTitleLabel, promptLabel, backButton] + itemViews
        UIView.performWithoutAnimation { for v in parts { v.alpha = 0 } }
        UIView.animate(withDuration: UINavigationController.transitionDuration) { for v in parts { v.alpha = 1 } }
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array((items ?? []).dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// What the back button says: the previous item's back item or back title, its title, or "Back".
    var backTitle: String? {
        guard let back = backItem else { return nil }
        return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
    }

    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let top = topItem else { return false }
        return top.largeTitleDisplayMode == .always || top.largeTitleDisplayMode == .automatic
    }

    /// The title rows: the prompt, the 44-point row and the large title.
    var titleRowsHeight: CGFloat {
        UINavigationBar.height + (topItem?.prompt != nil ? UINavigationBar.promptHeight : 0)
            + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
    }

    /// The bar's own height now (without the status bar area above it): the title rows and what
    /// shows of the integrated search bar, or the search bar alone while it searches.
    var contentHeight: CGFloat { expandedHeight - (isSearchPresenting ? 0 : searchCollapse + (showsLargeTitle ? largeTitleCollapse : 0)) }

    /// The height with the search bar unfolded: what the content's safe area starts under.
    var expandedHeight: CGFloat { (isSearchPresenting ? 0 : titleRowsHeight) + searchRowHeight }

    private func reload() {
        let top = topItem
        titleLabel.text = top?.title
        largeTitleLabel.text = top?.title
        promptLabel.text = top?.prompt
        promptLabel.isHidden = top?.prompt == nil
        backButton.isHidden = backItem == nil || top?.hidesBackButton == true
            || (top?.leftBarButtonItems?.isEmpty == false && top?.leftItemsSupplementBackButton != true)
        backButton.title = backTitle
        for v in itemViews { v.removeFromSuperview() }
        let left = top?.leftBarButtonItems ?? [], right = top?.rightBarButtonItems ?? []
        itemViews = (left + right).map { item in
            let v = BarButtonView(item: item)
            item.onChange = { [weak v, weak self] in v?.refresh(); self?.setNeedsLayout() }
            return v
        }
        for v in itemViews { addSubview(v) }
        installSearchBar()
        restyle()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: contentHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Attached to the top, the background also covers the status bar above.
        let above = barPosition == .topAttached ? (window.map { convert(bounds, to: $0).minY } ?? 0) : 0
        chrome.layout(self, above: above, hairlineOnTop: false)
        // While searching, the title rows slide up out of sight and the search bar takes the top.
        let searching = isSearchPresenting
        for v in [titleLabel, largeTitleLabel, promptLabel, backButton] + itemViews { v.alpha = searching ? 0 : 1 }
        var y: CGFloat = searching ? -titleRowsHeight : 0
        if !promptLabel.isHidden {
            promptLabel.frame = CGRect(x: 16, y: y, width: bounds.width - 32, height: UINavigationBar.promptHeight)
            y += UINavigationBar.promptHeight
        }
        let rowHeight = UINavigationBar.height
        let left = topItem?.leftBarButtonItems ?? [], right = topItem?.rightBarButtonItems ?? []
        var leftEdge: CGFloat = 8
        if !backButton.isHidden {
            let w = backButton.widthFitting(maximum: bounds.width / 3)
            backButton.frame = CGRect(x: 8, y: y, width: w, height: rowHeight)
            leftEdge = backButton.frame.maxX + 8
        } else {
            leftEdge = 16
        }
        for (i, v) in itemViews.prefix(left.count).enumerated() {
            let w = v.preferredWidth
            v.frame = CGRect(x: leftEdge, y: y, width: w, height: rowHeight)
            leftEdge += w + (i < left.count - 1 ? 8 : 0)
        }
        var rightEdge = bounds.width - 16
        for v in itemViews.suffix(right.count) {
            let w = v.preferredWidth
            v.frame = CGRect(x: rightEdge - w, y: y, width: w, height: rowHeight)
            rightEdge -= w + 8
        }
        // The title is centered on the bar, unless that would run into the items.
        if let tv = topItem?.titleView {
            if tv.superview !== self { addSubview(tv) }
            tv.center = CGPoint(x: bounds.midX, y: y + rowHeight / 2)
        }
        titleLabel.isHidden = topItem?.titleView != nil
        let room = min(bounds.midX - leftEdge, rightEdge - bounds.midX) - 4
        let natural = titleLabel.sizeThatFits(.zero).width
        let w = min(natural, max(0, 2 * room))
        titleLabel.frame = pixelAligned(CGRect(x: bounds.midX - w / 2, y: y, width: w, height: rowHeight))
        largeTitleClip.isHidden = !showsLargeTitle
        var largeRow: CGFloat = 0
        if showsLargeTitle {
            // The large title scrolls up under the standard row; the inline title fades in as it goes.
            let full = UINavigationBar.largeTitleHeight, collapse = isSearchPresenting ? 0 : largeTitleCollapse
            largeRow = max(0, full - collapse)
            largeTitleClip.frame = CGRect(x: 0, y: y + rowHeight, width: bounds.width, height: largeRow)
            largeTitleLabel.frame = CGRect(x: 16, y: max(-full, -collapse), width: bounds.width - 32, height: full - 11)
            titleLabel.isHidden = topItem?.titleView != nil
            titleLabel.alpha = searching ? 0 : min(1, max(0, (collapse - 0.7 * full) / (0.3 * full)))
        }
        layoutSearchBar(below: y + rowHeight + largeRow)
    }

    package var titleFrame: CGRect { titleLabel.frame }
    /// How much the inline title shows (0 while a large title is shown whole, 1 once it has folded).
    package var shownInlineTitleAlpha: CGFloat { titleLabel.isHidden ? 0 : titleLabel.alpha }
    package var backButtonTitle: String? { backButton.isHidden ? nil : backButton.shownTitle }

    /// The back button's menu: the back item's own (`backBarButtonItem.menu`), or the items behind
    /// the top one, nearest first, each going back to its screen.
    private func backPressed(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began, let all = items, all.count > 1 else { return }
        let menu = all[all.count - 2].backBarButtonItem?.menu ?? UIMenu(children: all.indices.dropLast().reversed().map { i in
            let item = all[i]
            return UIAction(title: item.backButtonTitle ?? item.title ?? "Back") { [weak self] _ in self?.goBack(to: i) }
        })
        MenuView.present(menu, from: backButton, sender: backButton)
    }

    /// Back to the item at `index`: its controller, when a navigation controller owns the bar.
    private func goBack(to index: Int) {
        if let nav = delegate as? UINavigationController, nav.viewControllers.indices.contains(index) {
            nav.popToViewController(nav.viewControllers[index], animated: true)
        } else if let all = items, index < all.count - 1 {
            setItems(Array(all.prefix(index + 1)), animated: true)
        }
    }

    private func backTapped() {
        if let nav = delegate as? UINavigationController {
            nav.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }
}

/// The back button: a chevron and the previous screen's title (or "Back" when that does not fit).
@MainActor final class BackButton: UIControl {
    override var defaultAccessibility: AccessibilityDefaults {
        // Read as it reads: the previous screen's title, or "Back" when that does not fit.
        var a = buttonAccessibility(super.defaultAccessibility, label: shownTitle ?? title ?? "Back")
        a.identifier = "BackButton"
        return a
    }

    private let label = UILabel()
    var title: String? { didSet { label.text = title; setNeedsLayout(); setNeedsDisplay() } }
    private(set) var shownTitle: String?
    /// Drawn in the chevron's place (tinted when a template), when the bar's appearance has one.
    var indicatorImage: UIImage? { didSet { if indicatorImage !== oldValue { setNeedsLayout(); setNeedsDisplay() } } }
    private var indicatorWidth: CGFloat { max(BackButton.chevronWidth, indicatorImage?.size.width ?? 0) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 17)
        addSubview(label)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    static let chevronWidth: CGFloat = 18

    /// The width with the whole title, or with "Back" when the title would take more than `maximum`.
    func widthFitting(maximum: CGFloat) -> CGFloat {
        label.text = title
        var w = indicatorWidth + 6 + label.sizeThatFits(.zero).width
        if w > maximum {
            label.text = "Back"
            w = indicatorWidth + 6 + label.sizeThatFits(.zero).width
        }
        shownTitle = label.text
        return w
    }

    override var displayedText: String? { shownTitle }

    override func tintColorDidChange() { setNeedsDisplay(); label.textColor = tintColor }

    override func stateDidChange() {
        super.stateDidChange()
        UIView.performWithoutAnimation { alpha = isHighlighted ? 0.2 : 1 }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.textColor = tintColor
        label.frame = CGRect(x: indicatorWidth + 6, y: 0, width: bounds.width - indicatorWidth - 6, height: bounds.height)
    }

    override func draw(_ rect: CGRect) {
        let mid = bounds.midY
        if let image = indicatorImage {
            let frame = CGRect(x: 0, y: (mid - image.size.height / 2).rounded(), width: image.size.width, height: image.size.height)
            (image.renderingMode == .alwaysOriginal ? image : image.withTintColor(tintColor)).draw(in: frame)
            return
        }
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 11.5, y: mid - 10.5))
        p.addLine(to: CGPoint(x: 1.5, y: mid))
        p.addLine(to: CGPoint(x: 11.5, y: mid + 10.5))
        p.lineWidth = 3
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        tintColor.setStroke()
        p.stroke()
    }

    override func sendPrimaryAction() { sendActions(for: .primaryActionTriggered) }
}
