import Synchronization

/// Messages collected from any thread, read on the test's.
final class WarningLog: Sendable {
    private let state = Mutex<[String]>([])
    func append(_ message: String) { state.withLock { $0.append(message) } }
    var messages: [String] { state.withLock { $0 } }
}
