#if canImport(UIKit)
import UIKit

/// Decoded images by URL, kept in memory.
public final class ImageCache {
    public static let shared = ImageCache()
    private let cache = NSCache<NSURL, UIImage>()

    public func image(for url: URL) -> UIImage? { cache.object(forKey: url as NSURL) }
    public func store(_ image: UIImage, for url: URL) { cache.setObject(image, forKey: url as NSURL) }
    public func removeAll() { cache.removeAllObjects() }
}
#endif
