import Foundation

/// The coordinator for a rotation: alongside blocks run inside the rotation's animation, completions after it.
@MainActor final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let isCancelled = false
    let transitionDuration: TimeInterval
    let containerView: UIView
    let targetTransform: CGAffineTransform
    let presentationStyle = UIModalPresentationStyle.none
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// `turn`: the interface's rotation, in radians (a quarter turn for portrait to landscape).
    init(duration: TimeInterval, container: UIView, turn: CGFloat) {
        transitionDuration = duration
        isAnimated = duration > 0
        containerView = container
        targetTransform = turn == 0 ? .identity : CGAffineTransform(rotationAngle: turn)
    }

    // A size change moves no controllers in or out.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the change with the alongside blocks in one animation, then the completions.
    func run(_ change: @escaping () -> Void) {
        let blocks = alongside
        UIView.animate(withDuration: transitionDuration, animations: {
            change()
            for b in blocks { b(self) }
        }, completion: { _ in
            for c in self.completions { c(self) }
        })
    }
}
