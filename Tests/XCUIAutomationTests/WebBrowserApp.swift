import UIKit
import WebKit

/// A small browser as iOS books build one: a navigation controller whose screen is a web view,
/// its title the page's, showing two pages of the app's own.
final class WebBrowserAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: BrowserViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

final class BrowserViewController: UIViewController, WKNavigationDelegate {
    var webView: WKWebView!
    static let folder: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("browser-pages-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let style = "<meta name='viewport' content='width=device-width'><style>body{font-family:-apple-system;font-size:20px;margin:16px}</style>"
        try? "<html><head>\(style)<title>Apples</title></head><body><h1>Apples</h1><p>Red and round.</p><a href='pears.html'>Pears</a><p><input type='text' placeholder='Your name'> <button onclick=\"document.getElementById('out').textContent='Hello, '+document.querySelector('input').value\">Greet</button></p><p id='out'></p></body></html>"
            .write(to: dir.appendingPathComponent("apples.html"), atomically: true, encoding: .utf8)
        try? "<html><head>\(style)<title>Pears</title></head><body><h1>Pears</h1><p>Green and sweet.</p></body></html>"
            .write(to: dir.appendingPathComponent("pears.html"), atomically: true, encoding: .utf8)
        return dir
    }()

    override func loadView() {
        webView = WKWebView()
        webView.navigationDelegate = self
        webView.accessibilityIdentifier = "browser"
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let page = Self.folder.appendingPathComponent("apples.html")
        webView.loadFileURL(page, allowingReadAccessTo: Self.folder)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        title = webView.title
    }
}
