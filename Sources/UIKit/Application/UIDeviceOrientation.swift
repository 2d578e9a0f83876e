/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// An orientation the interface can take (not face up, face down or unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The device's orientation that shows the interface upright in `interface` (landscape mirrored).
    init(_ interface: UIInterfaceOrientation) {
        switch interface {
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .portrait: self = .portrait
        case .unknown: self = .unknown
        }
    }
}
