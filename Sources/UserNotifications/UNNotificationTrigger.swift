import Foundation

/// When a notification is delivered: the base of time-interval, calendar and location triggers.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it is delivered again each time the condition holds.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    /// The first delivery after the request was added at `added`, or the next after `after`.
    func nextDate(added: Date, after: Date) -> Date? { nil }
}
