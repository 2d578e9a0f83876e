import Foundation
import CoreImage

/// A `UIImage` made from a `CIImage` is rendered when it is first drawn or shown, once: this
/// keeps that bitmap (any thread may ask first).
final class CIImageRendering: @unchecked Sendable {
    private let lock = NSLock()
    private var rendered: CGImage??

    /// The bitmap of `image`'s extent, rendered the first time; nil for an empty or infinite image.
    func bitmap(of image: CIImage) -> CGImage? {
        lock.lock()
        defer { lock.unlock() }
        if let rendered { return rendered }
        let made = image.extent.isInfinite || image.extent.isEmpty ? nil : CIContext().createCGImage(image, from: image.extent)
        rendered = .some(made)
        return made
    }
}
