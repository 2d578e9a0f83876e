import Foundation
import QuartzCore

/// Blinks a caret on the device's clock: solid for a moment after each move, then off and on. The
/// blink is ambient work: it keeps time but `settle` does not wait for it.
@MainActor final class CaretBlinker {
    private var timer: Int?
    private weak var environment: UIKitEnvironment?
    /// On, then off, this long each, after staying on this long after a move.
    static let interval: TimeInterval = 0.5

    func restart(_ caret: UIView, on env: UIKitEnvironment, while active: @escaping () -> Bool) {
        stop()
        caret.alpha = 1
        guard active() else { return }
        environment = env
        schedule(caret, env, visible: false, active)
    }

    private func schedule(_ caret: UIView, _ env: UIKitEnvironment, visible: Bool, _ active: @escaping () -> Bool) {
        timer = env.scheduler.schedule(after: CaretBlinker.interval, target: self, ambient: true) { [weak self, weak caret] in
            guard let self, let caret, active() else { return }
            caret.alpha = visible ? 1 : 0
            self.schedule(caret, env, visible: !visible, active)
        }
    }

    func stop() {
        if let t = timer { environment?.scheduler.cancel(id: t) }
        timer = nil
    }
}
