/// The orientation of the app's user interface (landscape is mirrored relative to the device's).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// The interface's orientation for the device's: landscape mirrored, face up or down as portrait.
    init(_ device: UIDeviceOrientation) {
        switch device {
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: self = .portrait
        }
    }
}
