import Foundation
import CoreGraphics
import QuartzCore
import UIKit

/// A layer showing a player's picture, fitted by `videoGravity` (aspect-fit by default, the rest of
/// the bounds left clear, as on iOS). It holds its player, as iOS's does.
@preconcurrency @MainActor open class AVPlayerLayer: CALayer {
    open var player: AVPlayer? {
        didSet { playerChanged(from: oldValue) }
    }

    open var videoGravity: AVLayerVideoGravity = .resizeAspect {
        didSet { contentsGravity = videoGravity.contentsGravity }
    }

    /// Whether a frame of the video is showing.
    open private(set) var isReadyForDisplay = false

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
        // An initializer's own assignment runs no observer.
        playerChanged(from: nil)
    }

    public required init() {
        super.init()
        contentsGravity = .resizeAspect
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? AVPlayerLayer {
            videoGravity = other.videoGravity
            contentsGravity = other.contentsGravity
        }
    }

    /// Where in the bounds the picture is drawn.
    open var videoRect: CGRect {
        guard let image = contents as? CGImage, image.width > 0, image.height > 0 else { return .zero }
        let size = CGSize(width: image.width, height: image.height)
        switch videoGravity {
        case .resize: return bounds
        default:
            let fit = videoGravity == .resizeAspectFill ? max(bounds.width / size.width, bounds.height / size.height)
                : min(bounds.width / size.width, bounds.height / size.height)
            let w = size.width * fit, h = size.height * fit
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        }
    }

    private func playerChanged(from old: AVPlayer?) {
        old?.detach(self)
        if let player { player.attach(self) } else { show(nil) }
    }

    func show(_ image: CGImage?) {
        showVideoFrame(image)
        isReadyForDisplay = image != nil
    }
}
