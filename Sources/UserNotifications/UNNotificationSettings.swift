import Foundation

/// The notification settings the user has for the app, as Settings shows them.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public let soundSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting
    public let alertSetting: UNNotificationSetting
    public let notificationCenterSetting: UNNotificationSetting
    public let lockScreenSetting: UNNotificationSetting
    public let carPlaySetting: UNNotificationSetting
    public let criticalAlertSetting: UNNotificationSetting
    public let announcementSetting: UNNotificationSetting
    public let timeSensitiveSetting: UNNotificationSetting
    public let scheduledDeliverySetting: UNNotificationSetting
    public let directMessagesSetting: UNNotificationSetting
    public let alertStyle: UNAlertStyle
    public let showPreviewsSetting: UNShowPreviewsSetting
    public let providesAppNotificationSettings: Bool

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let on = status == .authorized || status == .provisional || status == .ephemeral
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            status == .notDetermined ? .notSupported : (on && options.contains(option) ? .enabled : .disabled)
        }
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        alertSetting = setting(.alert)
        notificationCenterSetting = status == .notDetermined ? .notSupported : (on ? .enabled : .disabled)
        lockScreenSetting = notificationCenterSetting
        carPlaySetting = setting(.carPlay)
        criticalAlertSetting = setting(.criticalAlert)
        announcementSetting = .notSupported
        timeSensitiveSetting = .notSupported
        scheduledDeliverySetting = .disabled
        directMessagesSetting = .notSupported
        alertStyle = on && options.contains(.alert) && status != .provisional ? .banner : .none
        showPreviewsSetting = .always
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
    }
}
