import Foundation
import UIKit

/// A web page in a view, on a real engine (WebKitGTK, in a process of its own as on iOS). The
/// engine draws the page at the device's scale; its pixels become the view's content, composited
/// like any layer. A tap clicks, the keyboard types into the page's fields, a drag scrolls it
/// (`scrollView` follows the page), and the navigation and UI delegates hear what iOS tells them,
/// in iOS's order. On a Simulator's virtual clock the engine's work is done within the turn it
/// starts in (a load finishes before the next frame), and the device has no network: an http(s)
/// page fails with iOS's "offline" error.
@preconcurrency @MainActor open class WKWebView: UIView {
    /// A copy of the configuration the view was made with (its content controller is shared).
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    /// Whether an edge swipe goes back (and forward) through the history.
    open var allowsBackForwardNavigationGestures = false {
        didSet { backSwipe?.isEnabled = allowsBackForwardNavigationGestures }
    }
    open var allowsLinkPreview = true
    open var isInspectable = false
    /// A user agent instead of the engine's (with the configuration's application name).
    open var customUserAgent: String?
    /// The page's zoom: 1 is the size its viewport asks for.
    open var pageZoom: CGFloat = 1 {
        didSet { if pageZoom != oldValue { applyZoom() } }
    }
    open var underPageBackgroundColor: UIColor! = .systemBackground

    /// The page's title, as its `<title>` says (observable, as on iOS).
    open internal(set) var title: String?
    /// The page's URL (observable).
    open internal(set) var url: URL?
    /// Whether a navigation is under way (observable).
    open internal(set) var isLoading = false
    /// How much of the navigation has loaded, 0.1 when it starts to 1 when it ends (observable).
    open internal(set) var estimatedProgress: Double = 0
    open internal(set) var canGoBack = false
    open internal(set) var canGoForward = false
    open internal(set) var hasOnlySecureContent = false
    open private(set) lazy var backForwardList = WKBackForwardList(webView: self)

    /// The view that scrolls the page: its content size is the document's, its offset the page's scroll position.
    open var scrollView: UIScrollView { pageScroller }

