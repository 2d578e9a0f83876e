import UIKit

/// A browser screen from a book of the iOS 8 years: a UIWebView, its delegate, a spinner.
class BrowserViewController: UIViewController, UIWebViewDelegate {
    @IBOutlet weak var webView: UIWebView!
    var page: URL?
    var steps: [String] = []
    var blocked: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.delegate = self
        webView.scalesPageToFit = true
        if let page = page {
            webView.loadRequest(URLRequest(url: page))
        }
    }

    func webViewDidStartLoad(_ webView: UIWebView) {
        steps.append("start")
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
    }

    func webViewDidFinishLoad(_ webView: UIWebView) {
        steps.append("finish")
        UIApplication.shared.isNetworkActivityIndicatorVisible = false
    }

    func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {
        steps.append("fail \((error as NSError).code)")
    }

    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool {
        if navigationType == .linkClicked && request.url?.lastPathComponent == "second.html" {
            blocked.append(request.url!.lastPathComponent)
            return false
        }
        return true
    }
}
