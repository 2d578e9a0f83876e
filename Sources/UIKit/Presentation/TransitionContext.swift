import Foundation

/// One presentation, dismissal, push or pop in progress: what the animator is handed
/// (`UIViewControllerContextTransitioning`) and what controllers animate alongside
/// (`transitionCoordinator`). Alongside blocks run in an animation of the animator's duration
/// started with it; completions run when the animator calls `completeTransition(_:)`.
@MainActor final class TransitionContext: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let isInteractive = false
    private(set) var transitionWasCancelled = false
    var isCancelled: Bool { transitionWasCancelled }
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    private(set) var transitionDuration: TimeInterval = 0

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animator: UIViewControllerAnimatedTransitioning?
    private var finished = false
    /// What UIKit does once the animator is done.
    var onComplete: ((Bool) -> Void)?

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         initial: [UIViewController: CGRect] = [:], final: [UIViewController: CGRect] = [:]) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        controllers = [.from: from, .to: to]
        var v: [UITransitionContextViewKey: UIView] = [:]
        v[.from] = fromView
        v[.to] = toView
        views = v
        initialFrames = Dictionary(uniqueKeysWithValues: initial.map { (ObjectIdentifier($0.key), $0.value) })
        finalFrames = Dictionary(uniqueKeysWithValues: final.map { (ObjectIdentifier($0.key), $0.value) })
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // Interactive transitions are driven by the animator here; these have nothing to drive.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the transition: the animator animates (or, without animation, `place` puts the views
    /// where they end) and the alongside blocks run with it.
    func run(_ animator: UIViewControllerAnimatedTransitioning, place: @escaping () -> Void) {
        self.animator = animator
        guard isAnimated else {
            UIView.performWithoutAnimation {
                place()
                for b in alongside { b(self) }
            }
            containerView.responderEnvironment.afterFrame.append { [weak self] in self?.completeTransition(true) }
            return
        }
        transitionDuration = animator.transitionDuration(using: self)
        animator.animateTransition(using: self)
        let blocks = alongside
        if !blocks.isEmpty {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: .curveEaseInOut,
                           animations: { for b in blocks { b(self) } })
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !finished else { return }
        finished = true
        if !didComplete { transitionWasCancelled = true }
        for c in completions { c(self) }
        onComplete?(didComplete)
        animator?.animationEnded(didComplete)
        animator = nil
    }
}
