import Foundation

/// The device's language and region, as Settings › General › Language & Region sets them. iOS
/// relaunches an app when the language changes; a running app sees the new values the next time it
/// asks (`Locale.preferredLanguages`, `NSLocalizedString`, `Bundle.preferredLocalizations`), and
/// `NSLocale.currentLocaleDidChangeNotification` is posted.
extension UIKitEnvironment {
    /// Sets the device's languages (most preferred first) and region.
    package func setLocale(_ settings: DeviceLocale) {
        guard settings != locale else { return }
        locale = settings
        if UIKitEnvironment.current === self { CurrentLocale.settings = settings }
        NotificationCenter.default.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    }
}
