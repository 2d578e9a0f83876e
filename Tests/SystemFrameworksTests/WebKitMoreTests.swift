import Foundation
import Testing
import UIKit
import UIKitTesting
import WebKit

// The rest of what apps do with a web view: confirm and prompt, new windows, user scripts,
// observing the title and progress, snapshots and zoom, a storyboard's wkWebView.

@MainActor @Suite struct WebKitMoreTests {
    final class Host: UIViewController, WKUIDelegate {
        var webView: WKWebView!
        var opened: WKWebView?
        var confirmAnswer: ((Bool) -> Void)?
        var promptAnswer: ((String?) -> Void)?
        var asked: [String] = []
        var configuration = WKWebViewConfiguration()

        override func loadView() {
            webView = WKWebView(frame: .zero, configuration: configuration)
            webView.uiDelegate = self
            view = webView
        }

        func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                     completionHandler: @escaping (Bool) -> Void) {
            asked.append(message)
            confirmAnswer = completionHandler
        }

        func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                     initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void) {
            asked.append("\(prompt) [\(defaultText ?? "")]")
            promptAnswer = completionHandler
        }

        func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                     for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? {
            asked.append("new window \(navigationAction.targetFrame == nil)")
            let made = WKWebView(frame: CGRect(x: 0, y: 400, width: view.bounds.width, height: 300), configuration: configuration)
            view.addSubview(made)
            opened = made
            return made
        }
    }

    func value(_ web: WKWebView, _ script: String, _ sim: Simulator) -> Any? {
        var result: Any?
        web.evaluateJavaScript(script) { v, _ in result = v }
        sim.settle()
        return result
    }

    func show(_ host: Host, page: String) throws -> Simulator {
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = host
        let url = try fixtureURL("web/\(page)")
        host.webView.loadFileURL(url, allowingReadAccessTo: url.deletingLastPathComponent())
        sim.settle()
        return sim
    }

    @Test func confirmAndPromptWaitForTheirAnswersAndANewWindowAsksForAWebView() throws {
        let host = Host()
        let sim = try show(host, page: "dialogs.html")
        let web = host.webView!
        let top = web.safeAreaInsets.top
        sim.tap(at: CGPoint(x: 100, y: top + 42))
        sim.settle()
        #expect(host.asked == ["Delete the photo?"])
        host.confirmAnswer?(true)
        sim.settle()
        #expect(value(web, "window.answer", sim) as? Bool == true)

        sim.tap(at: CGPoint(x: 100, y: top + 102))
        sim.settle()
        #expect(host.asked.last == "Your name? [Bob]")
        host.promptAnswer?("Ann")
        sim.settle()
        #expect(value(web, "window.typed", sim) as? String == "Ann")

        sim.tap(at: CGPoint(x: 40, y: top + 152))
        sim.settle()
        #expect(host.asked.last == "new window true")
        let opened = try #require(host.opened)
        #expect(opened.url?.lastPathComponent == "second.html" && opened.title == "Pears")
        #expect(web.url?.lastPathComponent == "dialogs.html", "the first page stays")
    }

    @Test func userScriptsRunInEveryPageAndTheTitleAndProgressAreObservable() throws {
        let host = Host()
        host.configuration.userContentController.addUserScript(
            WKUserScript(source: "document.documentElement.dataset.stamp = 'openuikit'", injectionTime: .atDocumentStart, forMainFrameOnly: true))
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = host
        let web = host.webView!
        var titles: [String] = []
        var progress: [Double] = []
        let a = web.observe(\.title, options: [.new]) { _, change in if let t = change.newValue ?? nil { titles.append(t) } }
        let b = web.observe(\.estimatedProgress, options: [.new]) { _, change in change.newValue.map { progress.append($0) } }
        web.load(URLRequest(url: try fixtureURL("web/index.html")))
        sim.settle()
        #expect(titles == ["Fruit"])
        #expect(progress.last == 1 && progress.allSatisfy { $0 > 0 && $0 <= 1 }, "\(progress)")
        #expect(value(web, "document.documentElement.dataset.stamp", sim) as? String == "openuikit")
        web.load(URLRequest(url: try fixtureURL("web/second.html")))
        sim.settle()
        #expect(titles == ["Fruit", "Pears"])
        #expect(value(web, "document.documentElement.dataset.stamp", sim) as? String == "openuikit", "in the next page too")
        _ = (a, b)
    }

    @Test func aSnapshotIsThePageAndPageZoomEnlargesIt() throws {
        let host = Host()
        let sim = try show(host, page: "index.html")
        let web = host.webView!
        let top = web.safeAreaInsets.top
        var shot: UIImage?
        let configuration = WKSnapshotConfiguration()
        configuration.rect = CGRect(x: 0, y: top, width: 200, height: 200)
        web.takeSnapshot(with: configuration) { image, _ in shot = image }
        sim.settle()
        let image = try #require(shot)
        #expect(image.size == CGSize(width: 200, height: 200) && image.scale == 3)
        // The red box is 20…120 across and 80…180 down the page.
        let inBox = try #require(image.cgImage).pixel(x: 70 * 3, y: 130 * 3)
        #expect(inBox.r > 250 && inBox.g < 5, "\(inBox)")

        web.pageZoom = 2
        sim.settle()
        let c = sim.color(at: CGPoint(x: 200, y: top + 300))
        #expect(c.r > 250 && c.g < 5 && c.b < 5, "at twice the size the box reaches 240 points across and 360 down: \(c)")
    }

    @Test func aStoryboardsWKWebViewIsMadeWithItsConfiguration() throws {
        let folder = try fixtureURL("web")
        let storyboard = UIStoryboard(name: "Reader", bundle: Bundle(url: folder))
        let sim = Simulator(device: .iPhone15)
        let screen = try #require(storyboard.instantiateInitialViewController())
        sim.rootViewController = screen
        let web = try #require(screen.view.subviews.first as? WKWebView)
        #expect(web.configuration.allowsInlineMediaPlayback && web.allowsBackForwardNavigationGestures)
        web.load(URLRequest(url: folder.appendingPathComponent("index.html")))
        sim.settle()
        #expect(web.title == "Fruit")
    }
}

extension CGImage {
    /// One pixel's colour.
    func pixel(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
        guard let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return (-1, -1, -1) }
        context.draw(self, in: CGRect(x: -x, y: y - height + 1, width: width, height: height))
        let p = context.data!.assumingMemoryBound(to: UInt8.self)
        return (Int(p[0]), Int(p[1]), Int(p[2]))
    }
}
