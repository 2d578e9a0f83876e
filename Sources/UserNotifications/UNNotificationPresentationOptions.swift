/// How a notification that arrives while the app is in front is shown (the delegate's answer).
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    @available(iOS, deprecated: 14.0, message: "Use -list and -banner instead.")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Kept in the Notification Centre.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Shown as a banner at the top of the screen.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
