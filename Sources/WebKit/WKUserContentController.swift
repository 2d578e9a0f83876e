import Foundation
import UIKit

/// The scripts a web view adds to its pages and the handlers their messages go to. Shared by the
/// web views made with one configuration; it keeps its handlers (strongly, as on iOS).
@preconcurrency @MainActor open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    private(set) var handlers: [String: WKScriptMessageHandler] = [:]
    private var pages: [WeakPage] = []

    public override init() { super.init() }

    /// Adds `handler` for the messages scripts post to `window.webkit.messageHandlers.<name>`.
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {
        guard handlers[name] == nil else {
            UIKitRuntime.fail("Attempt to add script message handler with name '\(name)' when one already exists.")
            return
        }
        handlers[name] = scriptMessageHandler
        livePages.forEach { $0.addMessageHandler(name) }
    }

    open func add(_ scriptMessageHandler: WKScriptMessageHandler, contentWorld: WKContentWorld, name: String) {
        add(scriptMessageHandler, name: name)
    }

    open func removeScriptMessageHandler(forName name: String) {
        guard handlers.removeValue(forKey: name) != nil else { return }
        livePages.forEach { $0.removeMessageHandler(name) }
    }

    open func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) {
        removeScriptMessageHandler(forName: name)
    }

    open func removeAllScriptMessageHandlers() {
        for name in Array(handlers.keys) { removeScriptMessageHandler(forName: name) }
    }

    open func addUserScript(_ userScript: WKUserScript) {
        userScripts.append(userScript)
        livePages.forEach { add(userScript, to: $0) }
    }

    open func removeAllUserScripts() {
        userScripts = []
        livePages.forEach { $0.removeUserScripts() }
    }

    // MARK: Pages

    private var livePages: [WebPage] {
        pages.removeAll { $0.page == nil }
        return pages.compactMap(\.page)
    }

    /// A page of a web view made with this controller gets its scripts and handlers, now and later.
    func attach(_ page: WebPage) {
        pages.append(WeakPage(page: page))
        for name in handlers.keys.sorted() { page.addMessageHandler(name) }
        for script in userScripts { add(script, to: page) }
    }

    private func add(_ script: WKUserScript, to page: WebPage) {
        page.addUserScript(script.source, atStart: script.injectionTime == .atDocumentStart, mainFrameOnly: script.isForMainFrameOnly)
    }

    private struct WeakPage { weak var page: WebPage? }
}
