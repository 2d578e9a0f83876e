/// When a notification's text shows on the lock screen.
public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0, whenAuthenticated, never
}
