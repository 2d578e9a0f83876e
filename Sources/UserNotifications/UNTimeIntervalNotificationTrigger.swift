import Foundation
import UIKit

/// Delivers a notification a number of seconds after it is scheduled (and, repeating, every as many).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    /// When the request was added, on the device's clock (nil until it is).
    var scheduledAt: Date?

    /// A trigger after `timeInterval` seconds; iOS's exceptions for 0 or less, and for a repeating
    /// interval under a minute, are reported through `UIKitRuntime.failureHandler`.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
        MainActor.assumeIsolated {
            if timeInterval <= 0 {
                UIKitRuntime.fail("time interval must be greater than 0")
            } else if repeats && timeInterval < 60 {
                UIKitRuntime.fail("time interval must be at least 60 if repeating")
            }
        }
    }

    /// When it will next deliver, once its request is scheduled.
    open func nextTriggerDate() -> Date? {
        guard let scheduledAt else { return nil }
        let now = MainActor.assumeIsolated { UIKitEnvironment.current.clock.date }
        return nextDate(added: scheduledAt, after: now)
    }

    override func nextDate(added: Date, after: Date) -> Date? {
        var date = added.addingTimeInterval(timeInterval)
        guard repeats else { return date > after ? date : nil }
        while date <= after { date = date.addingTimeInterval(timeInterval) }
        return date
    }
}
