import Foundation

extension UIViewController {
    /// `transition(from:to:duration:options:animations:completion:)`: `to` joins `from`'s superview,
    /// the animations run (a cross-dissolve when asked), `from` leaves, both get appearance callbacks.
    func transitionChild(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions, animations: (() -> Void)?,
                         completion: ((Bool) -> Void)?) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            UIKitRuntime.fail("Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
            return
        }
        let container = fromViewController.viewIfLoaded?.superview ?? view!
        let visible = container.isInShownWindow
        toViewController.loadViewIfNeeded()
        if visible {
            fromViewController.beginAppearanceTransition(false, animated: duration > 0)
            toViewController.beginAppearanceTransition(true, animated: duration > 0)
        }
        container.addSubview(toViewController.view)
        let finish: (Bool) -> Void = { finished in
            fromViewController.viewIfLoaded?.removeFromSuperview()
            if visible {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        let dissolve = options.contains(.transitionCrossDissolve)
        if dissolve { UIView.performWithoutAnimation { toViewController.view.alpha = 0 } }
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            if dissolve { toViewController.view.alpha = 1; fromViewController.view.alpha = 0 }
            animations?()
        }, completion: { finished in
            if dissolve { fromViewController.view.alpha = 1 }
            finish(finished)
        })
    }
}

extension UIViewController {
    /// The view is loaded and in a shown window: a container's child swap then gives appearance
    /// callbacks; otherwise the children appear when the window shows.
    var isViewInShownWindow: Bool { viewIfLoaded?.isInShownWindow ?? false }
}

extension UIViewController {
    /// Fills this controller's view with `navigation` as a child, showing `root`: how the system's
    /// own sheets (the photo, contact and peer pickers) carry their navigation bar.
    package func embedNavigation(_ navigation: UINavigationController, showing root: UIViewController) {
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        navigation.setViewControllers([root], animated: false)
    }
}
