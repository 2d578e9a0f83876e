import Foundation

/// Where a capture session's media comes from.
@preconcurrency @MainActor open class AVCaptureInput: NSObject {}
