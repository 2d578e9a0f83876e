import Foundation

/// The sound a notification plays: the default one, or a file in the app's bundle.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound file's name; nil for the system's default sound.
    public let named: UNNotificationSoundName?
    public let isCritical: Bool

    init(named: UNNotificationSoundName?, critical: Bool = false) {
        self.named = named
        isCritical = critical
    }

    open class var `default`: UNNotificationSound { UNNotificationSound(named: nil) }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(named: nil, critical: true) }
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(named: nil) }
    public convenience init(named name: UNNotificationSoundName) { self.init(named: name, critical: false) }
    open class func soundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(named: name) }
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { UNNotificationSound(named: name, critical: true) }
}
