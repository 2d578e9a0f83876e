import Foundation

/// What a spring-loaded interaction's behavior, effect and handler are told: its state, and where
/// the drag is.
@preconcurrency @MainActor public protocol UISpringLoadedInteractionContext: AnyObject {
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view the effect shows on (the interaction's view unless the behavior changes it).
    var targetView: UIView? { get set }
    var targetItem: Any? { get set }
    func location(in view: UIView?) -> CGPoint
}
