import Foundation

/// An asset read from a file URL.
open class AVURLAsset: AVAsset {
    public var url: URL { storedURL! }

    public init(url URL: URL, options: [String: Any]? = nil) {
        super.init(asset: URL)
    }
}
