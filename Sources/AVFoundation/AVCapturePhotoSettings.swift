import Foundation

/// How a photo is taken (its format; the flash is accepted and has nothing to light).
@preconcurrency @MainActor open class AVCapturePhotoSettings: NSObject {
    public enum FlashMode: Int, Sendable { case off, on, auto }
    open var flashMode: FlashMode = .off
    public let uniqueID: Int64
    private static var taken: Int64 = 0

    public override init() {
        Self.taken += 1
        uniqueID = Self.taken
        super.init()
    }

    public convenience init(format: [String: Any]?) { self.init() }
}
