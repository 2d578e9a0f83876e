import Foundation
import UIKit

// What the engine tells a web view, turned into what iOS tells its delegates: the action's policy,
// start, redirect, the response's policy, commit, finish or failure, in that order.
extension WKWebView: WebPageOwner {
    func pageLoadChanged(_ event: Int) {
        // The title, URL and progress the delegate reads are the page's by now, as on iOS.
        refreshState()
        switch event {
        case 0:
            if navigation == nil { navigation = WKNavigation() }
            navigationFailed = false
            navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        case 1:
            navigationDelegate?.webView(self, didReceiveServerRedirectForProvisionalNavigation: navigation)
        case 2:
            documentChanged()
            title = nil
            hasOnlySecureContent = url?.scheme == "https" || url?.isFileURL == true
            navigationDelegate?.webView(self, didCommit: navigation)
        default:
            let finished = navigation, failed = navigationFailed
            // The picture comes with the page's state, its viewport among it (WebPageState).
            setNeedsSnapshot()
            // WebKitGTK tells the title after the load ends; iOS has it by then: it is read first.
            page?.evaluate("document.title") { [weak self] json, _, _ in
                guard let self else { return }
                if (self.title ?? "").isEmpty, let t = json.flatMap(WebValues.object(fromJSON:)) as? String, !t.isEmpty { self.title = t }
                if !failed { self.navigationDelegate?.webView(self, didFinish: finished) }
                if self.navigation === finished { self.navigation = nil }
            }
            loadEnded()
        }
        refreshState()
    }

    func pageLoadFailed(provisional: Bool, uri: String, domain: String, code: Int, message: String) {
        navigationFailed = true
        refreshState()
        let error = WebErrors.error(domain: domain, code: code, message: message, url: URL(string: uri), offline: !device.isLive)
        if provisional {
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
        } else {
            navigationDelegate?.webView(self, didFail: navigation, withError: error)
        }
        setNeedsSnapshot()
    }

    func pagePropertyChanged(_ property: Int) {
        refreshState()
        if property == 3, page?.isLoading == false { setNeedsSnapshot() }
    }

    /// Reads the engine's title, URL, progress and history into the observable properties.
    func refreshState() {
        guard let page else { return }
        // The engine's title lags a document's (see didFinish); it only ever replaces it with a newer one.
        if let t = page.title, !t.isEmpty, title != t { title = t }
        let u = page.uri.flatMap(URL.init(string:))
        if url != u { url = u }
        let loading = page.isLoading
        if isLoading != loading { isLoading = loading }
        let p = page.progress
        if estimatedProgress != p { estimatedProgress = p }
        let back = page.historyCount(back: true) > 0, forward = page.historyCount(back: false) > 0
        if canGoBack != back { canGoBack = back }
        if canGoForward != forward { canGoForward = forward }
    }

    func pageDecide(_ decision: WebDecision) {
        // While the app decides, the engine is not what the device waits for.
        loadEnded()
        switch decision.kind {
        case 2: decideResponse(decision)
        default: decideAction(decision)
        }
    }

    private func decideAction(_ decision: WebDecision) {
        let target = URL(string: decision.uri)
        var request = URLRequest(url: target ?? URL(string: "about:blank")!)
        request.httpMethod = decision.method
        let type = WKNavigationType(rawValue: decision.navigationType) ?? .other
        let source = WKFrameInfo(webView: self, url: url)
        let newWindow = decision.kind == 1
        let action = WKNavigationAction(request: request, type: type, source: source,
                                        target: newWindow ? nil : WKFrameInfo(webView: self, url: target))
        action.buttonNumber = decision.isUserGesture && decision.mouseButton > 0 ? decision.mouseButton : 0
        let offline = !device.isLive && ["http", "https"].contains(target?.scheme?.lowercased() ?? "")
        let answer: (WKNavigationActionPolicy, WKWebpagePreferences) -> Void = { [weak self] policy, preferences in
            guard let self, !decision.isAnswered else { return }
            if policy == .allow && offline && !newWindow {
                // The Simulator's device has no network: the navigation starts and fails as iOS's does offline.
                decision.answer(0)
                self.failOffline(target)
                return
            }
            if policy == .allow, !newWindow {
                self.loadBegins()
            }
            decision.answer(policy.rawValue)
        }
        let preferences = configuration.defaultWebpagePreferences.copied()
        if let delegate = navigationDelegate {
            delegate.webView(self, decidePolicyFor: action, preferences: preferences, decisionHandler: answer)
        } else {
            answer(.allow, preferences)
        }
    }

