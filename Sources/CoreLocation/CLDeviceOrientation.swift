/// Which way the device is held, for the heading (`headingOrientation`).
public enum CLDeviceOrientation: Int32, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}
