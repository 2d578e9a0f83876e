/// What the user allowed the app of their photo library.
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
    /// Only the photos the user chose (iOS 14).
    case limited
}
