import Foundation
import Synchronization

/// The current device's language and region, readable from any thread (`Locale.preferredLanguages`
/// and `NSLocalizedString` are called from any thread); the device publishes them when it becomes
/// current and when they change.
enum CurrentLocale {
    private static let value = Mutex(DeviceLocale())
    static var settings: DeviceLocale {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
