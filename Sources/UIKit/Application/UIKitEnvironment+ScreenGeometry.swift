import Foundation
@_spi(OpenUIKit) import QuartzCore

/// The device's screen geometry: rotation and a resized window, and what follows from them (screen
/// bounds, window frames, safe areas, size classes), animated as iOS animates a rotation.
extension UIKitEnvironment {
    /// Turns the interface to follow the device: screen bounds, window frames, safe areas.
    public func rotate(to orientation: UIDeviceOrientation) {
        guard orientation != screen.orientation, orientation != .faceUp, orientation != .faceDown, orientation != .unknown else { return }
        // The interface turns only to an orientation both the app and its root controller support.
        let interface = UIInterfaceOrientation(orientation)
        let app = UIApplication.shared
        var allowed = app.delegate?.application(app, supportedInterfaceOrientationsFor: keyWindow) ?? app.supportedInterfaceOrientations(for: keyWindow)
        if let root = keyWindow?.rootViewController {
            guard root.shouldAutorotate else { return }
            allowed.formIntersection(root.supportedInterfaceOrientations)
        }
        guard allowed.contains(UIInterfaceOrientationMask(interface)) else { return }
        let before = screen.traitCollection
        let turn = Self.angle(of: screen.orientation) - Self.angle(of: orientation)
        screen.orientation = orientation
        screenGeometryChanged(since: before, duration: 0.3, turn: turn)
    }

    /// The window was resized by hand (a desktop window, as a freeform iPad window is): the screen
    /// takes the new size in points, and the interface follows as it does a rotation.
    public func resizeScreen(to size: CGSize) {
        let size = CGSize(width: max(100, size.width.rounded()), height: max(100, size.height.rounded()))
        guard size != screen.bounds.size else { return }
        let before = screen.traitCollection
        screen.profile = screen.profile.resized(to: size, landscape: screen.orientation.isLandscape)
        // The window follows the pointer: no animation.
        screenGeometryChanged(since: before, duration: 0, turn: 0)
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
    private func screenGeometryChanged(since before: UITraitCollection, duration: TimeInterval, turn: CGFloat) {
        let orientation = screen.orientation
        compositor = UIKitEnvironment.makeCompositor(screen)
        // iPhones hide the status bar in landscape; iPads keep it across the top.
        statusBar.frame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.profile.statusBarHeight)
        statusBar.isHidden = orientation.isLandscape && screen.profile.idiom == .phone
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
        if classesChange {
            for w in windows {
                w.rootViewController?.notifyTraitChange(before)
                w.notifyViewsOfTraitChange(before)
            }
        }
    }
}
