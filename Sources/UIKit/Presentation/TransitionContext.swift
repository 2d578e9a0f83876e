import Foundation

/// One presentation, dismissal, push or pop in progress: what the animator is handed
/// (`UIViewControllerContextTransitioning`) and what controllers animate alongside
/// (`transitionCoordinator`). Alongside blocks run in an animation of the animator's duration
/// started with it; completions run when the animator calls `completeTransition(_:)`.
@MainActor final class TransitionContext: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var percentComplete: CGFloat = 0
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
    /// The animator running the transition (a percent-driven interaction drives its animations).
    private(set) var animator: UIViewControllerAnimatedTransitioning?
    private var interaction: UIViewControllerInteractiveTransitioning?
    /// Runs the alongside blocks, scrubbed with an interactive transition.
    private var alongsideAnimator: UIViewPropertyAnimator?
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var afterCompletion: [() -> Void] = []
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

    var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }
    var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
    var isInterruptible: Bool { animator.map { !($0.interruptibleAnimator(using: self) is NoInterruptibleAnimator) } ?? false }

    // MARK: Interaction (what an interaction controller reports)

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete
        if let a = alongsideAnimator, a.state == .active, !a.isRunning { a.fractionComplete = percentComplete }
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {
        isInteractive = true
        if let a = alongsideAnimator, a.isRunning { a.pauseAnimation() }
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        if cancelled { transitionWasCancelled = true }
        if let a = alongsideAnimator, a.state == .active, !a.isRunning {
            a.isReversed = cancelled
            let left = cancelled ? percentComplete : 1 - percentComplete
            a.continueAnimation(withTimingParameters: nil, durationFactor: max(0.001, left / max(0.01, completionVelocity)))
        }
        let handlers = interactionHandlers
        interactionHandlers = []
        for h in handlers { h(self) }
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        if isInteractive { interactionHandlers.append(handler) }
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    /// Runs `work` once the transition has completed (at once if it has).
    func whenCompleted(_ work: @escaping () -> Void) {
        if finished { work() } else { afterCompletion.append(work) }
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation {
            // Added once the transition runs: it joins it where it is.
            if let a = alongsideAnimator, a.state == .active { a.addAnimations { animation(self) } } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the transition: the animator animates (or, without animation, `place` puts the views
    /// where they end) and the alongside blocks run with it.
    func run(_ animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning? = nil,
             place: @escaping () -> Void) {
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
        let interactive = interaction?.wantsInteractiveStart == true
        let blocks = alongside
        alongside = []
        let along = UIViewPropertyAnimator(duration: transitionDuration, curve: .easeInOut)
        along.addAnimations { for b in blocks { b(self) } }
        alongsideAnimator = along
        if let interaction, interactive {
            self.interaction = interaction
            isInteractive = true
            initiallyInteractive = true
            along.pauseAnimation()
            interaction.startInteractiveTransition(self)
        } else {
            self.interaction = interaction
            along.startAnimation()
            animator.animateTransition(using: self)
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !finished else { return }
        finished = true
        if !didComplete { transitionWasCancelled = true }
        if let a = alongsideAnimator, a.state == .active {
            // The alongside animations end with the transition, where it ended.
            a.stopAnimation(false)
            a.finishAnimation(at: didComplete ? .end : .start)
        }
        alongsideAnimator = nil
        for c in completions { c(self) }
        onComplete?(didComplete)
        animator?.animationEnded(didComplete)
        animator = nil
        interaction = nil
        let after = afterCompletion
        afterCompletion = []
        for work in after { work() }
    }
}
