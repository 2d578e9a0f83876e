import Foundation
import CoreGraphics
import UIKit

/// A photo the camera took: the frame it saw.
@preconcurrency @MainActor open class AVCapturePhoto: NSObject {
    let image: CGImage
    public let timestamp: CMTime
    public let resolvedSettings: AVCapturePhotoSettings

    init(image: CGImage, timestamp: TimeInterval, settings: AVCapturePhotoSettings) {
        self.image = image
        self.timestamp = CMTime(seconds: timestamp, preferredTimescale: 1_000_000)
        resolvedSettings = settings
        super.init()
    }

    /// The photo as a JPEG file's bytes (`UIImage(data:)` reads them).
    open func fileDataRepresentation() -> Data? { UIImage(cgImage: image).jpegData(compressionQuality: 0.9) }
    open func cgImageRepresentation() -> CGImage? { image }
}
