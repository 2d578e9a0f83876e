import Foundation

/// An animator that animates view changes made in blocks, and can be continued with new timing.
/// Its methods are optional on iOS: an app's own animator need not implement them.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

public extension UIViewImplicitlyAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
