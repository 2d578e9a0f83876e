import CoreGraphics
import QuartzCore

extension CALayer {
    /// A video frame as the layer's contents, at once: without the implicit fade a changed
    /// `contents` would have (player and preview layers).
    func showVideoFrame(_ image: CGImage?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        contents = image
        CATransaction.commit()
    }
}
