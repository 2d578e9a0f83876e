import Foundation

/// Splits work over rows between the machine's cores (Dispatch's `concurrentPerform`) once there
/// is enough of it to pay for the threads; a few rows run on the caller's thread.
enum Parallel {
    static func rows(_ count: Int, minimum: Int = 64, _ body: (Int) -> Void) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard count >= minimum, cores > 1 else {
            for i in 0..<count { body(i) }
            return
        }
        let chunks = min(count, cores * 4)
        withoutActuallyEscaping(body) { body in
            // Each call touches its own rows (or strips) only; the threads share nothing else.
            nonisolated(unsafe) let work = body
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                for i in stride(from: c * count / chunks, to: (c + 1) * count / chunks, by: 1) { work(i) }
            }
        }
    }
}
