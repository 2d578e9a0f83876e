import Foundation

/// A message a page's script posted (`window.webkit.messageHandlers.<name>.postMessage(body)`):
/// its body as Foundation objects (`NSNumber`, `String`, `Date`-less JSON values, `NSNull`,
/// arrays and dictionaries), the handler's name, and where it came from.
@preconcurrency @MainActor open class WKScriptMessage: NSObject {
    open internal(set) var body: Any
    open internal(set) var name: String
    open internal(set) weak var webView: WKWebView?
    open internal(set) var frameInfo: WKFrameInfo
    open internal(set) var world: WKContentWorld = .page

    init(body: Any, name: String, webView: WKWebView?, frameInfo: WKFrameInfo) {
        self.body = body
        self.name = name
        self.webView = webView
        self.frameInfo = frameInfo
    }
}
