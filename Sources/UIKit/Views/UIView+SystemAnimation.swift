import Foundation

extension UIView {
    /// UIKit's own animations (iOS 7): `.delete` fades the views out, shrinking them a little, and
    /// removes them from their superviews when it ends.
    public enum SystemAnimation: UInt, Sendable {
        case delete = 0
    }

    /// Runs `animation` on `views` with `parallelAnimations` alongside, in the same 0.3 s animation.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let kept = views.map { ($0, $0.alpha, $0.transform) }
        UIView.animate(withDuration: 0.3, delay: 0, options: options, animations: {
            for (v, _, transform) in kept {
                v.alpha = 0
                v.transform = transform.scaledBy(x: 0.8, y: 0.8)
            }
            parallelAnimations?()
        }, completion: { finished in
            for (v, alpha, transform) in kept {
                v.removeFromSuperview()
                v.alpha = alpha
                v.transform = transform
            }
            completion?(finished)
        })
    }
}
