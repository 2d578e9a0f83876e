import Foundation
import UIKit

/// A frame of a page: whether it is the main one, the request it loaded, where it comes from.
@preconcurrency @MainActor open class WKFrameInfo: NSObject {
    open internal(set) var isMainFrame: Bool
    open internal(set) var request: URLRequest
    open internal(set) var securityOrigin: WKSecurityOrigin
    open internal(set) weak var webView: WKWebView?

    init(webView: WKWebView?, url: URL?, isMainFrame: Bool = true) {
        self.isMainFrame = isMainFrame
        request = URLRequest(url: url ?? URL(string: "about:blank")!)
        securityOrigin = WKSecurityOrigin(url: url)
        self.webView = webView
    }
}
