import Logging
import Synchronization

/// A logger for OpenUIKit's own diagnostics: to the application's logging system, and to whoever
/// listens through `DiagnosticsTap` (a `Simulator` collecting the warnings a test checks).
@_spi(OpenUIKit) public func diagnosticsLogger(label: String) -> Logger {
    Logger(label: label) { label in TappedLogHandler(base: Logger(label: label).handler) }
}

/// Listeners to OpenUIKit's warnings and errors. Process-wide, as logging is.
@_spi(OpenUIKit) public enum DiagnosticsTap {
    private static let listeners = Mutex<[Int: @Sendable (String) -> Void]>([:])
    private static let nextID = Atomic<Int>(0)

    /// Starts listening; returns the token `stopListening` takes.
    public static func listen(_ listener: @escaping @Sendable (String) -> Void) -> Int {
        let id = nextID.add(1, ordering: .relaxed).newValue
        listeners.withLock { $0[id] = listener }
        return id
    }

    public static func stopListening(_ id: Int) { _ = listeners.withLock { $0.removeValue(forKey: id) } }

    static func deliver(_ message: String) {
        for l in listeners.withLock({ Array($0.values) }) { l(message) }
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

    func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?,
             source: String, file: String, function: String, line: UInt) {
        if level >= .warning { DiagnosticsTap.deliver(message.description) }
        base.log(level: level, message: message, metadata: metadata, source: source, file: file, function: function, line: line)
    }
}
