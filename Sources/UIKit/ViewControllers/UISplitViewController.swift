import Foundation

/// Two columns, a list (primary) and its detail (secondary): side by side on an iPad in landscape,
/// the detail alone in portrait with the list sliding over it (the display-mode button, or a swipe
/// from the left edge), and collapsed into one navigation stack on an iPhone. Both the classic API
/// (`viewControllers`, `showDetailViewController`) and iOS 14's columns (`init(style:)`,
/// `setViewController(_:for:)`, `show(_:)`/`hide(_:)`) work; in the column API each column's
/// controller sits in a navigation controller, as on iOS.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary = 0, supplementary, secondary, compact }
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// "Let UIKit decide" for the column widths.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { revealed = nil; relayout(animated: false) } }

    /// How the columns share the screen (iOS 14): side by side, the primary over the secondary, or
    /// pushing it aside.
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile, overlay, displace }
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { relayout(animated: false) } }
    /// The behavior in effect: the preferred one, else side by side in a regular-width landscape and over it otherwise.
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        let b = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        return b.width > b.height ? .tile : .overlay
    }
    open internal(set) var displayMode: DisplayMode = .secondaryOnly
    /// Whether a swipe from the left edge brings the primary column over the secondary.
    open var presentsWithGesture = true
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { view.setNeedsLayout() } }
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { view.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension
    /// In a triple-column split view, whether the secondary's bar has a button that takes the
    /// secondary to the whole screen (`.secondaryOnly`) and back (iOS 14). False by default.
    open var showsSecondaryOnlyButton = false { didSet { relayout(animated: false) } }
    /// What is behind the primary column (iOS 14): `.sidebar` gives it the sidebar's grey, which a
    /// primary view with a clear background shows; `.none` (the default) gives nothing.
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar }
    open var primaryBackgroundStyle: BackgroundStyle = .none { didSet { relayout(animated: false) } }

    /// The columns' controllers as the app gave them, and what is on screen for each.
    var primary: UIViewController?
    var secondary: UIViewController?
    var compact: UIViewController?
    /// The primary's place while it is not beside the secondary: shown over it, or hidden (nil: automatic).
    var revealed: Bool?
    let dimming = UIView()
    let separator = UIView()
    /// Behind the primary column when its background style is `.sidebar`.
    let sidebarBackground = UIView()
    lazy var edgeSwipe = UIScreenEdgePanGestureRecognizer(target: self, action: UISplitViewController.edgeSwiped)

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        let styles: [String: Style] = ["doubleColumn": .doubleColumn, "tripleColumn": .tripleColumn]
        style = coder.choice("style", styles) ?? .unspecified
        super.init(coder: coder)
        primaryBackgroundStyle = coder.choice("primaryBackgroundStyle", ["sidebar": BackgroundStyle.sidebar]) ?? .none
    }

    /// Whether the environment is compact (an iPhone): one column, the secondary on the primary's stack.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }
    /// Collapsed or not when the columns were last installed (its change is announced).
    var lastCollapsed: Bool?

    /// The classic API: [primary, secondary] (just the primary while collapsed).
    open var viewControllers: [UIViewController] {
        get { isCollapsed ? [primaryShown].compactMap { $0 } : [primaryShown, secondaryShown].compactMap { $0 } }
        set {
            setColumn(.primary, newValue.first)
            setColumn(.secondary, newValue.count > 1 ? newValue[1] : nil)
            installColumns()
        }
    }

    /// The column API: puts a controller in a column (wrapped in a navigation controller unless it is one).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        setColumn(column == .supplementary ? .secondary : column, vc)
        installColumns()
    }

    open func viewController(for column: Column) -> UIViewController? {
        let shown: UIViewController?
        switch column {
        case .primary: shown = primary
        case .secondary, .supplementary: shown = secondary
        case .compact: shown = compact
        }
        guard style != .unspecified, let nav = shown as? UINavigationController, let wrapped = wrappers[ObjectIdentifier(nav)] else { return shown }
        return wrapped
    }

    /// Navigation controllers made for the column API, and what each wraps.
    var wrappers: [ObjectIdentifier: UIViewController] = [:]

    private func setColumn(_ column: Column, _ vc: UIViewController?) {
        var shown = vc
        if style != .unspecified, let vc, !(vc is UINavigationController) {
            let nav = UINavigationController(rootViewController: vc)
            wrappers[ObjectIdentifier(nav)] = vc
            shown = nav
        }
        switch column {
        case .primary: replace(&primary, with: shown)
        case .compact: replace(&compact, with: shown)
        default: replace(&secondary, with: shown)
        }
    }

    private func replace(_ slot: inout UIViewController?, with vc: UIViewController?) {
        if let old = slot, old !== vc {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        slot = vc
    }

    /// The controllers on screen: collapsed, the compact column or the primary holds everything.
    var primaryShown: UIViewController? { isCollapsed ? (compact ?? primary) : primary }
    var secondaryShown: UIViewController? { isCollapsed ? nil : secondary }

    /// The primary column's width: the preferred width or fraction (within the minimum and maximum),
    /// else 320 points as iPadOS has it.
    open var primaryColumnWidth: CGFloat {
        let w = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var width: CGFloat = 320
        if preferredPrimaryColumnWidth != Self.automaticDimension {
            width = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction != Self.automaticDimension {
            width = (w * preferredPrimaryColumnWidthFraction).rounded()
        }
        if minimumPrimaryColumnWidth != Self.automaticDimension { width = max(width, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth != Self.automaticDimension { width = min(width, maximumPrimaryColumnWidth) }
        return min(width, w)
    }

    open override func loadView() { makeView() }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard primaryShown?.view.layer.animationKeys() == nil else { return }
        relayout(animated: false)
    }

    /// A change of width class (a large iPhone turning) collapses or expands the columns.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if isViewLoaded { collapseOrExpandIfNeeded() }
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // A turned iPad goes back to the automatic arrangement for its new shape.
        revealed = nil
    }

    // MARK: Showing

    /// A detail: the secondary column (expanded), or pushed on the primary's stack (collapsed).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            if let nav = primaryShown as? UINavigationController {
                push(vc, onto: nav, animated: true)
            } else {
                present(vc, animated: true)
            }
            return
        }
        if style != .unspecified, let nav = secondary as? UINavigationController, !(vc is UINavigationController) {
            nav.setViewControllers([vc], animated: false)
        } else {
            setColumn(.secondary, vc)
            installColumns()
        }
        // A list shown over the detail steps away once a detail is chosen.
        if displayMode == .oneOverSecondary { hide(.primary) }
    }

    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let nav = primaryShown as? UINavigationController { nav.pushViewController(vc, animated: true) } else { super.show(vc, sender: sender) }
    }

    /// Pushes a controller (or a navigation controller's stack, taken out of it) onto a navigation controller.
    func push(_ vc: UIViewController, onto nav: UINavigationController, animated: Bool) {
        if let inner = vc as? UINavigationController {
            let stack = inner.viewControllers
            inner.setViewControllers([], animated: false)
            inner.removeFromParent()
            nav.setViewControllers(nav.viewControllers + stack, animated: animated)
        } else {
            nav.pushViewController(vc, animated: animated)
        }
    }

    /// Brings a column on screen (the primary over or beside the secondary).
    open func show(_ column: Column) {
        guard column == .primary, !isCollapsed else { return }
        revealed = true
        relayout(animated: true)
    }

    open func hide(_ column: Column) {
        guard column == .primary, !isCollapsed else { return }
        revealed = false
        relayout(animated: true)
    }

    /// The button that shows or hides the primary column (put it in the secondary's navigation bar).
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UISplitViewController.sidebarImage, style: .plain, target: self,
                                   action: UISplitViewController.toggleFromButton)
        item.accessibilityLabel = "Show Sidebar"
        return item
    }()

    /// The secondary-only toggle (`showsSecondaryOnlyButton`): diagonal arrows out, or in while the
    /// secondary has the screen.
    private(set) lazy var secondaryOnlyButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UISplitViewController.arrowsImage(outward: true), style: .plain, target: self,
                                   action: UISplitViewController.toggleSecondaryOnly)
        item.accessibilityLabel = "Full Screen"
        return item
    }()

    private func toggleSecondaryOnly() {
        if displayMode == .secondaryOnly { show(.primary) } else { hide(.primary) }
    }

    /// Two arrows on the diagonal, pointing out to the corners (or in to the middle).
    static func arrowsImage(outward: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { _ in
            UIColor.systemBlue.setStroke()
            for (tip, tail) in [(CGPoint(x: 3, y: 3), CGPoint(x: 9.5, y: 9.5)), (CGPoint(x: 19, y: 19), CGPoint(x: 12.5, y: 12.5))] {
                let (head, back) = outward ? (tip, tail) : (tail, tip)
                let d: CGFloat = head.x < back.x ? 1 : -1
                let arrow = UIBezierPath()
                arrow.move(to: back)
                arrow.addLine(to: head)
                arrow.move(to: CGPoint(x: head.x + 6 * d, y: head.y))
                arrow.addLine(to: head)
                arrow.addLine(to: CGPoint(x: head.x, y: head.y + 6 * d))
                arrow.lineWidth = 1.7
                arrow.lineCapStyle = .round
                arrow.lineJoinStyle = .round
                arrow.stroke()
            }
        }
    }

    private func toggleFromButton() {
        if displayMode == .secondaryOnly { show(.primary) } else { hide(.primary) }
    }

    /// A sidebar glyph: a rounded rectangle with the left third ruled off.
    static let sidebarImage: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 20)).image { _ in
        UIColor.systemBlue.setStroke()
        let box = UIBezierPath(roundedRect: CGRect(x: 1.5, y: 2.5, width: 21, height: 15), cornerRadius: 3)
        box.lineWidth = 1.6
        box.stroke()
        let rule = UIBezierPath()
        rule.move(to: CGPoint(x: 9, y: 2.5))
        rule.addLine(to: CGPoint(x: 9, y: 17.5))
        rule.lineWidth = 1.6
        rule.stroke()
    }
}