    private func failOffline(_ url: URL?) {
        if navigation == nil { navigation = WKNavigation() }
        let n = navigation
        navigationDelegate?.webView(self, didStartProvisionalNavigation: n)
        let error = WebErrors.offline(url)
        navigationDelegate?.webView(self, didFailProvisionalNavigation: n, withError: error)
        if navigation === n { navigation = nil }
        refreshState()
    }

    private func decideResponse(_ decision: WebDecision) {
        let target = URL(string: decision.uri) ?? URL(string: "about:blank")!
        let response: URLResponse
        if target.scheme?.hasPrefix("http") == true {
            response = HTTPURLResponse(url: target, statusCode: decision.statusCode, httpVersion: "HTTP/1.1", headerFields: nil)
                ?? URLResponse(url: target, mimeType: decision.mimeType, expectedContentLength: Int(decision.contentLength), textEncodingName: nil)
        } else {
            response = URLResponse(url: target, mimeType: decision.mimeType, expectedContentLength: Int(decision.contentLength), textEncodingName: nil)
        }
        let navigationResponse = WKNavigationResponse(response: response, isForMainFrame: decision.isMainFrame,
                                                      canShowMIMEType: decision.canShowMIMEType)
        let answer: (WKNavigationResponsePolicy) -> Void = { [weak self] policy in
            guard let self, !decision.isAnswered else { return }
            if policy == .allow {
                self.loadBegins()
            }
            decision.answer(policy.rawValue)
        }
        if let delegate = navigationDelegate {
            delegate.webView(self, decidePolicyFor: navigationResponse, decisionHandler: answer)
        } else {
            answer(.allow)
        }
    }

    func pageDialog(_ dialog: WebDialog, type: Int, message: String, defaultText: String?) {
        let frame = WKFrameInfo(webView: self, url: url)
        guard let delegate = uiDelegate, let page else {
            dialog.answer(confirmed: false, text: nil)
            return
        }
        // The page waits for the app's answer: so does nothing of the device.
        let blocked: [AnyObject] = [self, page]
        WebEngine.suspend(blocked)
        let answer: (Bool, String?) -> Void = { [weak self] confirmed, text in
            guard !dialog.isAnswered else { return }
            WebEngine.resume(blocked)
            dialog.answer(confirmed: confirmed, text: text)
            self?.setNeedsSnapshot()
        }
        switch type {
        case 0:
            delegate.webView(self, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: frame) { answer(true, nil) }
        case 2:
            delegate.webView(self, runJavaScriptTextInputPanelWithPrompt: message, defaultText: defaultText, initiatedByFrame: frame) {
                answer($0 != nil, $0)
            }
        default:
            delegate.webView(self, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame) { answer($0, nil) }
        }
    }

    func pageScriptMessage(name: String, json: String) {
        guard let handler = configuration.userContentController.handlers[name] else { return }
        let message = WKScriptMessage(body: WebValues.object(fromJSON: json) ?? NSNull(), name: name, webView: self,
                                      frameInfo: WKFrameInfo(webView: self, url: url))
        handler.userContentController(configuration.userContentController, didReceive: message)
        setNeedsSnapshot()
    }

    func pageCreateWindow() -> WebPage? {
        guard let delegate = uiDelegate else { return nil }
        let c = configuration.copy() as! WKWebViewConfiguration
        c.opener = self
        let action = WKNavigationAction(request: URLRequest(url: URL(string: "about:blank")!), type: .other,
                                        source: WKFrameInfo(webView: self, url: url), target: nil)
        guard let made = delegate.webView(self, createWebViewWith: c, for: action, windowFeatures: WKWindowFeatures()) else { return nil }
        guard made.configuration.opener === self, let page = made.ensurePage() else {
            UIKitRuntime.fail("Returned WKWebView was not created with the given configuration.")
            return nil
        }
        made.loadBegins()
        return page
    }

    func pageClosed() { uiDelegate?.webViewDidClose(self) }

    func pageTerminated() {
        loadEnded()
        if let delegate = navigationDelegate { delegate.webViewWebContentProcessDidTerminate(self) } else { reload() }
    }

    func pageDamaged() {
        // On the real clock the page's own animations and timers show as they draw; on a virtual
        // clock a page is drawn after each load, script, input and scroll, which is deterministic.
        if device.isLive { setNeedsSnapshot() }
    }
}
