import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Modal presentation: present/dismiss with the cover-vertical slide (or a cross-dissolve), full
/// screen or as a sheet, with the appearance callbacks in UIKit's order and the completion after.
extension UIViewController {
    /// Durations of UIKit's modal transitions.
    public static let presentationDuration: TimeInterval = 0.5
    public static let dismissalDuration: TimeInterval = 0.35

    /// The style actually used: `.automatic` is a page sheet, as since iOS 13.
    @_spi(Testing) public var resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    func performPresent(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        // A child presents through its topmost parent (e.g. the navigation controller), as UIKit does.
        if let parent, presentedViewController == nil {
            var root = parent
            while let p = root.parent { root = p }
            root.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        guard let window = viewIfLoaded?.window ?? presentingRoot.viewIfLoaded?.window else {
            uikitLog.warning("Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the window hierarchy.")
            return
        }
        // A controller presents one at a time: UIKit refuses, warns and leaves the first one alone.
        if let already = presentedViewController {
            if already.isBeingDismissed {
                uikitLog.warning("Attempt to present \(viewControllerToPresent) on \(self) while a presentation is in progress.")
            } else {
                uikitLog.warning("Attempt to present \(viewControllerToPresent) on \(self) (from \(self)) which is already presenting \(already).")
            }
            return
        }
        let presented = viewControllerToPresent
        let style = presented.resolvedPresentationStyle
        presentedViewController = presented
        presented.presentingViewController = self
        presented.isBeingPresented = true
        presented.loadViewIfNeeded()
        let container = PresentationContainer(presented: presented, presenting: self, style: style, frame: window.bounds)
        presented.presentationContainer = container
        let hidesPresenter = style == .fullScreen
        if hidesPresenter { beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        window.addSubview(container)
        container.styleSheet()
        container.enableDragToDismiss()
        container.layoutIfNeeded()
        presented.viewIsAppearing(flag)
        let finish = { [weak self] in
            presented.isBeingPresented = false
            if hidesPresenter, let self {
                self.viewIfLoaded?.isHidden = true
                self.endAppearanceTransition()
            }
            presented.endAppearanceTransition()
            completion?()
        }
        let end = container.finalFrame
        let behind = window.rootViewController?.view
        let recede = {
            guard container.recedesPresenter, let behind else { return }
            behind.transform = container.recededTransform
            behind.layer.cornerRadius = 10
            behind.clipsToBounds = true
        }
        guard flag else {
            presented.view.frame = end
            recede()
            responderEnvironment.afterFrame.append(finish)
            return
        }
        let dissolve = presented.modalTransitionStyle == .crossDissolve
        UIView.performWithoutAnimation {
            presented.view.frame = dissolve ? end : container.offscreenFrame
            if dissolve { presented.view.alpha = 0 }
            container.dimming.alpha = 0
        }
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [], animations: {
            presented.view.frame = end
            presented.view.alpha = 1
            container.dimming.alpha = 1
            recede()
        }, completion: { _ in finish() })
    }

    /// Dismisses what this controller presented (or, when it presented nothing, itself).
    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
              let presenter = presented.presentingViewController else {
            completion?()
            return
        }
        // Anything the presented controller presented goes with it.
        if let inner = presented.presentedViewController {
            inner.presentationContainer?.removeFromSuperview()
            inner.presentingViewController = nil
            presented.presentedViewController = nil
        }
        guard !presented.isBeingDismissed else { return }
        presented.isBeingDismissed = true
        let container = presented.presentationContainer
        let showsPresenter = container?.style == .fullScreen
        let behind = presenter.presentingRoot.viewIfLoaded?.window?.rootViewController?.view
        let restore = {
            guard container?.recedesPresenter == true, let behind else { return }
            behind.transform = .identity
            behind.layer.cornerRadius = 0
        }
        presented.beginAppearanceTransition(false, animated: flag)
        if showsPresenter {
            presenter.viewIfLoaded?.isHidden = false
            presenter.beginAppearanceTransition(true, animated: flag)
        }
        let finish = {
            if container?.recedesPresenter == true { behind?.clipsToBounds = false }
            container?.removeFromSuperview()
            presented.presentationContainer = nil
            presented.isBeingDismissed = false
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            presented.endAppearanceTransition()
            if showsPresenter { presenter.endAppearanceTransition() }
            completion?()
        }
        guard flag, let container else {
            restore()
            responderEnvironment.afterFrame.append(finish)
            return
        }
        let dissolve = presented.modalTransitionStyle == .crossDissolve
        UIView.animate(withDuration: UIViewController.dismissalDuration, delay: 0, options: .curveEaseIn, animations: {
            if dissolve { presented.view.alpha = 0 } else { presented.view.frame = container.offscreenFrame }
            container.dimming.alpha = 0
            restore()
        }, completion: { _ in finish() })
    }

    /// The controller at the bottom of the presentation chain.
    var presentingRoot: UIViewController {
        var c = self
        while let p = c.presentingViewController { c = p }
        return c
    }
}