    let device: UIKitEnvironment
    let pageScroller = WebScrollView()
    /// Shows the engine's latest picture of the visible page.
    let pageImage = UIView()
    var page: WebPage?
    var backSwipe: UIScreenEdgePanGestureRecognizer?
    /// The navigation under way, given to each delegate call about it.
    var navigation: WKNavigation?
    var navigationFailed = false
    /// What the page's viewport asks for: CSS pixels across (nil: a desktop page's 980).
    var viewportWidth: CGFloat?
    var needsSnapshot = false
    var snapshotInFlight = false
    var lastSnapshotTime: CFTimeInterval = -.infinity
    var pageSize: (width: Int, height: Int) = (0, 0)
    var zoom: Double = 0
    /// The page's own elements for accessibility (links, buttons, text, fields), read after each change.
    var pageElements: [UIAccessibilityElement] = []
    /// The scroll position the engine was last asked for, in points.
    var requestedScroll: CGPoint = .zero
    var mirroringScroll = false
    /// The page's field that has the keyboard (its input type), if any.
    var focusedField: String?
    /// Inputs sent to the current document (releases of a pointer or key), and whether the view
    /// waits for the page to have handled them all.
    var inputsSent = 0
    var inputBarrier = false
    var inputPollInFlight = false

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration.copy() as! WKWebViewConfiguration
        device = UIKitEnvironment.current
        super.init(frame: frame)
        setUp()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// From a storyboard's `wkWebView` (and its configuration), or an old `webView` (UIWebView's).
    public required init?(coder: NSCoder) {
        let c = WKWebViewConfiguration()
        if let stored = coder.decodeObject(forKey: "configuration") as? NSCoder {
            c.allowsInlineMediaPlayback = stored.decodeBool(forKey: "allowsInlineMediaPlayback")
            if stored.containsValue(forKey: "applicationNameForUserAgent") {
                c.applicationNameForUserAgent = stored.decodeObject(forKey: "applicationNameForUserAgent") as? String
            }
        }
        configuration = c
        device = UIKitEnvironment.current
        super.init(coder: coder)
        allowsBackForwardNavigationGestures = coder.decodeBool(forKey: "allowsBackForwardNavigationGestures")
        if let agent = coder.decodeObject(forKey: "customUserAgent") as? String, !agent.isEmpty { customUserAgent = agent }
        allowsLinkPreview = !coder.containsValue(forKey: "allowsLinkPreview") || coder.decodeBool(forKey: "allowsLinkPreview")
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        pageScroller.frame = bounds
        pageScroller.webView = self
        pageScroller.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The page keeps to the safe area (below the status bar and bars, above the home
        // indicator), as a page without `viewport-fit=cover` does on iOS: the web view sets the insets.
        pageScroller.contentInsetAdjustmentBehavior = .never
        addSubview(pageScroller)
        pageImage.isUserInteractionEnabled = true
        pageScroller.addSubview(pageImage)
        let tap = UITapGestureRecognizer(target: self, action: WKWebView.tapped)
        pageImage.addGestureRecognizer(tap)
        let swipe = UIScreenEdgePanGestureRecognizer(target: self, action: WKWebView.edgeSwiped)
        swipe.edges = .left
        swipe.isEnabled = allowsBackForwardNavigationGestures
        addGestureRecognizer(swipe)
        backSwipe = swipe
        WebViews.on(device).add(self)
    }

    // MARK: The page

    /// The engine's page, made on first use at the view's size (nil when the engine cannot run).
    func ensurePage() -> WebPage? {
        if let page { return page }
        guard WebEngine.start(offline: !device.isLive) else { return nil }
        let (w, h) = pixelSize
        let made: WebPage?
        if let opener = configuration.opener?.ensurePage() {
            made = WebPage(relatedTo: opener, width: w, height: h)
        } else {
            made = WebPage(width: w, height: h, configuration: configuration, userAgent: customUserAgent)
            if let made { configuration.userContentController.attach(made) }
        }
        guard let made else { return nil }
        made.owner = self
        let fonts = WebFonts.families
        made.setFonts(serif: fonts.serif, sans: fonts.sans, mono: fonts.mono, size: 16)
        if configuration.opener == nil {
            made.addStyleSheet(WebFonts.systemFontFaces)
            made.addBuiltInScript(Self.inputCounter)
        }
        page = made
        pageSize = (w, h)
        applyZoom()
        return made
    }

    var scale: CGFloat { max(1, traitCollection.displayScale) }

    /// Where the page shows: the view less what bars and the status bar cover (the scroll view's
    /// adjusted insets), as iOS keeps a page below the bars at rest.
    var pageFrame: CGRect { bounds.inset(by: pageScroller.adjustedContentInset) }

    /// The page's size in the engine's pixels: where it shows, at the device's scale.
    var pixelSize: (Int, Int) {
        let f = pageFrame
        return (max(1, Int((f.width * scale).rounded())), max(1, Int((f.height * scale).rounded())))
    }

    /// CSS pixels to points: a page laid out at its viewport's width, fitted to the view, times `pageZoom`.
    var cssScale: CGFloat {
        let layoutWidth = viewportWidth ?? 980
        let width = pageFrame.width
        return width > 0 ? width / layoutWidth * pageZoom : pageZoom
    }

    func applyZoom() {
        guard let page else { return }
        let z = Double(cssScale * scale)
        if abs(z - zoom) > 1e-6 {
            zoom = z
            page.setZoom(z)
            setNeedsSnapshot()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pageScroller.frame = bounds
        let insets = safeAreaInsets
        if pageScroller.contentInset != insets {
            mirroringScroll = true
            pageScroller.contentInset = insets
            pageScroller.contentOffset = CGPoint(x: requestedScroll.x - insets.left, y: requestedScroll.y - insets.top)
            mirroringScroll = false
        }
        if pageImage.layer.contents == nil { pageImage.frame = CGRect(origin: requestedScroll, size: pageFrame.size) }
        guard let page else { return }
        let (w, h) = pixelSize
        if (w, h) != pageSize {
            pageSize = (w, h)
            page.resize(width: w, height: h)
            applyZoom()
            setNeedsSnapshot()
        }
    }

    /// The page's links, buttons, text and fields (accessibility and UI tests see them inside the web view).
    open override var accessibilityElements: [Any]? {
        get { pageElements }
        set {}
    }

    open override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }

    /// Interface Builder's outlets of a web view: a `wkWebView`'s `navigationDelegate` and
    /// `UIDelegate`, and an old `webView`'s (UIWebView's) `delegate`, which is the navigation delegate.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "navigationDelegate", "delegate": navigationDelegate = value as? WKNavigationDelegate
        case "UIDelegate", "uiDelegate": uiDelegate = value as? WKUIDelegate
        default: super.setValue(value, forKey: key)
        }
    }

    /// The keyboard is the page's while one of its fields has the focus.
    open override var canBecomeFirstResponder: Bool { focusedField != nil }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, page != nil { applyZoom() }
    }

    // MARK: Loading

    /// Loads a request: a file URL, `about:` or `data:`, or http(s) (which fails, offline, on a Simulator).
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url, let page = ensurePage() else { return nil }
        return startNavigation { page.load(uri: url.absoluteString) }
    }

    /// Loads a page from a string; relative links resolve against `baseURL`.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        guard let page = ensurePage() else { return nil }
        return startNavigation { page.load(html: string, base: baseURL?.absoluteString) }
    }

    /// Loads a file URL; the page may read files under `readAccessURL`.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        load(URLRequest(url: URL))
    }

    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        guard let page = ensurePage() else { return nil }
        return startNavigation { page.load(data: data, mimeType: MIMEType, encoding: characterEncodingName, base: baseURL.absoluteString) }
    }

    @discardableResult
    open func goBack() -> WKNavigation? {
        guard canGoBack, let page else { return nil }
        return startNavigation { page.goBack() }
    }

    @discardableResult
    open func goForward() -> WKNavigation? {
        guard canGoForward, let page else { return nil }
        return startNavigation { page.goForward() }
    }

    @discardableResult
    open func go(to item: WKBackForwardListItem) -> WKNavigation? {
        guard let page else { return nil }
        let offsets = (-page.historyCount(back: true)...page.historyCount(back: false))
        guard let offset = offsets.first(where: { backForwardList.item(at: $0)?.url == item.url && $0 != 0 }) else { return nil }
        return startNavigation { page.go(to: offset) }
    }

    @discardableResult
    open func reload() -> WKNavigation? {
        guard let page, url != nil else { return nil }
        return startNavigation { page.reload() }
    }

    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    open func stopLoading() { page?.stop() }

    /// A new navigation object for the load `start` begins; the engine's events about it name it.
    private func startNavigation(_ start: () -> Void) -> WKNavigation {
        let n = WKNavigation()
        navigation = n
        navigationFailed = false
        loadEnded()
        loadBegins()
        start()
        return n
    }

    /// Whether a load asked for has not yet ended (the engine counts it under way), and since when.
    var awaitingLoad = false
    var awaitingLoadSince = Date()

    /// A load is under way: the device waits for the engine until it ends.
    func loadBegins() {
        if !awaitingLoad { WebEngine.begin(self) }
        awaitingLoad = true
        awaitingLoadSince = Date()
    }

    /// The load is over (finished, failed, or cancelled before it began): the engine is no longer waited for.
    func loadEnded() {
        if awaitingLoad {
            awaitingLoad = false
            WebEngine.end(self)
        }
    }

    /// The engine draws the page again before the next frame.
    func setNeedsSnapshot() {
        needsSnapshot = true
    }
}
