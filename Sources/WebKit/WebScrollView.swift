import UIKit

/// A web view's scroll view: its content size is the document's and its offset the page's scroll
/// position. Scrolled by a finger (or by the app), it asks the engine to scroll the page there; the
/// page's picture stays where the view shows it until the engine draws the new position.
@MainActor final class WebScrollView: UIScrollView {
    weak var webView: WKWebView?

    override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { webView?.scrollViewMoved() } }
    }
}
