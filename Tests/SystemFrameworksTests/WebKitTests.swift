import Foundation
import Testing
import UIKit
import UIKitTesting
import WebKit

// A web view as iOS books use one: a bundled page, a link, a script's alert, a message to the app,
// scripts the app runs, a page that cannot load offline. The engine is WebKitGTK, off screen.

@MainActor @Suite struct WebKitTests {
    /// Hears everything a web view says, in order.
    final class Listener: NSObject, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler {
        var events: [String] = []
        var messages: [Any] = []
        var alertCompletion: (() -> Void)?
        var errors: [NSError] = []
        var titlesAtFinish: [String] = []

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            events.append("action \(navigationAction.request.url?.lastPathComponent ?? "?") \(navigationAction.navigationType)")
            decisionHandler(.allow)
        }
        func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                     decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) {
            events.append("response \(navigationResponse.response.url?.lastPathComponent ?? "?")")
            decisionHandler(.allow)
        }
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { events.append("start") }
        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { events.append("commit") }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            events.append("finish")
            titlesAtFinish.append(webView.title ?? "nil")
        }
        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
            events.append("fail provisional")
            errors.append(error as NSError)
        }
        func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                     completionHandler: @escaping () -> Void) {
            events.append("alert \(message)")
            alertCompletion = completionHandler
        }
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
            events.append("message \(message.name)")
            messages.append(message.body)
        }
    }

    /// A screen that is a web view, as `loadView` makes one.
    final class WebController: UIViewController {
        var webView: WKWebView!
        let listener = Listener()
        override func loadView() {
            let configuration = WKWebViewConfiguration()
            configuration.userContentController.add(listener, name: "fruit")
            webView = WKWebView(frame: .zero, configuration: configuration)
            webView.navigationDelegate = listener
            webView.uiDelegate = listener
            view = webView
        }
    }

    func page(_ name: String) throws -> URL { try fixtureURL("web/\(name)") }

    func near(_ c: RGBA, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(Int(c.r) - r) <= 3 && abs(Int(c.g) - g) <= 3 && abs(Int(c.b) - b) <= 3
    }

    /// Loads index.html in a fresh web view; the page's top is at the status bar's bottom.
    func loaded() throws -> (Simulator, WebController) {
        let sim = Simulator(device: .iPhone15)
        let screen = WebController()
        sim.rootViewController = screen
        let url = try page("index.html")
        screen.webView.loadFileURL(url, allowingReadAccessTo: url.deletingLastPathComponent())
        sim.settle()
        return (sim, screen)
    }

    @Test func aBundledPageShowsItsPixelsAndTheDelegateHearsEachStepInOrder() throws {
        let (sim, screen) = try loaded()
        let web = screen.webView!
        #expect(web.title == "Fruit" && web.url?.lastPathComponent == "index.html")
        #expect(!web.isLoading && web.estimatedProgress == 1 && !web.canGoBack)
        #expect(screen.listener.events == ["action index.html other", "start", "response index.html", "commit", "finish"])
        #expect(screen.listener.titlesAtFinish == ["Fruit"], "the delegate reads the title when the page has finished")
        let top = web.safeAreaInsets.top
        #expect(top > 40, "the page starts below the status bar")
        // The red box: 20…120 across, 80…180 down the page.
        #expect(near(sim.color(at: CGPoint(x: 70, y: top + 130)), 255, 0, 0), "\(sim.color(at: CGPoint(x: 70, y: top + 130)))")
        #expect(near(sim.color(at: CGPoint(x: 200, y: top + 130)), 255, 255, 255))
        #expect(web.scrollView.contentSize.width == web.bounds.width, "a page for phones is as wide as the view")
    }

    @Test func aLinkTapNavigatesAndTheBackSwipeReturns() throws {
        let (sim, screen) = try loaded()
        let web = screen.webView!
        web.allowsBackForwardNavigationGestures = true
        screen.listener.events = []
        let top = web.safeAreaInsets.top
        sim.tap(at: CGPoint(x: 40, y: top + 212))
        sim.settle()
        #expect(web.url?.lastPathComponent == "second.html" && web.title == "Pears")
        #expect(screen.listener.events.first == "action second.html linkActivated", "\(screen.listener.events)")
        #expect(Array(screen.listener.events.drop { !$0.hasPrefix("start") }.prefix(4)) == ["start", "response second.html", "commit", "finish"]
                || screen.listener.events.contains("finish"), "\(screen.listener.events)")
        #expect(web.canGoBack && web.backForwardList.backItem?.url.lastPathComponent == "index.html")
        #expect(near(sim.color(at: CGPoint(x: 70, y: top + 130)), 0, 160, 0), "the second page's green box")

        sim.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        sim.settle()
        #expect(web.url?.lastPathComponent == "index.html" && web.canGoForward)
        #expect(near(sim.color(at: CGPoint(x: 70, y: top + 130)), 255, 0, 0))
    }

    @Test func aScriptsAlertWaitsForTheUIDelegateAndAMessageReachesTheApp() throws {
        let (sim, screen) = try loaded()
        let web = screen.webView!
        let top = web.safeAreaInsets.top
        sim.tap(at: CGPoint(x: 60, y: top + 272))
        sim.settle()
        #expect(screen.listener.events.last == "alert Hello from the page")
        #expect(near(sim.color(at: CGPoint(x: 70, y: top + 130)), 255, 0, 0), "the page waits while the alert is up")
        screen.listener.alertCompletion?()
        sim.settle()
        #expect(near(sim.color(at: CGPoint(x: 70, y: top + 130)), 0, 0, 255), "then its script goes on")

        screen.listener.events = []
        web.load(URLRequest(url: try page("second.html")))
        sim.settle()
        #expect(screen.listener.events.contains("message fruit"))
        let body = try #require(screen.listener.messages.last as? [String: Any])
        #expect(body["name"] as? String == "pear" && (body["count"] as? NSNumber)?.intValue == 3 && (body["ripe"] as? Bool) == true)
    }

    @Test func scriptsTheAppRunsReturnValuesAndErrorsAsIOSGivesThem() async throws {
        let (sim, screen) = try loaded()
        let web = screen.webView!
        var results: [String] = []
        func record(_ value: Any?, _ error: Error?) {
            if let error = error as NSError? { results.append("\(error.domain) \(error.code)") } else { results.append("\(value ?? "nil")") }
        }
        web.evaluateJavaScript("6 * 7") { record($0, $1) }
        web.evaluateJavaScript("document.title") { record($0, $1) }
        web.evaluateJavaScript("void 0") { record($0, $1) }
        web.evaluateJavaScript("document.body") { record($0, $1) }
        web.evaluateJavaScript("null.x") { record($0, $1) }
        sim.settle()
        #expect(results == ["42", "Fruit", "nil", "WKErrorDomain 5", "WKErrorDomain 4"])
        // The async forms: the task waits on the engine, which the device's run loop serves.
        let sum = Task { (try await web.callAsyncJavaScript("return await Promise.resolve(a + b)", arguments: ["a": 2, "b": 3], contentWorld: .page) as? NSNumber)?.intValue }
        let title = Task { try await web.evaluateJavaScript("document.title") as? String }
        await sim.yield()
        await sim.yield()
        #expect(try await sum.value == 5)
        #expect(try await title.value == "Fruit")
    }

    @Test func anInternetPageFailsAsIOSDoesOffline() throws {
        let sim = Simulator(device: .iPhone15)
        let screen = WebController()
        sim.rootViewController = screen
        screen.webView.load(URLRequest(url: URL(string: "https://www.apple.com/")!))
        sim.settle()
        #expect(screen.listener.events == ["action  other", "start", "fail provisional"] || screen.listener.events.suffix(2) == ["start", "fail provisional"],
                "\(screen.listener.events)")
        let error = try #require(screen.listener.errors.first)
        #expect(error.domain == NSURLErrorDomain && error.code == NSURLErrorNotConnectedToInternet)
        #expect(error.localizedDescription == "The Internet connection appears to be offline.")
    }

    @Test func aTapOnAFieldBringsTheKeyboardAndTypingFillsIt() throws {
        let (sim, screen) = try loaded()
        let web = screen.webView!
        let top = web.safeAreaInsets.top
        sim.tap(at: CGPoint(x: 100, y: top + 338))
        sim.settle()
        #expect(web.isFirstResponder, "the page's field has the keyboard")
        sim.type("Ann")
        sim.settle()
        var value: Any?
        web.evaluateJavaScript("document.getElementById('name').value") { v, _ in value = v }
        sim.settle()
        #expect(value as? String == "Ann")
    }

    @Test func aDragScrollsThePageAndTheScrollViewFollowsIt() throws {
        let sim = Simulator(device: .iPhone15)
        let screen = WebController()
        sim.rootViewController = screen
        screen.webView.load(URLRequest(url: try page("second.html")))
        sim.settle()
        let web = screen.webView!
        #expect(web.scrollView.contentSize.height > 1600, "\(web.scrollView.contentSize)")
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.5)
        sim.settle()
        let inset = web.scrollView.adjustedContentInset.top
        let scrolled = web.scrollView.contentOffset.y + inset
        #expect(scrolled > 250, "\(scrolled)")
        var y: Any?
        web.evaluateJavaScript("window.scrollY") { v, _ in y = v }
        sim.settle()
        #expect(abs(((y as? NSNumber)?.doubleValue ?? -1) - Double(scrolled)) < 1.5, "\(String(describing: y)) vs \(scrolled)")
    }
}

