import Foundation
import QuartzCore

/// Modal presentation, one path for every style: a presentation controller places the presented
/// view in a container over the window, an animator (UIKit's, or the transitioning delegate's)
/// moves it in and out, with the appearance callbacks in UIKit's order and the completion after.
extension UIViewController {
    /// Durations of UIKit's modal transitions.
    public static let presentationDuration: TimeInterval = 0.5
    public static let dismissalDuration: TimeInterval = 0.35

    /// The style actually used: `.automatic` is a page sheet, as since iOS 13.
    package var resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    /// The presentation controller that manages (or will manage) this controller's presentation.
    public var presentationController: UIPresentationController? {
        if let pc = storedPresentationController { return pc }
        let pc: UIPresentationController = modalPresentationStyle == .popover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = pc
        return pc
    }

    /// The popover presentation controller, when this controller is presented as a popover.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let pc = storedPresentationController as? UIPopoverPresentationController { return pc }
        storedPresentationController = nil
        return presentationController as? UIPopoverPresentationController
    }

    /// The coordinator of the transition this controller (or its parent, or its presenter) is in.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransition ?? parent?.transitionCoordinator
    }

    /// The presentation controller for a presentation: the delegate's for `.custom`, else UIKit's.
    private func makePresentationController(for presented: UIViewController) -> UIPresentationController {
        if presented.modalPresentationStyle == .custom,
           let pc = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: self, source: self) {
            presented.storedPresentationController = pc
            return pc
        }
        if let pc = presented.storedPresentationController, pc.requestedStyle == presented.resolvedPresentationStyle || pc.requestedStyle == .custom {
            return pc
        }
        presented.storedPresentationController = nil
        return presented.presentationController!
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
            responderEnvironment.warn("Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the window hierarchy.")
            return
        }
        // A controller presents one at a time: UIKit refuses, warns and leaves the first one alone.
        if let already = presentedViewController {
            if already.isBeingDismissed {
                responderEnvironment.warn("Attempt to present \(viewControllerToPresent) on \(self) while a presentation is in progress.")
            } else {
                responderEnvironment.warn("Attempt to present \(viewControllerToPresent) on \(self) (from \(self)) which is already presenting \(already).")
            }
            return
        }
        let pc = makePresentationController(for: viewControllerToPresent)
        pc.presenting = self
        let presented = adapt(pc, in: window) ?? viewControllerToPresent
        guard pc.willBeginPresentation() else { return }
        presentedViewController = presented
        presented.presentingViewController = self
        presented.isBeingPresented = true
        presented.loadViewIfNeeded()
        pc.holdPresented()
        let container = PresentationContainerView(controller: pc, frame: window.bounds)
        pc.containerView = container
        window.addSubview(container)
        pc.dimTints(beneath: container, in: window)
        let hidesPresenter = pc.shouldRemovePresentersView
        pc.removedPresentersView = hidesPresenter
        if hidesPresenter { beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        container.layoutIfNeeded()
        let toView = pc.presentedView ?? presented.view!
        let ctx = TransitionContext(container: container, animated: flag, style: pc.presentationStyle, from: self, to: presented,
                                    fromView: hidesPresenter ? view : nil, toView: toView,
                                    final: [presented: pc.frameOfPresentedViewInContainerView])
        presented.activeTransition = ctx
        pc.systemWillPresent(ctx)
        pc.presentationTransitionWillBegin()
        if [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle) {
            responderEnvironment.presentationChangedOrientations(preferring: presented.preferredInterfaceOrientationForPresentation)
        }
        presented.viewIsAppearing(flag)
        ctx.onComplete = { [weak self] completed in
            container.transitioning = false
            presented.isBeingPresented = false
            presented.activeTransition = nil
            pc.presentationTransitionDidEnd(completed)
            if hidesPresenter, let self {
                self.viewIfLoaded?.isHidden = true
                self.endAppearanceTransition()
            }
            presented.endAppearanceTransition()
            container.setNeedsLayout()
            completion?()
        }
        let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: self, source: self)
            ?? pc.systemAnimator(presenting: true)
        let interaction = presented.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        ctx.run(animator, interaction: flag ? interaction : nil) {
            if toView.superview !== container { container.addSubview(toView) }
            toView.frame = pc.frameOfPresentedViewInContainerView
        }
    }

    /// In a compact environment a popover adapts (to a sheet, unless the delegate says `.none`);
    /// returns the controller the delegate offers to show instead, if any.
    private func adapt(_ pc: UIPresentationController, in window: UIWindow) -> UIViewController? {
        guard pc.requestedStyle == .popover, traitCollection.horizontalSizeClass == .compact else { return nil }
        let traits = traitCollection
        let style = pc.delegate?.adaptivePresentationStyle(for: pc, traitCollection: traits) ?? pc.adaptivePresentationStyle(for: traits)
        guard style != .none, style != .popover else { return nil }
        pc.adaptedStyle = style
        return pc.delegate?.presentationController(pc, viewControllerForAdaptivePresentationStyle: style)
    }

    /// Dismisses what this controller presented (or, when it presented nothing, itself).
    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        // A child that neither presented nor is presented hands the dismissal to its parent, as
        // UIKit does: a navigation controller's top controller dismisses what the navigation
        // controller presented (an image picker, say), or the navigation controller when it is presented.
        if presentedViewController == nil, presentingViewController == nil, let parent {
            parent.performDismiss(animated: flag, completion: completion)
            return
        }
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
              let presenter = presented.presentingViewController else {
            completion?()
            return
        }
        if let search = presented as? UISearchController {
            search.deactivate(animated: flag)
            completion?()
            return
        }
        // Anything the presented controller presented goes with it.
        if let inner = presented.presentedViewController {
            inner.storedPresentationController?.containerView?.removeFromSuperview()
            inner.storedPresentationController?.releasePresented()
            inner.presentingViewController = nil
            presented.presentedViewController = nil
        }
        guard !presented.isBeingDismissed, let pc = presented.storedPresentationController, let container = pc.containerView else { return }
        presented.isBeingDismissed = true
        let showsPresenter = pc.removedPresentersView
        presented.beginAppearanceTransition(false, animated: flag)
        if showsPresenter {
            presenter.viewIfLoaded?.isHidden = false
            presenter.beginAppearanceTransition(true, animated: flag)
        }
        (container as? PresentationContainerView)?.transitioning = true
        let fromView = pc.presentedView ?? presented.view!
        let ctx = TransitionContext(container: container, animated: flag, style: pc.presentationStyle, from: presented, to: presenter,
                                    fromView: fromView, toView: showsPresenter ? presenter.view : nil,
                                    initial: [presented: fromView.frame])
        presented.activeTransition = ctx
        pc.systemWillDismiss(ctx)
        pc.dismissalTransitionWillBegin()
        ctx.onComplete = { completed in
            presented.activeTransition = nil
            pc.dismissalTransitionDidEnd(completed)
            guard completed else {
                // Cancelled (an interactive dismissal let go): it stays presented.
                (container as? PresentationContainerView)?.transitioning = false
                presented.isBeingDismissed = false
                presented.beginAppearanceTransition(true, animated: flag)
                presented.endAppearanceTransition()
                if showsPresenter {
                    presenter.beginAppearanceTransition(false, animated: flag)
                    presenter.viewIfLoaded?.isHidden = true
                    presenter.endAppearanceTransition()
                }
                return
            }
            container.removeFromSuperview()
            pc.containerView = nil
            presented.isBeingDismissed = false
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            presented.endAppearanceTransition()
            if showsPresenter { presenter.endAppearanceTransition() }
            pc.didEndDismissal()
            pc.releasePresented()
            presenter.responderEnvironment.presentationChangedOrientations(preferring: nil)
            completion?()
        }
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) ?? pc.systemAnimator(presenting: false)
        let interaction = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        ctx.run(animator, interaction: flag ? interaction : nil) {}
    }

    /// The controller at the bottom of the presentation chain.
    var presentingRoot: UIViewController {
        var c = self
        while let p = c.presentingViewController { c = p }
        return c
    }
}
