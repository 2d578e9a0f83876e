import Synchronization

/// One device's console: OpenUIKit's warnings and errors logged while that device was driven (or
/// about its objects), oldest first — what Xcode's console shows for one simulator.
package final class DiagnosticsConsole: Sendable {
    private let lines = Mutex<[String]>([])
    /// How log records name this console (`DiagnosticsTap.consoleKey` metadata).
    public let id: Int

    public init() {
        id = DiagnosticsTap.newConsoleID()
        DiagnosticsTap.register(self)
    }

    public var messages: [String] { lines.withLock { $0 } }

    func append(_ message: String) { lines.withLock { $0.append(message) } }
}
