import Foundation

/// A sensor sample: when it was taken, in seconds of the device's uptime.
open class CMLogItem: NSObject, @unchecked Sendable {
    public let timestamp: TimeInterval
    init(timestamp: TimeInterval) { self.timestamp = timestamp }
}
