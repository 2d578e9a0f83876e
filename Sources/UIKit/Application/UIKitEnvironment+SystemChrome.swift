import Foundation
import QuartzCore

/// What the system draws over the app: the status bar and the home indicator, shown, hidden and
/// styled as the app's controllers prefer, and the safe areas that follow the status bar.
extension UIKitEnvironment {
    /// The controller whose answer counts for a system-chrome question: the key window's root, or a
    /// full-screen presentation over it (or one that captures the status bar's appearance), then
    /// the child each names (`childForStatusBarStyle`, `childForStatusBarHidden`…).
    func chromeController(child: (UIViewController) -> UIViewController?) -> UIViewController? {
        guard var vc = keyWindow?.rootViewController else { return nil }
        while true {
            if let p = vc.presentedViewController, !p.isBeingDismissed,
               [.fullScreen, .overFullScreen].contains(p.modalPresentationStyle) || p.modalPresentationCapturesStatusBarAppearance {
                vc = p
                continue
            }
            if let c = child(vc), c !== vc { vc = c; continue }
            return vc
        }
    }

    /// Whether the app's controllers decide the status bar (Info.plist's `UIViewControllerBasedStatusBarAppearance`).
    private var controllersDecideStatusBar: Bool {
        UIApplication.shared.info?.values["UIViewControllerBasedStatusBarAppearance"] as? Bool != false
    }

    /// Whether the status bar should show: never on an iPhone in landscape; else as the deciding
    /// controller prefers (or Info.plist's `UIStatusBarHidden`, when controllers do not decide).
    var statusBarWanted: Bool {
        if screen.orientation.isLandscape && screen.profile.idiom == .phone { return false }
        guard controllersDecideStatusBar else { return UIApplication.shared.info?.values["UIStatusBarHidden"] as? Bool != true }
        return !(chromeController(child: \.childForStatusBarHidden)?.prefersStatusBarHidden ?? false)
    }

    /// The status bar's style in effect: the deciding controller's, or Info.plist's.
    var statusBarStyle: UIStatusBarStyle {
        guard controllersDecideStatusBar else { return UIApplication.shared.info?.statusBarStyle ?? .default }
        return chromeController(child: \.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
    }

    /// The style drawn: `.default` is dark content over a light interface and light content over a
    /// dark one (the deciding controller's traits), as on iOS 13 and later.
    package var drawnStatusBarStyle: UIStatusBarStyle {
        let style = statusBarStyle
        guard style == .default else { return style }
        let traits = chromeController(child: \.childForStatusBarStyle)?.traitCollection ?? screen.traitCollection
        return traits.userInterfaceStyle == .dark ? .lightContent : .darkContent
    }

    /// Asks the controllers again (`setNeedsStatusBarAppearanceUpdate`, a new deciding controller). A change made
    /// inside an animation block animates as the deciding controller's `preferredStatusBarUpdateAnimation`
    /// says, and the safe areas and layouts that follow move in the same animation; otherwise it is
    /// immediate.
    func updateStatusBar() {
        statusBar.refreshStyle()
        let wanted = statusBarWanted
        guard wanted != screen.statusBarShown else { return }
        screen.statusBarShown = wanted
        let animated = UIViewAnimationContext.animationsEnabled && (UIViewAnimationContext.stack.last?.duration ?? 0) > 0
        let animation = animated ? chromeController(child: \.childForStatusBarHidden)?.preferredStatusBarUpdateAnimation ?? .fade : .none
        statusBar.show(wanted, animation: animation)
        for w in windows where !w.isHidden {
            w.setNeedsLayout()
            w.rootViewController?.view.setNeedsLayout()
            w.layoutIfNeeded()
        }
    }

    /// Each frame: when the controller deciding the status bar or the home indicator changed (a new
    /// root, a presentation, a push), the chrome asks it, without animation unless an app's
    /// animation block already asked. Otherwise nothing is asked: as on iOS, a controller whose
    /// preference changes says so (`setNeedsStatusBarAppearanceUpdate`).
    func syncChrome() {
        let deciders = [chromeController(child: \.childForStatusBarHidden), chromeController(child: \.childForStatusBarStyle),
                        chromeController(child: \.childForHomeIndicatorAutoHidden)].map { $0.map(ObjectIdentifier.init) }
        guard deciders != chromeDeciders else { return }
        chromeDeciders = deciders
        updateStatusBar()
        if let indicator = homeIndicator, indicator.mayHide != homeIndicatorMayHide { refreshHomeIndicator() }
    }

    // MARK: Home indicator

    /// Whether the deciding controller lets the system hide the home indicator.
    var homeIndicatorMayHide: Bool {
        chromeController(child: \.childForHomeIndicatorAutoHidden)?.prefersHomeIndicatorAutoHidden ?? false
    }

    /// A finger touched the screen: the home indicator shows again, and may hide once the screen
    /// has been left alone for `HomeIndicatorView.idleDelay`.
    func screenTouched() {
        homeIndicator?.touched(at: clock.now)
        refreshHomeIndicator()
    }

    /// Shows or hides the home indicator as the controllers prefer and the last touch allows.
    func refreshHomeIndicator() {
        guard let indicator = homeIndicator else { return }
        let now = clock.now
        let mayHide = homeIndicatorMayHide
        // The screen counts as left alone from the last touch, or from when the app let the bar hide.
        if mayHide && !indicator.mayHide { indicator.touched(at: now) }
        indicator.mayHide = mayHide
        let hide = mayHide && now - indicator.lastTouch >= HomeIndicatorView.idleDelay
        indicator.show(!hide)
        scheduler.cancel(target: indicator)
        if mayHide && !hide {
            scheduler.schedule(at: indicator.lastTouch + HomeIndicatorView.idleDelay, target: indicator, ambient: true) { [weak self] in
                self?.refreshHomeIndicator()
            }
        }
    }

    /// The system chrome's layers, drawn over the windows.
    var chromeLayers: [CALayer] {
        [statusBar.layer] + (homeIndicator.map { [$0.layer] } ?? [])
    }

    /// Places the chrome for the screen's size and orientation.
    func layOutChrome() {
        statusBar.bounds = CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.profile.statusBarHeight)
        statusBar.center = CGPoint(x: screen.bounds.midX, y: screen.profile.statusBarHeight / 2)
        homeIndicator?.place(in: screen)
    }
}
