import Foundation
import QuartzCore

/// The device's screen geometry: rotation and a resized window, and what follows from them (screen
/// bounds, window frames, safe areas, size classes), animated as iOS animates a rotation.
extension UIKitEnvironment {
    /// The device is turned: `UIDevice.orientation` changes and its notification goes out, then the
    /// interface follows when the app and the controller deciding allow the new orientation (turning
    /// to where the device already is tries the interface again).
    public func rotate(to orientation: UIDeviceOrientation) {
        guard orientation != .unknown else { return }
        if orientation != deviceOrientation {
            deviceOrientation = orientation
            device.orientationChanged()
        }
        turnInterfaceToDevice()
    }

    /// Turns the device a quarter turn (the live window's Control-← and Control-→).
    public func turnDevice(clockwise: Bool) {
        let counterclockwise: [UIDeviceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
        let from = counterclockwise.firstIndex(of: deviceOrientation) ?? 0
        rotate(to: counterclockwise[(from + (clockwise ? 3 : 1)) % 4])
    }

    /// The orientations the interface may take now: the app's (its delegate's or Info.plist's) that
    /// the controller deciding — the key window's root, or what it presents full screen — supports.
    var allowedInterfaceOrientations: UIInterfaceOrientationMask {
        let app = UIApplication.shared
        var allowed = app.delegate?.application(app, supportedInterfaceOrientationsFor: keyWindow) ?? app.supportedInterfaceOrientations(for: keyWindow)
        if let decider = orientationDecider { allowed.formIntersection(decider.supportedInterfaceOrientations) }
        return allowed
    }

    /// The controller whose orientations count: the root, or the topmost full-screen presentation over it.
    private var orientationDecider: UIViewController? {
        guard var vc = keyWindow?.rootViewController else { return nil }
        while let p = vc.presentedViewController, [.fullScreen, .overFullScreen].contains(p.modalPresentationStyle), !p.isBeingDismissed { vc = p }
        return vc
    }

    /// Turns the interface to the device's orientation when it may (`attemptRotationToDeviceOrientation`).
    @discardableResult func turnInterfaceToDevice() -> Bool {
        let target = deviceOrientation
        guard target.isValidInterfaceOrientation, target != screen.orientation,
              orientationDecider?.shouldAutorotate ?? true,
              allowedInterfaceOrientations.contains(UIInterfaceOrientationMask(UIInterfaceOrientation(target))) else { return false }
        turnInterface(to: target)
        return true
    }

    /// The controllers' orientations changed (`setNeedsUpdateOfSupportedInterfaceOrientations`): the
    /// interface turns to the device when it now may, and leaves an orientation no longer allowed.
    func supportedOrientationsChanged() { presentationChangedOrientations(preferring: nil) }

    /// Turns the interface to one of `mask`'s orientations the controllers allow
    /// (`UIWindowScene.requestGeometryUpdate`), or says why not in UIKit's words.
    func requestInterfaceOrientations(_ mask: UIInterfaceOrientationMask) -> String? {
        let allowed = allowedInterfaceOrientations
        let usable = mask.intersection(allowed)
        guard !usable.isEmpty else {
            return "None of the requested orientations are supported by the view controller. Requested: \(mask.names); Supported: \(allowed.names)"
        }
        if !usable.contains(UIInterfaceOrientationMask(UIInterfaceOrientation(screen.orientation))) { turnInterface(toOneOf: usable) }
        return nil
    }

    /// Turns to the device's orientation when `mask` has it, else to `preferred` when it has that,
    /// else to the first of portrait, landscape right, landscape left, upside down that it has.
    private func turnInterface(toOneOf mask: UIInterfaceOrientationMask, preferring preferred: UIInterfaceOrientation? = nil,
                               duration: TimeInterval = 0.3) {
        let held = UIInterfaceOrientation(deviceOrientation)
        let order: [UIInterfaceOrientation] = [held] + (preferred.map { [$0] } ?? []) + [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]
        guard let chosen = order.first(where: { mask.contains(UIInterfaceOrientationMask($0)) }) else { return }
        turnInterface(to: UIDeviceOrientation(chosen), duration: duration)
    }

    /// At launch the interface starts, unturned, in an orientation the app allows (an iPad app whose
    /// Info.plist lists only landscape starts in landscape, as on iOS).
    func startInAllowedOrientation() {
        let allowed = allowedInterfaceOrientations
        guard !allowed.isEmpty, !allowed.contains(UIInterfaceOrientationMask(UIInterfaceOrientation(screen.orientation))) else { return }
        turnInterface(toOneOf: allowed, duration: 0)
    }

    /// A full-screen presentation began or ended: the controller deciding now may not support the
    /// interface's orientation, which then turns — to the presented controller's
    /// `preferredInterfaceOrientationForPresentation` when one is being presented.
    func presentationChangedOrientations(preferring preferred: UIInterfaceOrientation?) {
        if turnInterfaceToDevice() { return }
        let allowed = allowedInterfaceOrientations
        guard !allowed.isEmpty, !allowed.contains(UIInterfaceOrientationMask(UIInterfaceOrientation(screen.orientation))) else { return }
        turnInterface(toOneOf: allowed, preferring: preferred)
    }

    /// Turns screen bounds, windows and safe areas to `orientation` in iOS's 0.3 s rotation.
    private func turnInterface(to orientation: UIDeviceOrientation, duration: TimeInterval = 0.3) {
        guard orientation != screen.orientation else { return }
        let before = screen.traitCollection
        let traits = TraitSnapshot(windows: windows)
        let turn = Self.angle(of: screen.orientation) - Self.angle(of: orientation)
        let old = UIInterfaceOrientation(screen.orientation)
        let info: [AnyHashable: Any] = [UIApplication.statusBarOrientationUserInfoKey: NSNumber(value: old.rawValue)]
        NotificationCenter.default.post(name: UIApplication.willChangeStatusBarOrientationNotification, object: UIApplication.shared,
                                        userInfo: [UIApplication.statusBarOrientationUserInfoKey: NSNumber(value: UIInterfaceOrientation(orientation).rawValue)])
        screen.orientation = orientation
        screenGeometryChanged(since: before, traits: traits, duration: duration, turn: turn)
        NotificationCenter.default.post(name: UIApplication.didChangeStatusBarOrientationNotification, object: UIApplication.shared, userInfo: info)
    }

    /// The window was resized by hand (a desktop window, as a freeform iPad window is): the screen
    /// takes the new size in points, and the interface follows as it does a rotation.
    public func resizeScreen(to size: CGSize) {
        let size = CGSize(width: max(100, size.width.rounded()), height: max(100, size.height.rounded()))
        guard size != screen.bounds.size else { return }
        let before = screen.traitCollection
        let traits = TraitSnapshot(windows: windows)
        screen.profile = screen.profile.resized(to: size, landscape: screen.orientation.isLandscape)
        // The window follows the pointer: no animation.
        screenGeometryChanged(since: before, traits: traits, duration: 0, turn: 0)
    }

    /// How far the device is turned from portrait, counterclockwise, in radians (the interface
    /// turns the other way to stay upright).
    private static func angle(of orientation: UIDeviceOrientation) -> CGFloat {
        switch orientation {
        case .landscapeLeft: return .pi / 2
        case .landscapeRight: return -.pi / 2
        case .portraitUpsideDown: return .pi
        default: return 0
        }
    }

    /// Screen bounds, window frames, safe areas and traits after a rotation or resize.
    private func screenGeometryChanged(since before: UITraitCollection, traits: TraitSnapshot, duration: TimeInterval, turn: CGFloat) {
        compositor = UIKitEnvironment.makeCompositor(screen)
        // iPhones hide the status bar in landscape; iPads keep it across the top.
        layOutChrome()
        UIView.performWithoutAnimation { updateStatusBar() }
        let size = screen.bounds.size
        // Controllers hear of new size classes, then of the new size; then everything turns together
        // in one animation.
        let coordinator = SizeTransitionCoordinator(duration: duration, container: keyWindow ?? windows.first ?? UIView(), turn: turn)
        let after = screen.traitCollection
        let classesChange = before.verticalSizeClass != after.verticalSizeClass || before.horizontalSizeClass != after.horizontalSizeClass
        if classesChange {
            for w in windows { w.rootViewController?.willTransition(to: after, with: coordinator) }
        }
        for w in windows { w.rootViewController?.viewWillTransition(to: size, with: coordinator) }
        coordinator.run {
            for w in self.windows {
                w.frame = self.screen.bounds
                w.setNeedsLayout()
                w.rootViewController?.view.setNeedsLayout()
                w.layoutIfNeeded()
            }
            self.keyboard.screenChanged()
        }
        traits.deliver()
    }
}
