import Foundation
import QuartzCore

/// Manages a view: loads it lazily and tells it when it appears and disappears.
@preconcurrency @MainActor open class UIViewController: UIResponder, UIContentContainer, UIAppearanceContainer {
    private var _view: UIView?
    /// Setting it also titles the navigation item and the tab bar item, as UIKit does.
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            if let t = _tabBarItem { t.title = title }
        }
    }
    private let initialNibName: String?
    private let initialNibBundle: Bundle?
    /// The nib the view loads from; a subclass may override it to name its own.
    open var nibName: String? { initialNibName }
    /// Where `nibName` is looked for (nil: the class's module's resources, then the main bundle).
    open var nibBundle: Bundle? { initialNibBundle }
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { _view?.setNeedsLayout() }
    }
    /// The edges where a container lays the view out under its bars (all: the view runs under a
    /// translucent navigation bar and toolbar, and its safe area keeps content clear of them).
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    /// Whether the view also runs under opaque bars (false: it starts below an opaque navigation bar).
    open var extendedLayoutIncludesOpaqueBars = false { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    /// Whether a scroll view filling the view, in a navigation or tab bar controller, has its top and
    /// bottom insets adjusted for the bars even when it does not scroll vertically (what a scroll
    /// view's `.automatic` inset adjustment does). Deprecated in iOS 11, still honoured.
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true { didSet { scrollViewInsetsRuleChanged() } }
    open internal(set) weak var parent: UIViewController? { didSet { TraitResolution.invalidate() } }
    open internal(set) var children: [UIViewController] = []
    /// The nearest navigation controller up the parent chain.
    override var responderEnvironment: UIKitEnvironment { viewIfLoaded?.responderEnvironment ?? UIKitEnvironment.current }
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
    /// The nearest split view controller up the parents.
    open var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
    /// The nearest tab bar controller up the parent chain.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
    /// Where appearance callbacks stand: nil when settled.
    private var appearing: Bool? = nil
    /// Whether an appearance transition is under way (set by containers before they move views).
    var isInAppearanceTransition: Bool { appearing != nil }
    private(set) var isAppeared = false
    private var memoryObserver: ObserverRegistration?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialNibName = nibNameOrNil
        initialNibBundle = nibBundleOrNil
        super.init()
        observeMemoryWarnings()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// From a nib or a storyboard: a storyboard's controller knows its storyboard from here on,
    /// and its `nibName` names its scene's view, as on iOS ("BYZ-38-t0r-view-8bC-Xf-vdC").
    public required init?(coder: NSCoder) {
        let scene = (coder as? UINibDecoder)?.storyboardScene
        storyboardScene = scene
        initialNibName = scene?.viewNibName
        initialNibBundle = scene?.storyboard.document.bundle
        // Xcode's Restoration ID, or the Storyboard ID with "Use Storyboard ID" checked.
        if let e = scene?.controller {
            restorationIdentifier = e["restorationIdentifier"]
                ?? (e["useStoryboardIdentifierAsRestorationIdentifier"] == "YES" ? e["storyboardIdentifier"] : nil)
        }
        super.init(coder: coder)
        observeMemoryWarnings()
        // Every level reads what the file says (UIViewController+Coding); the view loads later.
        decodeAttributes(from: coder)
    }

    /// Writes what `init?(coder:)` reads back: the title and restoration identifier. Call super.
    open func encode(with coder: NSCoder) {
        if let title { coder.encode(title, forKey: "title") }
        if let restorationIdentifier { coder.encode(restorationIdentifier, forKey: "restorationIdentifier") }
    }

    /// Reads every level's attributes; subclasses add their own.
    func decodeAttributes(from coder: NSCoder) { decodeController(from: coder) }

    private func observeMemoryWarnings() {
        memoryObserver = ObserverRegistration(name: UIApplication.didReceiveMemoryWarningNotification) { [weak self] _ in
            MainActor.assumeIsolated { self?.didReceiveMemoryWarning() }
        }
    }

    // MARK: The view

    /// Loaded on first access: `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if _view == nil { loadViewIfNeeded() }
            return _view
        }
        set {
            _view?.owningViewController = nil
            _view = newValue
            newValue?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { _view }
    open var isViewLoaded: Bool { _view != nil }

    open func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
        _view?.owningViewController = self
        if let view = _view { storyboardScene?.storyboard.document.applyGlobalTint(to: view) }
        viewDidLoad()
    }

    /// Loads the view from the controller's nib — `nibName`, or when that is nil a nib named
    /// after the class without "Controller", then after the class — with the controller as
    /// File's Owner; with no nib, makes a plain view the size of the screen.
    open func loadView() {
        if let v = nibProvidedView {
            nibProvidedView = nil
            view = v
            return
        }
        if loadStoryboardView() { return }
        if let name = nibName ?? defaultNibName() {
            let top = UINib(nibName: name, bundle: nibBundle, search: nibSearch).instantiate(withOwner: self)
            // iOS autoreleases a nib's top-level objects: they live until the run loop turns, so
            // viewDidLoad can still keep one that no outlet holds (seed 000's second view).
            if !top.isEmpty {
                let pool = AutoreleasedObjects(top)
                DispatchQueue.main.async { pool.drain() }
            }
            if _view == nil, NibFiles.exists(name, "xib", nibBundle, nibSearch) {
                UIKitRuntime.fail("-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.")
            }
            if _view != nil { return }
        }
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = nil
        view = v
    }

    /// UIKit's default when `nibName` is nil: "MyView" for `MyViewController`, else "MyViewController", if there is such a nib.
    func defaultNibName() -> String? {
        let name = String(describing: type(of: self))
        guard !name.hasPrefix("UI") else { return nil }
        if name.hasSuffix("Controller"), NibFiles.exists(String(name.dropLast("Controller".count)), "xib", nibBundle, nibSearch) {
            return String(name.dropLast("Controller".count))
        }
        return NibFiles.exists(name, "xib", nibBundle, nibSearch) ? name : nil
    }

    /// A nil `nibBundle` looks in the resource bundle of the module that declares the controller's
    /// class, then the main bundle: never in another module's bundle.
    private var nibSearch: NilBundleSearch { .declaring(type(of: self)) }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    /// Updates the view's constraints before layout; the default calls the view's `updateConstraints`.
    open func updateViewConstraints() { view.updateConstraints() }
    /// Whether the root view's margins stay at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// 16 points at the sides in compact width, 20 in regular; none above and below.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    /// The root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    open func didReceiveMemoryWarning() {}

    // MARK: Appearance

    /// Starts an appearance change: viewWillAppear / viewWillDisappear, forwarded to children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard appearing != isAppearing, isAppeared != isAppearing || appearing != nil else { return }
        appearing = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for c in appearanceChildren { c.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends it: viewDidAppear / viewDidDisappear.
    open func endAppearanceTransition() {
        guard let a = appearing else { return }
        appearing = nil
        isAppeared = a
        if a { viewDidAppear(false) } else { viewDidDisappear(false) }
        for c in appearanceChildren { c.endAppearanceTransition() }
    }

    open override var next: UIResponder? { _view?.superview }

    // MARK: Presentation state (see UIViewController+Presentation)

    open internal(set) var presentedViewController: UIViewController?
    open internal(set) weak var presentingViewController: UIViewController? { didSet { TraitResolution.invalidate() } }
    open internal(set) var isBeingPresented = false
    open internal(set) var isBeingDismissed = false
    /// Whether a container is adding it (a push) or taking it away (a pop), during its appearance callbacks.
    open internal(set) var isMovingToParent = false
    open internal(set) var isMovingFromParent = false
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic { didSet { TraitResolution.invalidate() } }
    /// UIKit's exception when this controller is presented as a popover with no source (a class whose
    /// iOS message differs from the popover controller's own says it here).
    func missingPopoverSourceMessage(presentedFrom presenter: UIViewController?) -> String? { nil }
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    /// As the presentation context, its `modalTransitionStyle` is used for what is presented in it.
    open var providesPresentationContextTransitionStyle = false
    /// The actions under this controller when it is peeked (shown as its preview's context menu).
    open var previewActionItems: [UIPreviewActionItem] { [] }
    /// Shortcuts added with `addKeyCommand(_:)`.
    var addedKeyCommands: [UIKeyCommand] = []
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// Source views registered for previewing, kept while registered.
    var previewingContexts: [PreviewingContext] = []
    /// The presentation controller made for (or given to) this controller's presentation.
    var storedPresentationController: UIPresentationController? { didSet { TraitResolution.invalidate() } }
    /// The transition this controller is being presented or dismissed in.
    var activeTransition: TransitionContext?
    /// Supplies a custom presentation controller and animators.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    // MARK: Size and traits

    /// The controller's view is about to change size (a rotation); the default tells its children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for c in children { c.viewWillTransition(to: size, with: coordinator) }
    }

    /// The size classes are about to change (before `viewWillTransition`); the default tells its children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for c in children { c.willTransition(to: newCollection, with: coordinator) }
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The orientations this controller's interface takes (as the window's root): all on an
    /// iPad, all but upside down on a phone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The status bar's style while this controller decides it (the root, or the child a
    /// container names in `childForStatusBarStyle`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The child whose `preferredStatusBarStyle` counts instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// Whether the status bar hides while this controller decides it; false by default.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose `prefersStatusBarHidden` counts instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// How the status bar shows or hides after `setNeedsStatusBarAppearanceUpdate()`; `.fade` by default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Whether the interface turns with the device (as the window's root); true by default.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation of this controller starts in: the interface's
    /// current one, if this controller supports it, else the first it supports.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let current = UIInterfaceOrientation(responderEnvironment.screen.orientation)
        let supported = supportedInterfaceOrientations
        if supported.contains(UIInterfaceOrientationMask(current)) { return current }
        let order: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
        return order.first { supported.contains(UIInterfaceOrientationMask($0)) } ?? current
    }
    /// The status bar asks again: called inside an animation block, it shows or hides in that
    /// animation (`preferredStatusBarUpdateAnimation`), and the safe areas move with it.
    open func setNeedsStatusBarAppearanceUpdate() { responderEnvironment.updateStatusBar() }
    /// Whether a presentation that is not full screen takes over the status bar's appearance; false by default.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the system may hide the home indicator while this controller decides it; false by default.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` counts instead of this controller's.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The home indicator asks again.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { responderEnvironment.refreshHomeIndicator() }
    /// Screen edges whose system gestures wait for a second swipe (iOS 11). No system gesture comes
    /// from an edge here (no Control Center, no Home swipe), so nothing waits; the chain is asked as on iOS.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// The interface asks again which orientations it may take (iOS 16): it turns to the device's
    /// orientation if it now may, or leaves one no longer supported.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { responderEnvironment.supportedOrientationsChanged() }
    /// Turns the interface to the device's orientation if the controllers now allow it.
    @available(iOS, deprecated: 16.0, message: "Please use instead -[UIViewController setNeedsUpdateOfSupportedInterfaceOrientations].")
    open class func attemptRotationToDeviceOrientation() { UIKitEnvironment.current.turnInterfaceToDevice() }


    /// Swaps two child controllers' views: `to` joins `from`'s superview, `animations` run (with the options'
    /// transition, e.g. a cross-dissolve), `from` leaves; both get their appearance callbacks.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
                         completion: ((Bool) -> Void)? = nil) {
        transitionChild(from: fromViewController, to: toViewController, duration: duration, options: options,
                        animations: animations, completion: completion)
    }

    /// Presents modally (UIViewController+Presentation): slides up, full screen or as a sheet.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Shows a controller where it belongs: pushed in a navigation controller, presented elsewhere.
    open func show(_ vc: UIViewController, sender: Any?) {
        // The controller that shows, as `targetViewController(forAction:sender:)` finds it (an app may override that).
        if let target = targetViewController(forAction: UIViewController.showAction, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    static let showAction = Selector("showViewController:sender:")
    static let showDetailAction = Selector("showDetailViewController:sender:")
    /// Posted when a split view controller's collapsing changes what `showDetailViewController` would do.
    nonisolated public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// The controller that would perform `action` for this one: up the parents (then the presenting
    /// controller), the first that can. For `show(_:sender:)` that is the nearest navigation or
    /// split view controller; for `showDetailViewController(_:sender:)`, the split view controller.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var vc: UIViewController? = action == UIViewController.showAction || action == UIViewController.showDetailAction ? parent : self
        while let v = vc {
            if action == UIViewController.showAction, v.showsByPushing || v is UISplitViewController { return v }
            if action == UIViewController.showDetailAction, v is UISplitViewController { return v }
            if action != UIViewController.showAction, action != UIViewController.showDetailAction, v.canPerformAction(action, withSender: sender) { return v }
            vc = v.parent ?? v.presentingViewController
        }
        return nil
    }

    /// Whether `show(_:sender:)` pushes here (a navigation controller) rather than asking its parent.
    var showsByPushing: Bool { false }

    /// Shows a detail: in the split view controller's secondary column, else as `show(_:sender:)` does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// Dismisses what this controller presented, or itself when it presented nothing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: Storyboards and segues (UIViewController+Segues)

    /// The scene this controller was made from, if a storyboard made it.
    var storyboardScene: StoryboardScene?
    /// The view a xib gave this controller (its `<view key="view">`), installed when the view loads,
    /// so `viewDidLoad` comes on first access as for any controller.
    var nibProvidedView: UIView?

    /// The storyboard this controller was made from (nil for one made in code or from a xib).
    open var storyboard: UIStoryboard? { storyboardScene?.storyboard }

    /// Runs the segue from this controller with `identifier` (one with no such segue is UIKit's
    /// exception); `shouldPerformSegue` is not asked, as on iOS.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(identifier, sender: sender)
    }

    /// Whether a segue the user triggered (a button, a cell, a bar item) should run; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before each segue from this controller runs, its destination made and configured.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller takes an unwind segue to `action`: by default, when it has the action
    /// (`@IBAction func unwind…(_ segue: UIStoryboardSegue)` in an `@IBConnectable` class) and is
    /// not the segue's source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && responds(to: action)
    }

    /// The child on the way to the unwind's source (the one that is it or contains it), which the
    /// search for a destination leaves out with the children after it.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { child in
            var vc: UIViewController? = source.source
            while let v = vc { if v === child { return true }; vc = v.parent ?? v.presentingViewController }
            return false
        }
    }

    /// The children an unwind segue may look in, nearest last; by default all of them.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] { children }

    /// An unwind segue passes through this container toward `subsequentVC`: a navigation
    /// controller pops to it, a tab bar controller selects it; others do nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Bars

    private var _navigationItem: UINavigationItem?

    /// Created on first use, titled after the controller.
    open var navigationItem: UINavigationItem {
        if let n = _navigationItem { return n }
        let n = UINavigationItem()
        n.title = title
        _navigationItem = n
        return n
    }

    open var toolbarItems: [UIBarButtonItem]?

    private var _tabBarItem: UITabBarItem?

    /// Created on first use, titled after the controller.
    open var tabBarItem: UITabBarItem! {
        get {
            if let t = _tabBarItem { return t }
            let t = UITabBarItem(title: title, image: nil, selectedImage: nil)
            _tabBarItem = t
            return t
        }
        set {
            _tabBarItem = newValue
            // A tab's item set after the tab bar controller took it (in its viewDidLoad, say) shows at once.
            parent?.childTabBarItemChanged(self)
        }
    }

    /// A child's tab bar item was replaced (a tab bar controller shows it at once).
    func childTabBarItemChanged(_ child: UIViewController) {}

    open func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) { toolbarItems = items }

    open var hidesBottomBarWhenPushed = false

    // MARK: Content container

    /// The size the controller would like when shown in a container that asks (popovers, form sheets).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard oldValue != preferredContentSize else { return }
            if let parent { parent.preferredContentSizeDidChange(forChildContentContainer: self) }
            else if presentingViewController != nil { storedPresentationController?.preferredContentSizeDidChange(forChildContentContainer: self) }
        }
    }

    /// A child's `preferredContentSize` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's view's fitting size changed under Auto Layout.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size a child gets inside this controller's view: the parent's size by default.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    // MARK: Editing

    private var isEditingState = false
    open var isEditing: Bool {
        get { isEditingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Updates the edit button (Edit ⇄ Done); subclasses extend it to enter or leave editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingState = editing
        if let b = _editButtonItem {
            b.title = editing ? "Done" : "Edit"
            b.style = editing ? .done : .plain
            b.accessibilityLabel = b.title
        }
    }

    private var _editButtonItem: UIBarButtonItem?

    /// A bar button that toggles editing, titled Edit or Done.
    open var editButtonItem: UIBarButtonItem {
        if let b = _editButtonItem { return b }
        let b = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: self,
                                action: UIViewController.toggleEditing)
        b.accessibilityLabel = b.title
        _editButtonItem = b
        return b
    }

    private func toggleEditing() { setEditing(!isEditing, animated: true) }

    // MARK: Containment

    /// Adds a child controller; calls its `willMove(toParent:)`. The caller adds its view and then calls `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent; calls `didMove(toParent: nil)`.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that appear when this controller does (a navigation controller: only its top one).
    var appearanceChildren: [UIViewController] { shouldAutomaticallyForwardAppearanceMethods ? children : [] }

    /// Whether this container tells its children when they appear, so that a child's view entering
    /// the window (a page view controller's neighbouring pages, kept ready off screen) does not.
    var managesChildAppearance: Bool { false }

    /// The traits of the screen of the controller's device (its view's window's, else the current one's).
    // MARK: State restoration (`StateRestoration`)

    /// Names the controller for state restoration: it is saved when it and its parents have one.
    open var restorationIdentifier: String?
    /// The class that makes the controller again at restoration (else the app delegate, else its storyboard).
    open var restorationClass: UIViewControllerRestoration.Type?
    /// Writes what the controller needs to come back as it was; call super.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads back what `encodeRestorableState(with:)` wrote; call super.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Every restored controller has had its state back.
    open func applicationFinishedRestoringState() {}
    /// The children state restoration saves under this controller (a navigation stack: its controllers).
    var restorationChildren: [UIViewController] { children }
    /// Puts restored children back (a navigation controller makes them its stack).
    func restoreChildren(_ restored: [UIViewController]) {}

    /// The controller's traits, down the hierarchy with the overrides on the way (`UIViewController+Traits`).
    open var traitCollection: UITraitCollection { resolvedTraitCollection }
    /// Overrides, children's overrides and trait change registrations, made when first needed.
    var traitState: TraitEnvironmentState?
    /// Its traits as last resolved (`TraitResolution`).
    var keptTraits: KeptTraits?

    /// Sets the traits `childViewController` takes over this controller's (nil: none).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        storeOverride(collection, forChild: childViewController)
    }

    /// The traits set for a child with `setOverrideTraitCollection(_:forChild:)`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        storedOverride(forChild: childViewController)
    }
}
