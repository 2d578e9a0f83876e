import Foundation

/// Per-navigation page settings: whether the page's scripts run, and which layout it gets.
@preconcurrency @MainActor open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
    open var preferredContentMode: WKContentMode = .recommended

    public override init() { super.init() }

    func copied() -> WKWebpagePreferences {
        let p = WKWebpagePreferences()
        p.allowsContentJavaScript = allowsContentJavaScript
        p.preferredContentMode = preferredContentMode
        return p
    }
}
