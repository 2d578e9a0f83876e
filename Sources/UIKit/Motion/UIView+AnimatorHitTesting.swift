import Foundation
import QuartzCore

/// How a running property animator has touches find the views it animates: at the place they are
/// shown (UIKit hit-tests their presentation unless the animator's `isManualHitTestingEnabled`),
/// or not at all (`isUserInteractionEnabled` false).
extension UIView {
    enum AnimatorTouchPolicy {
        case model, presentation, ignored
    }

    var animatorTouchPolicy: AnimatorTouchPolicy {
        guard let keys = layer.animationKeys() else { return .model }
        var policy = AnimatorTouchPolicy.model
        for key in keys {
            guard let timeline = (layer.animation(forKey: key) as? TimelineAnimation)?.timeline as? AnimatorTimeline,
                  let animator = timeline.animator, animator.state == .active else { continue }
            if !animator.isUserInteractionEnabled { return .ignored }
            if !animator.isManualHitTestingEnabled { policy = .presentation }
        }
        return policy
    }

    /// A point of the superview's in this view's coordinates as the view is shown now: where its
    /// presentation layer puts it.
    func presentationPoint(_ point: CGPoint) -> CGPoint {
        guard let shown = layer.presentation() else { return point }
        let b = shown.bounds, a = shown.anchorPoint, at = shown.position
        let d = CGPoint(x: point.x - at.x, y: point.y - at.y).applying(shown.affineTransform().inverted())
        return CGPoint(x: d.x + a.x * b.width + b.minX, y: d.y + a.y * b.height + b.minY)
    }
}
