import Foundation

/// Receives the messages a page's scripts post to the name it was added under.
@preconcurrency @MainActor public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
