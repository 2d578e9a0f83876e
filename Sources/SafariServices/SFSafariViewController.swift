import Foundation
import UIKit
import WebKit

/// Safari inside the app, as iOS shows it: a bar with Done and the page's domain, the page (on
/// OpenUIKit's web engine), and a toolbar with back, forward, share and open in Safari. It opens
/// http and https pages only; a Simulator's device has no network, so there it shows Safari's
/// "not connected" page, as an iPhone in airplane mode does.
@preconcurrency @MainActor open class SFSafariViewController: UIViewController {
    /// How the Safari view starts: in Reader, or with bars that collapse as the page scrolls.
    public final class Configuration: NSObject {
        public var entersReaderIfAvailable = false
        public var barCollapsingEnabled = true
        public override init() { super.init() }
    }

    /// The title of the button that closes the Safari view.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    open weak var delegate: SFSafariViewControllerDelegate?
    public let configuration: Configuration
    open var preferredBarTintColor: UIColor? { didSet { if isViewLoaded { applyColors() } } }
    open var preferredControlTintColor: UIColor? { didSet { if isViewLoaded { applyColors() } } }
    open var dismissButtonStyle: DismissButtonStyle = .done { didSet { if isViewLoaded { doneButton.setTitle(dismissTitle, for: .normal) } } }

    let initialURL: URL
    let webView = WKWebView(frame: .zero)
    let topBar = UIView()
    let doneButton = UIButton(type: .system)
    let addressLabel = UILabel()
    let toolbar = UIToolbar()
    private var loadedOnce = false
    private var backItem: UIBarButtonItem!
    private var forwardItem: UIBarButtonItem!
    private var observers: [NSKeyValueObservation] = []

    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        if !["http", "https"].contains(URL.scheme?.lowercased() ?? "") {
            UIKitRuntime.fail("The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported.")
        }
    }

    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }

    @available(iOS, deprecated: 11.0, message: "Use init(url:configuration:) instead.")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let c = Configuration()
        c.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: c)
    }

    public required init?(coder: NSCoder) { fatalError("SFSafariViewController is made in code, with a URL") }

    private var dismissTitle: String {
        switch dismissButtonStyle {
        case .done: "Done"
        case .close: "Close"
        case .cancel: "Cancel"
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        webView.navigationDelegate = self
        view.addSubview(webView)
        topBar.backgroundColor = .secondarySystemBackground
        view.addSubview(topBar)
        doneButton.setTitle(dismissTitle, for: .normal)
        doneButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        doneButton.addTarget(self, action: SFSafariViewController.doneTapped, for: .primaryActionTriggered)
        topBar.addSubview(doneButton)
        addressLabel.font = .systemFont(ofSize: 13)
        addressLabel.textColor = .secondaryLabel
        addressLabel.textAlignment = .center
        addressLabel.text = Self.domain(of: initialURL)
        topBar.addSubview(addressLabel)
        backItem = UIBarButtonItem(image: UIImage(systemName: "chevron.backward"), style: .plain, target: self, action: SFSafariViewController.goBack)
        forwardItem = UIBarButtonItem(image: UIImage(systemName: "chevron.forward"), style: .plain, target: self, action: SFSafariViewController.goForward)
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: SFSafariViewController.share)
        let safari = UIBarButtonItem(image: UIImage(systemName: "safari"), style: .plain, target: self, action: SFSafariViewController.openInSafari)
        let space = { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
        toolbar.items = [backItem, space(), forwardItem, space(), share, space(), safari]
        view.addSubview(toolbar)
        updateButtons()
        applyColors()
        observers = [webView.observe(\.canGoBack) { [weak self] _, _ in self?.updateButtons() },
                     webView.observe(\.canGoForward) { [weak self] _, _ in self?.updateButtons() },
                     webView.observe(\.url) { [weak self] web, _ in self?.addressLabel.text = web.url.flatMap(Self.domain(of:)) ?? self?.addressLabel.text }]
        webView.load(URLRequest(url: initialURL))
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, safe = view.safeAreaInsets
        topBar.frame = CGRect(x: 0, y: 0, width: b.width, height: safe.top + 44)
        doneButton.sizeToFit()
        doneButton.frame = CGRect(x: 16 + safe.left, y: safe.top, width: doneButton.bounds.width, height: 44)
        addressLabel.frame = CGRect(x: doneButton.frame.maxX + 8, y: safe.top, width: b.width - 2 * (doneButton.frame.maxX + 8), height: 44)
        let toolbarHeight: CGFloat = 44 + safe.bottom
        toolbar.frame = CGRect(x: 0, y: b.height - toolbarHeight, width: b.width, height: toolbarHeight)
        webView.frame = CGRect(x: 0, y: topBar.frame.maxY, width: b.width, height: toolbar.frame.minY - topBar.frame.maxY)
    }

    private func applyColors() {
        topBar.backgroundColor = preferredBarTintColor ?? .secondarySystemBackground
        toolbar.barTintColor = preferredBarTintColor
        let tint = preferredControlTintColor ?? .systemBlue
        doneButton.tintColor = tint
        toolbar.tintColor = tint
    }

    private func updateButtons() {
        backItem?.isEnabled = webView.canGoBack
        forwardItem?.isEnabled = webView.canGoForward
    }

    static func domain(of url: URL) -> String? {
        guard let host = url.host else { return nil }
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }

    // MARK: Actions

    private func doneTapped() {
        presentingViewController?.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.safariViewControllerDidFinish(self)
        }
    }

    private func goBack() { webView.goBack() }
    private func goForward() { webView.goForward() }

    private func share() {
        let url = webView.url ?? initialURL
        let activities = delegate?.safariViewController(self, activityItemsFor: url, title: webView.title) ?? []
        let sheet = UIActivityViewController(activityItems: [url], applicationActivities: activities)
        present(sheet, animated: true)
    }

    private func openInSafari() { UIApplication.shared.open(webView.url ?? initialURL) }

    // MARK: Loading

    func initialLoadEnded(_ succeeded: Bool) {
        guard !loadedOnce else { return }
        loadedOnce = true
        delegate?.safariViewController(self, didCompleteInitialLoad: succeeded)
    }

    /// Safari's page for a load that failed (no network).
    func showFailure(_ error: Error) {
        let offline = (error as NSError).code == NSURLErrorNotConnectedToInternet
        let message = offline ? "Safari cannot open the page because your iPhone is not connected to the internet."
                              : "Safari cannot open the page because the server cannot be found."
        let html = """
        <html><head><meta name="viewport" content="width=device-width"><style>
        body { font-family: -apple-system; background: #fff; color: #8e8e93; text-align: center; margin: 0; padding: 38% 32px 0; }
        h1 { font-size: 22px; font-weight: 600; color: #3c3c43; margin-bottom: 10px; } p { font-size: 15px; line-height: 1.4; }
        </style></head><body><h1>Safari Cannot Open the Page</h1><p>\(message)</p></body></html>
        """
        webView.loadHTMLString(html, baseURL: nil)
    }
}

extension SFSafariViewController: WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        if webView.url?.scheme?.hasPrefix("http") == true { initialLoadEnded(true) }
    }

    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        initialLoadEnded(false)
        showFailure(error)
    }

    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        initialLoadEnded(false)
    }
}
