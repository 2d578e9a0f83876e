import Foundation

/// What a long press on a page touched, for the UI delegate's context menu: the link's URL.
@preconcurrency @MainActor open class WKContextMenuElementInfo: NSObject {
    open internal(set) var linkURL: URL?

    init(linkURL: URL?) { self.linkURL = linkURL }
}
