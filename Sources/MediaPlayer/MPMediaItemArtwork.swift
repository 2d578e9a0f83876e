import Foundation
import UIKit

/// Cover art for the now-playing info: an image at the size asked for.
@preconcurrency @MainActor open class MPMediaItemArtwork: NSObject {
    public let bounds: CGRect
    private let handler: (CGSize) -> UIImage

    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        handler = requestHandler
        super.init()
    }

    open func image(at size: CGSize) -> UIImage? { handler(size) }
}
