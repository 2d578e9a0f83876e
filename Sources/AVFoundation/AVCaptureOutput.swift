import Foundation

/// Where a capture session's media goes.
@preconcurrency @MainActor open class AVCaptureOutput: NSObject {
    /// The session it was added to.
    weak var session: AVCaptureSession?
}
