import Foundation

/// Animated images: frames shown in turn by an image view.
extension UIImage {
    /// An image whose frames an image view shows in turn, `duration` seconds a pass; it draws as its
    /// first frame. Nil for no frames.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = first.cgImage.map { UIImage(cgImage: $0, scale: first.scale, orientation: first.imageOrientation) } ?? UIImage()
        image.images = images
        image.duration = duration
        return image
    }

    /// The frames `name0`, `name1`, … (up to `name1024`, stopping at the first missing), as
    /// `animatedImage(with:duration:)`.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for i in 0...1024 {
            guard let frame = UIImage(named: "\(name)\(i)") else {
                if i == 0 { continue }  // iOS accepts a sequence starting at 1
                break
            }
            frames.append(frame)
        }
        if frames.isEmpty { uikitLog.error("UIImage.animatedImageNamed: no images named \(name)0, \(name)1, …") }
        return animatedImage(with: frames, duration: duration)
    }
}
