import Foundation
import UIKit

/// Delivers a notification when the device's clock reaches a date that matches components (every
/// day at 9:00, on a date), in the device's calendar and time zone.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    open func nextTriggerDate() -> Date? {
        let now = MainActor.assumeIsolated { UIKitEnvironment.current.clock.date }
        return nextDate(added: now, after: now)
    }

    override func nextDate(added: Date, after: Date) -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var components = dateComponents
        components.calendar = nil
        components.timeZone = nil
        return calendar.nextDate(after: after, matching: components, matchingPolicy: .nextTime)
    }
}
