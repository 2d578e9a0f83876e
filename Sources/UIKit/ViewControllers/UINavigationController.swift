import Foundation
import QuartzCore

/// A stack of controllers under a navigation bar (and an optional toolbar): push slides the new one
/// in from the right while the old one moves a third of the way left; pop reverses it; a swipe from
/// the left edge pops interactively.
@preconcurrency @MainActor open class UINavigationController: UIViewController, UINavigationBarDelegate {
    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeNavigationController(from: coder)
    }

    override var showsByPushing: Bool { true }

    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

    /// Its bar, whose delegate it is from the start (the bar asks it where it sits).
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.delegate = self
        return bar
    }()
    public let toolbar: UIToolbar! = {
        let bar = UIToolbar()
        bar.isManaged = true
        return bar
    }()
    /// Where the delegate is kept: `delegate` (in `_UINavigationControllerDelegateAccess`) reads and
    /// writes it, and `UIImagePickerController` declares `delegate` with its own type over it.
    weak var navigationDelegate: UINavigationControllerDelegate?
    open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    private let edgePan = UIScreenEdgePanGestureRecognizer()
    /// The pop gesture's own delegate: it begins only when there is something to pop back to.
    private let popGate = PopGestureGate()
    private var transitioning = false
    /// Drives the pop the edge swipe started (when the delegate gives no interaction controller).
    private var edgeDriver: UIPercentDrivenInteractiveTransition?
    /// Whether an otherwise unhandled tap in the content hides the bars, or shows them again (iOS 8).
    open var hidesBarsOnTap = false { didSet { updateBarHiding() } }
    /// Whether an upward swipe hides the bars and a downward one shows them (iOS 8).
    open var hidesBarsOnSwipe = false { didSet { updateBarHiding() } }
    /// Whether the bars hide when the keyboard appears; they stay hidden after it goes (iOS 8).
    open var hidesBarsWhenKeyboardAppears = false { didSet { updateBarHiding() } }
    /// Whether the bars hide in a vertically compact environment (a phone on its side) and come back
    /// in a regular one; a tap shows them meanwhile (iOS 8).
    open var hidesBarsWhenVerticallyCompact = false { didSet { updateBarHiding() } }
    /// The tap that `hidesBarsOnTap` uses; disabled until then.
    public private(set) lazy var barHideOnTapGestureRecognizer: UITapGestureRecognizer = makeBarHideTap()
    /// The pan that `hidesBarsOnSwipe` uses, recognized with the content's own scrolling.
    public private(set) lazy var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer = makeBarHideSwipe()
    /// Whether the toolbar was hidden with the navigation bar (so it comes back with it).
    var toolbarHiddenWithBars = false
    let barHidingGate = BarHidingGate()
    var keyboardObserver: NSObjectProtocol?

    /// The top controller's scroll view, which folds the integrated search bar as it scrolls.
    weak var trackedScrollView: UIScrollView?

    /// The push/pop duration and curve (UIKit's navigation transition).
    public static let transitionDuration: TimeInterval = 0.35
    static let parallax: CGFloat = 0.3

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: The stack

    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? { topViewController }

    override var appearanceChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }
    /// The top controller decides whether the status bar hides; its style is the bar's own unless the
    /// navigation bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
    open override var childForHomeIndicatorAutoHidden: UIViewController? { topViewController }
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { topViewController }
    /// State restoration saves the stack and puts it back.
    override var restorationChildren: [UIViewController] { viewControllers }
    override func restoreChildren(_ restored: [UIViewController]) { setViewControllers(restored, animated: false) }


    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .systemBackground
        view = v
        v.addSubview(navigationBar)
        toolbar.isHidden = true
        v.addSubview(toolbar)
        edgePan.edges = .left
        edgePan.addTarget(self, action: UINavigationController.edgeSwiped)
        popGate.navigation = self
        edgePan.delegate = popGate
        v.addGestureRecognizer(edgePan)
        interactivePopGestureRecognizer = edgePan
        if let top = topViewController { install(top) }
        syncBars()
        updateBarHiding()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard hidesBarsWhenVerticallyCompact, previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass else { return }
        setBarsHidden(traitCollection.verticalSizeClass == .compact, animated: true)
    }

    /// Puts a child's view under the bars.
    private func install(_ vc: UIViewController, below other: UIViewController? = nil) {
        let v = vc.view!
        v.transform = .identity
        v.frame = contentFrame(for: vc)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let other, let ov = other.viewIfLoaded, ov.superview === view {
            view.insertSubview(v, belowSubview: ov)
        } else {
            view.insertSubview(v, belowSubview: navigationBar)
        }
        updateInsets(vc)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if children.contains(where: { $0 === viewController }) {
            UIKitRuntime.fail("Pushing the same view controller instance more than once is not supported (\(viewController))")
            return
        }
        let from = topViewController
        addChild(viewController)
        navigationBar.setItems(children.map(\.navigationItem), animated: animated)
        guard isViewLoaded, let from else {
            if isViewLoaded { install(viewController) }
            viewController.didMove(toParent: self)
            syncBars()
            return
        }
        transition(from: from, to: viewController, push: true, animated: animated && isViewInShownWindow) {
            viewController.didMove(toParent: self)
        }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let from = topViewController else { return nil }
        let to = children[children.count - 2]
        pop(from: from, to: to, removing: [from], animated: animated)
        return from
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = children.firstIndex(where: { $0 === viewController }), i < children.count - 1,
              let from = topViewController else { return nil }
        let removed = Array(children[(i + 1)...])
        pop(from: from, to: viewController, removing: removed, animated: animated)
        return removed
    }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let old = topViewController
        for c in children where !controllers.contains(where: { $0 === c }) && c !== old {
            c.willMove(toParent: nil)
            c.removeFromParent()
        }
        for c in controllers where c.parent !== self { addChild(c) }
        children = controllers
        navigationBar.setItems(children.map(\.navigationItem), animated: animated)
        guard let top = controllers.last, isViewLoaded else { return }
        if let old, old !== top {
            let keep = controllers.contains { $0 === old }
            if !keep { old.willMove(toParent: nil) }
            transition(from: old, to: top, push: true, animated: animated && isViewInShownWindow) {
                // Unless it has moved to another parent meanwhile (a split view re-homing it).
                if !keep, old.parent === self { old.removeFromParent() }
                top.didMove(toParent: self)
            }
        } else if old == nil {
            install(top)
            top.didMove(toParent: self)
            syncBars()
        }
    }

    private func pop(from: UIViewController, to: UIViewController, removing: [UIViewController], animated: Bool) {
        for c in removing { c.willMove(toParent: nil) }
        let before = children
        children.removeAll { c in removing.contains { $0 === c } }
        // An interactive pop changes the bar when it completes; a cancelled one puts the stack back.
        let interactive = animated && edgeDriver != nil
        if !interactive { navigationBar.setItems(children.map(\.navigationItem), animated: animated) }
        transition(from: from, to: to, push: false, animated: animated && isViewInShownWindow, completion: {
            if interactive { self.navigationBar.setItems(self.children.map(\.navigationItem), animated: false) }
            for c in removing where c.parent === self { c.parent = nil; c.didMove(toParent: nil) }
        }, cancelled: {
            self.children = before
            self.navigationBar.setItems(before.map(\.navigationItem), animated: false)
        })
    }

    /// The slide between two children (or the delegate's animation), with their appearance callbacks
    /// and the delegate's; an animated one has a transition coordinator.
    private func transition(from: UIViewController, to: UIViewController, push: Bool, animated: Bool,
                            completion: @escaping () -> Void, cancelled: (() -> Void)? = nil) {
        let visible = isViewInShownWindow
        to.loadViewIfNeeded()
        let ctx = animated ? TransitionContext(container: view, animated: true, style: .none, from: from, to: to,
                                               fromView: from.viewIfLoaded, toView: to.view,
                                               initial: [from: contentFrame(for: from)], final: [to: contentFrame(for: to)]) : nil
        activeTransition = ctx
        delegate?.navigationController(self, willShow: to, animated: animated)
        if push { to.isMovingToParent = true } else { from.isMovingFromParent = true }
        if visible {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        install(to, below: push ? nil : from)
        if visible { to.viewIsAppearing(animated) }
        syncBars()
        let finish = { [weak self] in
            guard let self else { return }
            self.activeTransition = nil
            if from.viewIfLoaded?.superview === self.view { from.viewIfLoaded?.removeFromSuperview() }
            from.viewIfLoaded?.transform = .identity
            to.view.transform = .identity
            to.view.alpha = 1
            self.transitioning = false
            completion()
            if visible {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            to.isMovingToParent = false
            from.isMovingFromParent = false
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        guard let ctx else {
            if visible { responderEnvironment.afterFrame.append(finish) } else { finish() }
            return
        }
        transitioning = true
        let revert = { [weak self] in
            guard let self else { return }
            self.activeTransition = nil
            self.transitioning = false
            to.viewIfLoaded?.removeFromSuperview()
            from.viewIfLoaded?.transform = .identity
            to.viewIfLoaded?.transform = .identity
            from.viewIfLoaded?.alpha = 1
            cancelled?()
            self.syncBars()
            if visible {
                // The one leaving comes back: each gets the opposite callbacks, as on iOS.
                to.beginAppearanceTransition(false, animated: true)
                from.beginAppearanceTransition(true, animated: true)
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
            to.isMovingToParent = false
            from.isMovingFromParent = false
        }
        ctx.onComplete = { $0 ? finish() : revert() }
        let animator = delegate?.navigationController(self, animationControllerFor: push ? .push : .pop, from: from, to: to)
            ?? NavigationSlideAnimator(push: push)
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator) ?? (push ? nil : edgeDriver)
        ctx.run(animator, interaction: interaction) {}
    }

    // MARK: Bars

    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; animated, it slides up out of (or down into) view over 0.35 s.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard navigationBar.isHidden != hidden else { return }
        let finish = {
            self.navigationBar.isHidden = hidden
            self.navigationBar.transform = .identity
            if let top = self.topViewController { self.updateInsets(top) }
            self.view.setNeedsLayout()
        }
        guard animated, isViewInShownWindow else { finish(); return }
        let offset = -(navigationBar.frame.maxY)
        if !hidden {
            navigationBar.isHidden = false
            UIView.performWithoutAnimation { navigationBar.transform = CGAffineTransform(translationX: 0, y: offset) }
            if let top = topViewController { updateInsets(top) }
        }
        UIView.animate(withDuration: UINavigationController.transitionDuration, animations: {
            self.navigationBar.transform = hidden ? CGAffineTransform(translationX: 0, y: offset) : .identity
            self.view.layoutIfNeeded()
        }, completion: { _ in finish() })
    }

    /// Hidden by default, as on iOS.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenSetting }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHiddenSetting = true

    /// Shows or hides the toolbar; animated, it slides in from (or out at) the bottom.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        let was = toolbar.isHidden
        toolbarHiddenSetting = hidden
        syncBars()
        guard animated, isViewInShownWindow, was != toolbar.isHidden else { return }
        let offset = view.bounds.height - toolbar.frame.minY
        if !hidden {
            UIView.performWithoutAnimation { toolbar.transform = CGAffineTransform(translationX: 0, y: offset) }
            UIView.animate(withDuration: UINavigationController.transitionDuration) { self.toolbar.transform = .identity }
        } else {
            toolbar.isHidden = false
            UIView.animate(withDuration: UINavigationController.transitionDuration, animations: {
                self.toolbar.transform = CGAffineTransform(translationX: 0, y: offset)
            }, completion: { _ in
                self.toolbar.transform = .identity
                self.toolbar.isHidden = self.toolbarHiddenSetting
            })
        }
    }

    /// The toolbar shows the top controller's items; hidden when it asks to hide bottom bars.
    private func syncBars() {
        guard isViewLoaded else { return }
        let top = topViewController
        toolbar.setItems(top?.toolbarItems, animated: false)
        toolbar.isHidden = toolbarHiddenSetting || top?.hidesBottomBarWhenPushed == true && children.count > 1
        if let top { updateInsets(top) }
        trackContentScrollView()
        view.setNeedsLayout()
        tabBarController?.updateTabBarVisibility()
    }

    /// An unwind segue to a controller on the stack pops to it.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC {
            popToViewController(subsequentVC, animated: true)
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets, w = view.bounds.width
        navigationBar.frame = CGRect(x: 0, y: safe.top, width: w, height: navigationBar.contentHeight)
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - safe.bottom - UIToolbar.height, width: w, height: UIToolbar.height)
        if let top = topViewController {
            updateInsets(top)
            if activeTransition == nil, let v = top.viewIfLoaded, v.superview === view, v.transform.isIdentity { v.frame = contentFrame(for: top) }
        }
    }

    // MARK: The interactive edge swipe

    /// The swipe from the left edge pops interactively through the same transition as
    /// `popViewController(animated:)`: the delegate's animator and interaction controller when it
    /// gives them, else UIKit's slide following the finger. Let go past half way (or flicked) it
    /// finishes; otherwise it is cancelled and the stack is as it was.
    private func edgeSwiped(_ g: UIScreenEdgePanGestureRecognizer) {
        let progress = min(1, max(0, g.translation(in: view).x / max(1, view.bounds.width)))
        switch g.state {
        case .began:
            guard children.count > 1, !transitioning else { return }
            let driver = UIPercentDrivenInteractiveTransition()
            edgeDriver = driver
            popViewController(animated: true)
            if activeTransition == nil { edgeDriver = nil }
        case .changed:
            edgeDriver?.update(progress)
        case .ended, .cancelled:
            guard let driver = edgeDriver else { return }
            edgeDriver = nil
            if g.state == .ended && (progress > 0.5 || g.velocity(in: view).x > 300) { driver.finish() } else { driver.cancel() }
        default:
            break
        }
    }

    /// Its navigation bar is attached to the top of the screen, its background under the status bar.
    open func position(for bar: UIBarPositioning) -> UIBarPosition { bar === navigationBar ? .topAttached : .any }
}

extension UIViewController {
    /// The nearest controller of type `T` up the parent chain.
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var p = parent
        while let c = p {
            if let match = c as? T { return match }
            p = c.parent
        }
        return nil
    }
}

/// Lets the interactive pop begin only when there is a controller to go back to (so a swipe from
/// the edge is free for others, such as a split view's, on a navigation controller's root).
@MainActor final class PopGestureGate: UIGestureRecognizerDelegate {
    weak var navigation: UINavigationController?
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { (navigation?.children.count ?? 0) > 1 }
}
