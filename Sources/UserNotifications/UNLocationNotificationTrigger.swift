import Foundation
import CoreLocation

/// Delivers a notification when the device enters or leaves a region (as the region's
/// `notifyOnEntry` and `notifyOnExit` say); the app needs location permission.
open class UNLocationNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let region: CLRegion

    public init(region: CLRegion, repeats: Bool) {
        self.region = region
        super.init(repeats: repeats)
    }
}
