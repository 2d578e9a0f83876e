/// How alerts are shown: not at all, as banners, or as alerts that stay.
public enum UNAlertStyle: Int, Sendable {
    case none = 0, banner, alert
}
