import Foundation
import Logging

/// A log: a subsystem (the app's bundle identifier, usually) and a category. Messages go to
/// swift-log, under a logger labelled with the subsystem, with the category as metadata; the app
/// chooses where they end up (`LoggingSystem.bootstrap`), stderr by default.
public final class OSLog: NSObject, Sendable {
    public let subsystem: String
    public let category: String
    let isDisabled: Bool
    let logger: Logging.Logger

    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, logger: Logging.Logger(label: subsystem.isEmpty ? "os_log" : subsystem))
    }

    /// A log writing to `logger` (tests give one with a handler of their own).
    init(subsystem: String, category: String, logger: Logging.Logger) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
        var logger = logger
        logger.logLevel = .trace
        if !category.isEmpty { logger[metadataKey: "category"] = "\(category)" }
        self.logger = logger
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isDisabled = true
        logger = Logging.Logger(label: "os_log")
    }

    /// The app's default log (no subsystem, no category).
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops everything, for turning logging off.
    public static let disabled = OSLog(disabled: ())
    /// The category Instruments shows as points of interest.
    public static let pointsOfInterestCategory = "PointsOfInterest"

    /// Whether messages of `type` are written (all are, but to the disabled log).
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled }

    func write(_ type: OSLogType, _ message: String, level: Logging.Logger.Level? = nil) {
        guard !isDisabled else { return }
        logger.log(level: level ?? Self.level(of: type), "\(message)")
    }

    static func level(of type: OSLogType) -> Logging.Logger.Level {
        switch type {
        case .debug: return .debug
        case .info: return .info
        case .error: return .error
        case .fault: return .critical
        default: return .notice
        }
    }
}
