import Foundation
import UIKit

/// Takes photos from a running session: the delegate hears `willCapturePhotoFor`, then, a moment
/// later on the device's clock, `didFinishProcessingPhoto` with the frame the camera saw.
@preconcurrency @MainActor open class AVCapturePhotoOutput: AVCaptureOutput {
    public override init() { super.init() }

    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {
        guard let session, session.isRunning, let frame = session.currentFrame() else {
            avLog.error("AVCapturePhotoOutput: capturePhoto with no running session with a camera")
            return
        }
        delegate.photoOutput(self, willCapturePhotoFor: settings)
        let photo = AVCapturePhoto(image: frame, timestamp: session.environment.clock.now, settings: settings)
        // A shutter's processing takes a moment, as on iOS.
        session.environment.scheduleSystemWork(after: 0.1, ambient: false) { [weak self, weak delegate] in
            guard let self else { return }
            delegate?.photoOutput(self, didFinishProcessingPhoto: photo, error: nil)
        }
    }
}
