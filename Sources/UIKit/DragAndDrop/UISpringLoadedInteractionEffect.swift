import Foundation

/// Shows a spring-loaded interaction's state on its target view.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionEffect: AnyObject {
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext)
}
