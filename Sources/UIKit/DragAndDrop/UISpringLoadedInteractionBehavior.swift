import Foundation

/// Decides whether a spring-loaded interaction may go on, and hears when it finishes.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionBehavior: AnyObject {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

extension UISpringLoadedInteractionBehavior {
    public func interactionDidFinish(_ interaction: UISpringLoadedInteraction) {}
}
