import Foundation
import Testing
import UIKit
import UIKitTesting
import SafariServices

/// Safari inside an app, as a book's "open the website" button shows it.
@MainActor @Suite struct SafariServicesTests {
    final class Listener: NSObject, SFSafariViewControllerDelegate {
        var events: [String] = []
        func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
            events.append("initial load \(didLoadSuccessfully)")
        }
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) { events.append("finish") }
    }

    @Test func aSafariViewShowsItsBarsAndTheOfflinePageAndDoneClosesIt() throws {
        let sim = Simulator(device: .iPhone15)
        let root = UIViewController()
        root.view.backgroundColor = .systemYellow
        sim.rootViewController = root
        let listener = Listener()
        let safari = SFSafariViewController(url: URL(string: "https://www.apple.com/iphone/")!)
        safari.delegate = listener
        root.present(safari, animated: true)
        sim.settle()
        try? sim.screenshot().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "safari-view.png"))
        #expect(root.presentedViewController === safari)
        #expect(sim.view(withText: "Done") != nil && sim.view(withText: "apple.com") != nil)
        #expect(listener.events == ["initial load false"])
        let web = try #require(safari.view.subviews.first { $0.accessibilityElements?.isEmpty == false })
        let texts = (web.accessibilityElements ?? []).compactMap { ($0 as? UIAccessibilityElement)?.accessibilityLabel }
        #expect(texts.contains("Safari Cannot Open the Page"), "\(texts)")
        #expect(texts.contains { $0.contains("not connected to the internet") })

        sim.tap(on: try #require(sim.view(withText: "Done")))
        sim.settle()
        #expect(root.presentedViewController == nil)
        #expect(listener.events == ["initial load false", "finish"])
    }

    @Test func onlyWebPagesOpen() {
        var failures: [String] = []
        let previous = UIKitRuntime.failureHandler
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = previous }
        _ = SFSafariViewController(url: URL(fileURLWithPath: "/tmp/page.html"))
        #expect(failures == ["The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported."])
    }
}
