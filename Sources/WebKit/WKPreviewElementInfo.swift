import Foundation

/// What a 3D Touch peek on a page touched (iOS 10 to 12; no device here has 3D Touch): the link's URL.
@preconcurrency @MainActor open class WKPreviewElementInfo: NSObject {
    open internal(set) var linkURL: URL?

    init(linkURL: URL?) { self.linkURL = linkURL }
}
