import Foundation

/// The iPhone share sheet's presentation: a card rising from the bottom to half the screen (or what
/// its list needs, up to below the status bar) over a dimmed screen; a tap on the dimming closes it.
@MainActor final class ActivitySheetPresentationController: UIPresentationController {
    private let dimming = UIView()
    override var dimsTintBeneath: Bool { true }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let b = container.bounds, safe = container.safeAreaInsets
        let needed = ((presentedView as? ActivitySheetView)?.fittingHeight ?? 0) + safe.bottom
        let height = min(max(needed, b.height * 0.5), b.height - safe.top - 10)
        return CGRect(x: 0, y: b.maxY - height, width: b.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = ChromePalette.dimming(0.25)
        dimming.alpha = 0
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ActivitySheetPresentationController.dimmingTapped))
        container.insertSubview(dimming, at: 0)
        if let v = presentedView {
            v.layer.cornerRadius = 10
            v.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            v.clipsToBounds = true
        }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }

    private func dimmingTapped() { (presentedViewController as? UIActivityViewController)?.cancel() }
}

/// Supplies the share sheet's presentation and its slide up and down.
@MainActor final class ActivitySheetTransitioner: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        ActivitySheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { ActivitySheetAnimator(presenting: true) }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ActivitySheetAnimator(presenting: false)
    }
}

/// The sheet slides up from below the screen, and back down.
@MainActor final class ActivitySheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { presenting ? 0.4 : 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let vc = transitionContext.viewController(forKey: key), let v = presenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let shown = transitionContext.finalFrame(for: vc) == .zero ? v.frame : (presenting ? transitionContext.finalFrame(for: vc) : v.frame)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.maxY - shown.minY)
        if presenting {
            container.addSubview(v)
            v.frame = hidden
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
            v.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
