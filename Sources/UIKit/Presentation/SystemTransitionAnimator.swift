import Foundation

/// UIKit's own modal animations: cover vertical (a spring up from the bottom, an ease-in back
/// down) and cross dissolve; flip and curl are shown as a cross dissolve.
@MainActor final class SystemTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let dissolve: Bool

    init(presenting: Bool, transitionStyle: UIModalTransitionStyle) {
        self.presenting = presenting
        dissolve = transitionStyle != .coverVertical
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? UIViewController.presentationDuration : UIViewController.dismissalDuration
    }

    /// Where the presented view waits off screen: just below the container.
    static func offscreen(_ frame: CGRect, in container: UIView) -> CGRect {
        frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        // Reduce Motion with Prefer Cross-Fade Transitions: a sheet dissolves in rather than rising.
        let dissolve = self.dissolve || container.prefersCrossFadeTransitions
        if presenting {
            guard let vc = ctx.viewController(forKey: .to), let v = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
            if v.superview !== container { container.addSubview(v) }
            let end = ctx.finalFrame(for: vc)
            UIView.performWithoutAnimation {
                v.frame = dissolve ? end : SystemTransitionAnimator.offscreen(end, in: container)
                if dissolve { v.alpha = 0 }
            }
            UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: {
                v.frame = end
                v.alpha = 1
            }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        } else {
            guard let v = ctx.view(forKey: .from) else { return ctx.completeTransition(true) }
            let start = v.frame
            UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: .curveEaseIn, animations: {
                if dissolve { v.alpha = 0 } else { v.frame = SystemTransitionAnimator.offscreen(start, in: container) }
            }, completion: { _ in
                if ctx.transitionWasCancelled {
                    v.frame = start
                    v.alpha = 1
                }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        }
    }
}
