// What uikit-port makes of Tests/PortToolTests/Fixtures/WebViewMigration/BrowserViewController.swift
// (a UIWebView screen), compiled and driven here; WebViewMigrationTests checks that the port still writes it.
import UIKit
import WebKit

/// A browser screen from a book of the iOS 8 years: a UIWebView, its delegate, a spinner.
@IBConnectable
class BrowserViewController: UIViewController, WKNavigationDelegate {
    @Outlet var webView: WKWebView!
    var page: URL?
    var steps: [String] = []
    var blocked: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.navigationDelegate = self
        // webView.scalesPageToFit = true (WKWebView fits a page by its viewport)
        if let page = page {
            webView.load(URLRequest(url: page))
        }
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        steps.append("start")
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        steps.append("finish")
        UIApplication.shared.isNetworkActivityIndicatorVisible = false
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        steps.append("fail \((error as NSError).code)")
    }

    // UIWebView told a failure before the page committed the same way.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        self.webView(webView, didFail: navigation, withError: error)
    }

    func webView(_ webView: WKWebView, shouldStartLoadWith request: URLRequest, navigationType: WKNavigationType) -> Bool {
        if navigationType == .linkActivated && request.url?.lastPathComponent == "second.html" {
            blocked.append(request.url!.lastPathComponent)
            return false
        }
        return true
    }

    // UIWebView asked whether to load; WKWebView asks for a decision, answered with the same answer.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        let load = self.webView(webView, shouldStartLoadWith: navigationAction.request, navigationType: navigationAction.navigationType)
        decisionHandler(load ? .allow : .cancel)
    }
}
