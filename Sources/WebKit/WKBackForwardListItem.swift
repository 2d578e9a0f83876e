import Foundation

/// A page in a web view's history: its URL, title and the URL it was first asked for.
@preconcurrency @MainActor open class WKBackForwardListItem: NSObject {
    open private(set) var url: URL
    open private(set) var title: String?
    open private(set) var initialURL: URL

    init(url: URL, title: String?, initialURL: URL) {
        self.url = url
        self.title = title
        self.initialURL = initialURL
    }
}
