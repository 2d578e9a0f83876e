import Foundation

/// Foundation's own scheduling calls, spelled where UIKit's virtual-clock overloads of the same
/// names (which forward here in a live app) cannot be seen.
package enum FoundationScheduling {
    public static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoop.add(timer, forMode: mode)
    }

    public static func perform(on runLoop: RunLoop, _ block: @escaping @Sendable () -> Void) {
        runLoop.perform(block)
    }

    public static func addOperation(to queue: OperationQueue, _ block: @escaping @Sendable () -> Void) {
        queue.addOperation(block)
    }
}
