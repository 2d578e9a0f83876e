import Foundation

/// Where pages keep cookies and storage. OpenUIKit's web views keep them in memory for the life of
/// the process, as a non-persistent store does; `default()` is that store too.
@preconcurrency @MainActor open class WKWebsiteDataStore: NSObject {
    open private(set) var isPersistent: Bool

    init(persistent: Bool) { isPersistent = persistent }

    private static let shared = WKWebsiteDataStore(persistent: true)

    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
}
