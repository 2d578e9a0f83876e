import Foundation

extension UINavigationController {
    /// What a navigation transition does.
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }
}

/// UIKit's push and pop: the new view slides in from the right over the old one, which moves a
/// third of the way left (and the reverse for a pop), in 0.35 s ease-in-out.
@MainActor final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let push: Bool
    init(push: Bool) { self.push = push }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
        let from = ctx.view(forKey: .from)
        let w = ctx.containerView.bounds.width, parallax = UINavigationController.parallax
        // Reduce Motion with Prefer Cross-Fade Transitions: the screens cross-fade in place.
        if ctx.containerView.prefersCrossFadeTransitions && !ctx.isInteractive {
            UIView.performWithoutAnimation { to.alpha = 0 }
            UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: .curveEaseInOut, animations: {
                to.alpha = 1
                from?.alpha = 0
            }, completion: { _ in
                from?.alpha = 1
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
            return
        }
        UIView.performWithoutAnimation {
            to.transform = CGAffineTransform(translationX: push ? w : -w * parallax, y: 0)
        }
        // Followed by a finger, the slide keeps pace with it.
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: ctx.isInteractive ? .curveLinear : .curveEaseInOut, animations: {
            to.transform = .identity
            from?.transform = CGAffineTransform(translationX: self.push ? -w * parallax : w, y: 0)
        }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}
