import Foundation

extension UINavigationController {
    func makeBarHideTap() -> UITapGestureRecognizer {
        barHiding(UITapGestureRecognizer(target: self, action: UINavigationController.barHideTapped))
    }

    func makeBarHideSwipe() -> UIPanGestureRecognizer {
        barHiding(UIPanGestureRecognizer(target: self, action: UINavigationController.barHideSwiped))
    }

    /// A bar-hiding recognizer: off until its setting asks for it, gated by `barHidingGate`.
    private func barHiding<G: UIGestureRecognizer>(_ g: G) -> G {
        g.isEnabled = false
        g.delegate = barHidingGate
        barHidingGate.navigation = self
        return g
    }

    /// Turns the bar-hiding gestures and the keyboard watch on or off as the settings say.
    func updateBarHiding() {
        guard let v = viewIfLoaded else { return }
        let tap = barHideOnTapGestureRecognizer, pan = barHideOnSwipeGestureRecognizer
        if tap.view == nil { v.addGestureRecognizer(tap) }
        if pan.view == nil { v.addGestureRecognizer(pan) }
        tap.isEnabled = hidesBarsOnTap || hidesBarsWhenVerticallyCompact
        pan.isEnabled = hidesBarsOnSwipe
        if hidesBarsWhenKeyboardAppears, keyboardObserver == nil {
            keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.setBarsHidden(true, animated: true) }
            }
        } else if !hidesBarsWhenKeyboardAppears, let observer = keyboardObserver {
            NotificationCenter.default.removeObserver(observer)
            keyboardObserver = nil
        }
    }

    /// Hides or shows the navigation bar and, with it, a toolbar that was showing.
    func setBarsHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden || (!hidden && toolbarHiddenWithBars) else { return }
        setNavigationBarHidden(hidden, animated: animated)
        if hidden, !isToolbarHidden {
            toolbarHiddenWithBars = true
            setToolbarHidden(true, animated: animated)
        } else if !hidden, toolbarHiddenWithBars {
            toolbarHiddenWithBars = false
            setToolbarHidden(false, animated: animated)
        }
    }

    private func barHideTapped() {
        // Vertically compact with only that setting: a tap shows the bars, never hides them.
        if !hidesBarsOnTap, !isNavigationBarHidden { return }
        setBarsHidden(!isNavigationBarHidden, animated: true)
    }

    private func barHideSwiped() {
        let pan = barHideOnSwipeGestureRecognizer
        guard pan.state == .changed else { return }
        let dy = pan.translation(in: view).y
        // A few points each way decide, and each change of direction counts afresh.
        guard abs(dy) >= BarHidingGate.swipeDistance else { return }
        pan.setTranslation(.zero, in: view)
        // A toolbar with no items stays when the bars hide on a swipe, as on iOS.
        if dy < 0, !isNavigationBarHidden {
            setNavigationBarHidden(true, animated: true)
            if !isToolbarHidden, toolbar.items?.isEmpty == false {
                toolbarHiddenWithBars = true
                setToolbarHidden(true, animated: true)
            }
        } else if dy > 0 {
            setBarsHidden(false, animated: true)
        }
    }
}

/// The bar-hiding gestures' delegate: touches on the bars themselves are not the content's, and
/// the swipe goes along with the content's scrolling.
@MainActor final class BarHidingGate: UIGestureRecognizerDelegate {
    static let swipeDistance: CGFloat = 12
    weak var navigation: UINavigationController?

    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let nav = navigation, let hit = touch.view else { return true }
        return !hit.isDescendant(of: nav.navigationBar) && !hit.isDescendant(of: nav.toolbar)
    }

    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}
