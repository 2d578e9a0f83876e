import Foundation
import Testing
import Logging
@testable import os

// os.log as apps write it: Logger with interpolations carrying privacy and formats, os_log with
// printf formats and {public} annotations; each message reaches swift-log at its level.

/// Keeps what is logged through it.
final class RecordingLogHandler: LogHandler, @unchecked Sendable {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var records: [(Logging.Logger.Level, String, Logging.Logger.Metadata)] = []
    }
    let box: Box
    var metadata: Logging.Logger.Metadata = [:]
    var logLevel: Logging.Logger.Level = .info
    init(box: Box) { self.box = box }
    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
        box.lock.withLock { box.records.append((event.level, "\(event.message)", metadata.merging(event.metadata ?? [:]) { $1 })) }
    }
}

@Suite struct OSLogTests {
    func recordingLog(_ box: RecordingLogHandler.Box) -> OSLog {
        OSLog(subsystem: "com.example.Journal", category: "sync",
              logger: Logging.Logger(label: "com.example.Journal") { _ in RecordingLogHandler(box: box) })
    }

    @Test func loggerMessagesReachSwiftLogAtTheirLevels() {
        let box = RecordingLogHandler.Box()
        let logger = Logger(recordingLog(box))
        let name = "Ann", count = 42, ratio = 2.0 / 3.0
        logger.debug("Loaded \(count) entries for \(name, privacy: .public)")
        logger.info("Ratio \(ratio, format: .fixed(precision: 2))")
        logger.notice("Hex \(255, format: .hex(includePrefix: true, uppercase: true)) \(7, format: .decimal(minDigits: 3))")
        logger.warning("[\(name, align: .left(columns: 5))][\(name, align: .right(columns: 5))]")
        logger.error("Done: \(true) \(false, format: .answer) \(Optional<Int>.none) \(Int.self)")
        logger.fault("Token \(name, privacy: .private(mask: .hash))")
        logger.trace("tick")
        let records = box.records
        #expect(records.map(\.0) == [.debug, .info, .notice, .warning, .error, .critical, .trace])
        #expect(records.map(\.1) == ["Loaded 42 entries for Ann", "Ratio 0.67", "Hex 0xFF 007", "[Ann  ][  Ann]",
                                     "Done: true NO nil Swift.Int", records[5].1, "tick"])
        #expect(records[5].1.hasPrefix("Token <mask.hash: '") && !records[5].1.contains("Ann"))
        #expect(records.allSatisfy { $0.2["category"] == "sync" })
    }

    @Test func osLogFormatsPrintfMessagesWithoutTheirPrivacyAnnotations() {
        let box = RecordingLogHandler.Box()
        let log = recordingLog(box)
        os_log("Saved %{public}@ with %d items", log: log, type: .info, "notes" as NSString, 3)
        os_log(.error, log: log, "Failed: %{private}@ code %ld", "disk" as NSString, 28)
        os_log("%d%% done", log: log, 100)
        os_log("Plain \(5 * 5)", log: log, type: .debug)
        os_log("nothing", log: .disabled)
        #expect(box.records.map(\.1) == ["Saved notes with 3 items", "Failed: disk code 28", "100% done", "Plain 25"])
        #expect(box.records.map(\.0) == [.info, .error, .notice, .debug])
        #expect(OSLog.disabled.isEnabled(type: .error) == false && log.isEnabled(type: .debug))
    }
}
