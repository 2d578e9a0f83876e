import Logging
import Synchronization

/// A logger for OpenUIKit's own diagnostics: to the application's logging system, and to whoever
/// listens through `DiagnosticsTap` (a `Simulator` collecting the warnings a test checks).
package func diagnosticsLogger(label: String) -> Logger {
    Logger(label: label) { label in TappedLogHandler(base: Logger(label: label).handler) }
}

/// Routes OpenUIKit's warnings and errors to device consoles: a record whose metadata names a
/// console (`consoleKey`) goes to it; any other to the console of the device the code runs for.
/// Process-wide, as logging is: a logger has no device.
package enum DiagnosticsTap {
    /// The metadata key whose value is a console's `id`.
    public static let consoleKey = "openuikit-console"

    private struct Routes {
        var current: DiagnosticsConsole?
        var byID: [Int: WeakConsole] = [:]
    }
    private struct WeakConsole { weak var console: DiagnosticsConsole? }
    private static let routes = Mutex(Routes())
    private static let nextID = Atomic<Int>(0)

    static func newConsoleID() -> Int { nextID.add(1, ordering: .relaxed).newValue }

    static func register(_ console: DiagnosticsConsole) {
        routes.withLock { r in
            r.byID = r.byID.filter { $0.value.console != nil }
            r.byID[console.id] = WeakConsole(console: console)
        }
    }

    /// Records without a console of their own go to `console` from now on (nil: to none).
    public static func route(to console: DiagnosticsConsole?) {
        routes.withLock { r in
            r.current = console
        }
    }

    static func deliver(_ message: String, consoleID: Int?) {
        let console = routes.withLock { r in consoleID.flatMap { r.byID[$0]?.console } ?? r.current }
        console?.append(message)
    }
}

/// Passes every record to the application's handler; warnings and worse also to the tap.
struct TappedLogHandler: LogHandler {
    var base: LogHandler
    var metadata: Logger.Metadata {
        get { base.metadata }
        set { base.metadata = newValue }
    }
    var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { base[metadataKey: key] }
        set { base[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        if event.level >= .warning {
            let id = (event.metadata?[DiagnosticsTap.consoleKey]).flatMap { Int($0.description) }
            DiagnosticsTap.deliver(event.message.description, consoleID: id)
        }
        base.log(event: event)
    }
}
