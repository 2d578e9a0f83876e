import Foundation
import QuartzCore
import UIKit

/// The Simulator's main queue, when one drives time: work a scheduler sends to the main queue
/// (`DispatchQueue.main`, `RunLoop.main`) waits there and runs on the device's virtual clock,
/// as `DispatchQueue.main.asyncAfter` does in app code. Nil in a live app.
enum DeviceMainQueue {
    static var active: MainQueue? { MainQueue.active }

    /// The device clock's time as a `DispatchTime` (a fixed second past zero, so it is never
    /// Dispatch's "now" sentinel).
    static func dispatchTime(_ queue: MainQueue) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: 1_000_000_000 + UInt64(max(0, queue.now) * 1e9))
    }

    /// The device clock's time as a date.
    static func date(_ queue: MainQueue) -> Date {
        Date(timeIntervalSinceReferenceDate: queue.now)
    }

    /// Runs `action` every `interval` seconds from `first` seconds on, until the returned token is cancelled.
    static func repeating(on queue: MainQueue, first: TimeInterval, interval: TimeInterval,
                          _ action: @escaping () -> Void) -> AnyCancellable {
        let state = RepeatState(action)
        arm(state, on: queue, after: first, interval: interval)
        return AnyCancellable { state.isCancelled = true }
    }

    private static func arm(_ state: RepeatState, on queue: MainQueue, after delay: TimeInterval, interval: TimeInterval) {
        queue.enqueue(after: delay) {
            guard !state.isCancelled else { return }
            state.action()
            arm(state, on: queue, after: max(interval, 0.0001), interval: interval)
        }
    }

    private final class RepeatState: @unchecked Sendable {
        let action: () -> Void
        var isCancelled = false
        init(_ action: @escaping () -> Void) { self.action = action }
    }
}
