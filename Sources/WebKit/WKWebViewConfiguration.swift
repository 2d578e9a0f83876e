import Foundation

/// How a web view is made: its content controller (scripts and message handlers), preferences,
/// data store and media settings. A web view keeps a copy; the content controller is shared.
@preconcurrency @MainActor open class WKWebViewConfiguration: NSObject, NSCopying {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var processPool = WKProcessPool()
    open var applicationNameForUserAgent: String? = "Mobile/15E148"
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var suppressesIncrementalRendering = false
    open var ignoresViewportScaleLimits = false
    open var limitsNavigationsToAppBoundDomains = false
    open var upgradeKnownHostsToHTTPS = true
    /// The page a new window is made from (WKUIDelegate's createWebViewWith), which WebKit relates it to.
    weak var opener: WKWebView?

    public override init() { super.init() }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var made: WKWebViewConfiguration?
        MainActor.assumeIsolated { made = copied() }
        return made!
    }

    private func copied() -> WKWebViewConfiguration {
        do {
            let c = WKWebViewConfiguration()
            c.userContentController = userContentController
            c.preferences = preferences.copied()
            c.defaultWebpagePreferences = defaultWebpagePreferences.copied()
            c.websiteDataStore = websiteDataStore
            c.processPool = processPool
            c.applicationNameForUserAgent = applicationNameForUserAgent
            c.allowsInlineMediaPlayback = allowsInlineMediaPlayback
            c.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
            c.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
            c.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
            c.dataDetectorTypes = dataDetectorTypes
            c.suppressesIncrementalRendering = suppressesIncrementalRendering
            c.ignoresViewportScaleLimits = ignoresViewportScaleLimits
            c.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
            c.upgradeKnownHostsToHTTPS = upgradeKnownHostsToHTTPS
            c.opener = opener
            return c
        }
    }
}
