import Foundation

/// One navigation of a web view, from its start to its end: the object each navigation delegate
/// call about it is given.
@preconcurrency @MainActor open class WKNavigation: NSObject {
    /// The layout the page was loaded for.
    open internal(set) var effectiveContentMode: WKContentMode = .mobile
}
