/// Whether one kind of presentation (alerts, sounds, badges …) is on.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled, enabled
}
