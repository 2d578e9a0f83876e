import Foundation

/// Lets a pointer interaction's delegate animate alongside the pointer's effect as it enters or
/// leaves a region.
@preconcurrency @MainActor public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}
