import Foundation

/// The context a spring-loaded interaction hands its behavior, effect and handler.
@MainActor final class SpringLoadingContext: UISpringLoadedInteractionContext {
    var state: UISpringLoadedInteractionEffectState = .inactive
    weak var targetView: UIView?
    var targetItem: Any?
    /// Where the drag is, in window coordinates.
    var locationInWindow: CGPoint = .zero

    func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }
}

/// UIKit's default effect: the target view blinks twice as it activates.
@MainActor final class BlinkSpringLoadedEffect: UISpringLoadedInteractionEffect {
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
        guard let view = context.targetView else { return }
        switch context.state {
        case .activating:
            UIView.animateKeyframes(withDuration: UISpringLoadedInteraction.blinkDuration, delay: 0, options: [], animations: {
                for i in 0..<4 {
                    UIView.addKeyframe(withRelativeStartTime: Double(i) / 4, relativeDuration: 0.25) { view.alpha = i % 2 == 0 ? 0.3 : 1 }
                }
            })
        case .inactive, .activated, .possible:
            view.layer.removeAllAnimations()
            view.alpha = 1
        }
    }
}

/// UIKit's default behavior: always allowed.
@MainActor final class AllowingSpringLoadedBehavior: UISpringLoadedInteractionBehavior {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool { true }
}
