import Foundation

/// How an alert or an iPhone action sheet is presented: over a dimmed screen, the alert centred
/// (in the room above the keyboard when its text fields have it), the action sheet at the bottom.
/// A tap on the dimmed screen cancels an action sheet and does nothing to an alert.
@MainActor final class AlertPresentationController: UIPresentationController {
    private let dimming = UIView()
    override var dimsTintBeneath: Bool { true }
    private var keyboardObserver: ObserverRegistration?
    /// Where the keyboard ends up, as its last frame-change notification said (in screen
    /// coordinates; nil once it is gone): the alert is centred above its final frame.
    private var keyboardEnd: CGRect?

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }
    private var isActionSheet: Bool { alert?.preferredStyle == .actionSheet }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let content = alert?.content else { return .zero }
        let b = container.bounds, safe = container.safeAreaInsets
        var bottom = b.maxY
        if let kb = keyboardEnd ?? container.responderEnvironment.keyboardFrame, kb.minY < container.window?.bounds.maxY ?? .infinity {
            bottom = min(bottom, container.convert(kb, from: nil).minY)
        }
        let top = safe.top + 10
        content.maximumHeight = bottom - top - max(safe.bottom, 10) - 10
        let size = content.fittingSize
        if isActionSheet {
            let y = b.maxY - max(safe.bottom, 8) - size.height
            return container.pixelAligned(CGRect(x: b.midX - size.width / 2, y: y, width: size.width, height: size.height))
        }
        let area = CGRect(x: 0, y: top, width: b.width, height: bottom - top - (bottom < b.maxY ? 10 : max(safe.bottom, 10)))
        return container.pixelAligned(CGRect(x: b.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height))
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = ChromePalette.dimming(0.2)
        dimming.alpha = 0
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AlertPresentationController.dimmingTapped))
        container.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: nil)
        // The alert keeps above the keyboard its text fields bring up.
        keyboardObserver = ObserverRegistration(name: UIResponder.keyboardWillChangeFrameNotification) { [weak self] note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated {
                self?.keyboardEnd = end
                self?.keyboardMoved()
            }
        }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { keyboardObserver = nil }
    }

    private func keyboardMoved() {
        guard let container = containerView, let v = presentedView, !presentedViewController.isBeingDismissed else { return }
        container.layoutIfNeeded()
        let end = frameOfPresentedViewInContainerView
        UIView.animate(withDuration: 0.25) { v.frame = end }
    }

    private func dimmingTapped() { alert?.cancelFromOutside() }
}

/// Supplies an alert's presentation controller and animators.
@MainActor final class AlertTransitioner: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { AlertAnimator(presenting: true) }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: false)
    }
}

/// An alert grows in from a little larger while it fades in, and fades out; an action sheet
/// slides up from the bottom and back down.
@MainActor final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { presenting ? 0.4 : 0.25 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        let vc = ctx.viewController(forKey: presenting ? .to : .from)
        guard let v = ctx.view(forKey: key), let alert = vc as? UIAlertController else { return ctx.completeTransition(true) }
        let container = ctx.containerView
        let sheet = alert.preferredStyle == .actionSheet
        if presenting {
            container.addSubview(v)
            let end = ctx.finalFrame(for: alert)
            UIView.performWithoutAnimation {
                v.transform = .identity
                v.frame = end
                if sheet { v.frame.origin.y = container.bounds.maxY } else { v.alpha = 0; v.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
            }
            UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
                if sheet { v.frame.origin.y = end.minY } else { v.transform = .identity }
                v.alpha = 1
            }, completion: { _ in ctx.completeTransition(true) })
        } else {
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseIn, animations: {
                if sheet { v.frame.origin.y = container.bounds.maxY } else { v.alpha = 0 }
            }, completion: { _ in ctx.completeTransition(true) })
        }
    }
}
