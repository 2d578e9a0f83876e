import Foundation

/// Web content processes to share between web views (deprecated on iOS 15, where every web view
/// shares one pool; so do OpenUIKit's).
@preconcurrency @MainActor open class WKProcessPool: NSObject {
    public override init() { super.init() }
}