/// An old book's browser: a storyboard of the Xcode 8 years with a UIWebView (its `webView`
/// element) and its delegate outlet, and the screen's code as `uikit-port` writes it for WebKit.
@MainActor @Suite struct PortedUIWebViewTests {
    @Test func theStoryboardsWebViewLoadsAndItsDelegateAnswersAsUIWebViewsDid() throws {
        let folder = try fixtureURL("web")
        let storyboard = UIStoryboard(name: "Browser", bundle: Bundle(url: folder))
        let sim = Simulator(device: .iPhone15)
        let screen = try #require(storyboard.instantiateInitialViewController() as? BrowserViewController)
        screen.page = folder.appendingPathComponent("index.html")
        sim.rootViewController = screen
        sim.settle()
        let web = try #require(screen.webView)
        #expect(web.navigationDelegate === screen, "the storyboard's delegate outlet is the navigation delegate")
        #expect(screen.steps == ["start", "finish"])
        #expect(web.title == "Fruit")
        // The web view starts below the status bar (the top layout guide); the page's red box 80 points down it.
        let top = web.frame.minY
        #expect(top >= 40)
        let box = sim.color(at: CGPoint(x: 70, y: top + 130))
        #expect(box.r > 250 && box.g < 5 && box.b < 5, "\(box)")

        // The link is refused by the should-start answer, now the decision handler's.
        sim.tap(at: CGPoint(x: 40, y: top + 212))
        sim.settle()
        #expect(screen.blocked == ["second.html"] && web.url?.lastPathComponent == "index.html")
    }
}
