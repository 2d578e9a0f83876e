import Foundation
import QuartzCore

// In a Simulator, `DispatchQueue.main.async` and `asyncAfter` go to the device's main queue and
// run on its virtual clock; everywhere else they are Dispatch's own. These overloads take only
// the work (the arguments nearly every app passes), so Swift picks them over Dispatch's
// (which add defaulted group, QoS and flags) in any file that imports UIKit.

extension DispatchQueue {
    /// The label libdispatch gives the main queue (`DispatchQueue.main` is a new wrapper per call).
    static let mainQueueLabel = "com.apple.main-thread"

    /// Submits `work` to run asynchronously on this queue.
    ///
    /// On the main queue of a `Simulator`, the block runs inside the Simulator's next `advance` or
    /// `settle` (or, at the latest, once the test code awaits or returns).
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if label == DispatchQueue.mainQueueLabel, let queue = MainQueue.active {
            queue.enqueue(work)
        } else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
    }

    /// Submits `work` to run on this queue at `deadline`.
    ///
    /// On the main queue of a `Simulator`, the delay is measured on the virtual clock: a block
    /// scheduled 0.2 s ahead runs when the test advances 0.2 s, with no real waiting (the delay is
    /// taken to the millisecond, so the real time spent getting here does not move it).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if label == DispatchQueue.mainQueueLabel, let queue = MainQueue.active {
            let now = DispatchTime.now().uptimeNanoseconds
            let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
            queue.enqueue(afterRealDelay: delay, work)
        } else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
    }
}
