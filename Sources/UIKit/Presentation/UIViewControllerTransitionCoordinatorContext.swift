import Foundation

/// What a transition's alongside and completion blocks are told about it.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    /// The rotation the transition applies to the interface: for a rotation from portrait to a
    /// landscape orientation, a quarter turn; the identity for other transitions.
    var targetTransform: CGAffineTransform { get }
}

extension UIViewControllerTransitionCoordinatorContext {
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var isInteractive: Bool { false }
    public var percentComplete: CGFloat { 0 }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var targetTransform: CGAffineTransform { .identity }
}
