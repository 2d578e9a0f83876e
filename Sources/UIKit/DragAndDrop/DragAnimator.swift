import Foundation

/// The animator handed to drag and drop delegates: their animations join the lift's, drop's or
/// cancel's own, and their completions follow it.
@MainActor final class DragAnimator: UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs `own` and the added animations over `duration`, then `then` and the completions.
    func run(duration: TimeInterval, _ own: @escaping () -> Void, then: @escaping () -> Void) {
        UIView.animate(duration: duration, own, added: animations) { [completions] in
            then()
            for c in completions { c(.end) }
        }
    }
}
