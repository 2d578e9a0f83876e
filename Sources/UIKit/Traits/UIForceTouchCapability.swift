import Foundation

/// Whether the device measures how hard a touch presses (3D Touch).
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0, unavailable, available
}

extension UITraitCollection {
    /// No device here has 3D Touch, as no iPhone since the 11 has.
    public var forceTouchCapability: UIForceTouchCapability { .unavailable }
}
