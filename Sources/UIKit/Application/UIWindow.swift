import Foundation
import QuartzCore

/// The root of a view hierarchy on screen; hosts a root view controller.
@preconcurrency @MainActor open class UIWindow: UIView {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .window
        return a
    }

    open var windowLevel: Level = .normal
    open var screen: UIScreen { didSet { TraitResolution.invalidate() } }
    private var _rootViewController: UIViewController?
    /// The device this window is on (a Simulator's, or the live app's).
    weak var device: UIKitEnvironment?
    private lazy var windowUndoManager = UndoManager()

    /// Every window has an undo manager, shared by the responders in it.
    open override var undoManager: UndoManager? { windowUndoManager }

    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        joinCurrentDevice()
    }

    /// A window filling the main screen, as UIKit makes one with no frame.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        super.init(coder: coder)
        joinCurrentDevice()
    }

    /// A window of `windowScene`, filling its screen.
    public init(windowScene: UIWindowScene) {
        screen = windowScene.screen
        super.init(frame: windowScene.screen.bounds)
        joinCurrentDevice()
        // (didSet does not run in the class's own initializer.)
        self.windowScene = windowScene
        windowScene.add(self)
    }

    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            TraitResolution.invalidate()
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    /// A new window is hidden, the root of its own render tree, and on the current device.
    private func joinCurrentDevice() {
        windowCache = self
        layer.isRenderRoot = true
        super.isHidden = true
        device = UIKitEnvironment.current
        UIKitEnvironment.current.register(self)
    }

    /// Shows `rootViewController`'s view filling the window, with its appearance callbacks.
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            guard newValue !== _rootViewController else { return }
            let old = _rootViewController
            let visible = !isHidden
            if let old {
                if visible { old.beginAppearanceTransition(false, animated: false) }
                old.view.removeFromSuperview()
                if visible { old.endAppearanceTransition() }
            }
            _rootViewController = newValue
            if isKeyWindow { responderEnvironment.statusBar.setNeedsDisplay() }
            guard let vc = newValue else { return }
            if visible { vc.beginAppearanceTransition(true, animated: false) }
            installRootView(vc, visible: visible)
            if visible { scheduleDidAppear(vc) }
        }
    }

    private func installRootView(_ vc: UIViewController, visible: Bool) {
        let v = vc.view!
        v.frame = bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(v)
        if visible { vc.viewIsAppearing(false) }
    }

    private func scheduleDidAppear(_ vc: UIViewController) {
        responderEnvironment.afterFrame.append { [weak vc] in vc?.endAppearanceTransition() }
    }

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let wasHidden = super.isHidden
            guard wasHidden != newValue else { return }
            // A window made with a zero frame (`UIWindow(frame: .zero)` in the app delegate) fills
            // its screen when shown, as on iOS.
            if !newValue && bounds.size == .zero { frame = screen.bounds }
            if !newValue, let vc = _rootViewController { vc.beginAppearanceTransition(true, animated: false) }
            if newValue, let vc = _rootViewController { vc.beginAppearanceTransition(false, animated: false) }
            super.isHidden = newValue
            // Shown, the window's views take the appearance proxies set up while it was hidden (an
            // app delegate sets the root, then the proxies, then shows the window), as on iOS.
            if !newValue { applyAppearanceToSubtree() }
            if !newValue, let vc = _rootViewController {
                if vc.view.superview !== self { installRootView(vc, visible: true) } else { vc.viewIsAppearing(false) }
                scheduleDidAppear(vc)
            }
            if newValue, let vc = _rootViewController { vc.endAppearanceTransition() }
        }
    }

    open var isKeyWindow: Bool { responderEnvironment.keyWindow === self }

    open func makeKey() {
        let env = responderEnvironment
        guard env.keyWindow !== self else { return }
        let old = env.keyWindow
        old?.resignKey()
        env.keyWindow = self
        // An app without a scene manifest still has its windows in a scene, as since iOS 13.
        if windowScene == nil { windowScene = env.implicitScene }
        // The key window's controllers decide the status bar's style.
        env.statusBar.setNeedsDisplay()
        becomeKey()
    }

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    open func becomeKey() {}
    open func resignKey() {}

    /// The window's safe area: the screen's, as the window covers it.
    var windowSafeAreaInsets: UIEdgeInsets {
        let full = screen.safeAreaInsets
        let b = screen.bounds, f = frame
        return UIEdgeInsets(top: max(0, full.top - f.minY), left: max(0, full.left - f.minX),
                            bottom: max(0, full.bottom - (b.maxY - f.maxY)), right: max(0, full.right - (b.maxX - f.maxX)))
    }

    open override var next: UIResponder? { UIApplication.shared }

    /// Delivers an event's touches in this window: to gesture recognizers first, then to views.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        responderEnvironment.gestures.dispatch(event, window: self)
    }
}
