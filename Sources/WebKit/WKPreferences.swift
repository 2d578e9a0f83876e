import Foundation

/// A web view's page settings: scripts, windows scripts may open, the smallest font.
@preconcurrency @MainActor open class WKPreferences: NSObject {
    /// Deprecated on iOS 14 for `WKWebpagePreferences.allowsContentJavaScript`, still read.
    open var javaScriptEnabled = true
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    open var isFraudulentWebsiteWarningEnabled = true
    open var isElementFullscreenEnabled = false
    open var isTextInteractionEnabled = true
    open var isSiteSpecificQuirksModeEnabled = true

    public override init() { super.init() }

    func copied() -> WKPreferences {
        let p = WKPreferences()
        p.javaScriptEnabled = javaScriptEnabled
        p.javaScriptCanOpenWindowsAutomatically = javaScriptCanOpenWindowsAutomatically
        p.minimumFontSize = minimumFontSize
        p.isFraudulentWebsiteWarningEnabled = isFraudulentWebsiteWarningEnabled
        p.isElementFullscreenEnabled = isElementFullscreenEnabled
        p.isTextInteractionEnabled = isTextInteractionEnabled
        return p
    }
}
