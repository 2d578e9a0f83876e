import Foundation
import CoreGraphics
import QuartzCore
import UIKit

/// Shows what a session's camera sees, fitted by `videoGravity` (aspect-fit by default, as on iOS).
@preconcurrency @MainActor open class AVCaptureVideoPreviewLayer: CALayer {
    open var session: AVCaptureSession? {
        didSet { sessionChanged() }
    }

    open var videoGravity: AVLayerVideoGravity = .resizeAspect {
        didSet { contentsGravity = videoGravity.contentsGravity }
    }

    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
        // An initializer's own assignment runs no observer.
        sessionChanged()
    }

    public convenience init(sessionWithNoConnection session: AVCaptureSession) { self.init(session: session) }

    public required init() {
        super.init()
        contentsGravity = .resizeAspect
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? AVCaptureVideoPreviewLayer { videoGravity = other.videoGravity }
    }

    private func sessionChanged() {
        if let session { session.attach(self) } else { show(nil) }
    }

    func show(_ image: CGImage?) { showVideoFrame(image) }
}
