import Foundation

/// The animator a context menu hands its delegate: the animations it adds run with the menu's own,
/// its completions after them.
@MainActor final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(preview: UIViewController?) { previewViewController = preview }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs `own` and the added animations over `duration`, then the completions.
    func run(duration: TimeInterval, _ own: @escaping () -> Void, then: @escaping () -> Void) {
        UIView.animate(duration: duration, own, added: animations) { [completions] in
            then()
            for c in completions { c() }
        }
    }
}

extension UIView {
    /// UIKit's own animation of a menu, drag or drop together with those its delegate added, then `done`.
    static func animate(duration: TimeInterval, _ own: @escaping () -> Void, added: [() -> Void], done: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            own()
            for a in added { a() }
        }, completion: { _ in done() })
    }
}
