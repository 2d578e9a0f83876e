import Foundation

/// A web view's history, read from the engine when asked.
@preconcurrency @MainActor open class WKBackForwardList: NSObject {
    private weak var webView: WKWebView?

    init(webView: WKWebView) { self.webView = webView }

    open var currentItem: WKBackForwardListItem? { item(at: 0) }
    open var backItem: WKBackForwardListItem? { item(at: -1) }
    open var forwardItem: WKBackForwardListItem? { item(at: 1) }

    /// The items before the current one, oldest first.
    open var backList: [WKBackForwardListItem] {
        let n = webView?.page?.historyCount(back: true) ?? 0
        return (0..<n).reversed().compactMap { item(at: -($0 + 1)) }
    }

    /// The items after the current one, nearest first.
    open var forwardList: [WKBackForwardListItem] {
        let n = webView?.page?.historyCount(back: false) ?? 0
        return (0..<n).compactMap { item(at: $0 + 1) }
    }

    open func item(at index: Int) -> WKBackForwardListItem? {
        guard let h = webView?.page?.historyItem(index), let url = URL(string: h.uri) else { return nil }
        return WKBackForwardListItem(url: url, title: h.title.isEmpty ? nil : h.title, initialURL: URL(string: h.original) ?? url)
    }
}
