import Foundation
import QuartzCore

/// No window: frames stay in the compositor's surface, where screenshots read them.
@preconcurrency @MainActor package final class HeadlessBackend: Backend {
    public init() {}
    public func present(_ compositor: Compositor, damage: [CGRect]) {}

    /// No input ever arrives: a live headless app just waits for its next frame or timer.
    public func processEvents(waitingUpTo timeout: TimeInterval) -> Bool {
        if timeout > 0 { usleep(UInt32(min(timeout, 1) * 1_000_000)) }
        return true
    }
}
