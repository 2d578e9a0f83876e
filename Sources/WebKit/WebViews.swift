import Foundation
import UIKit

/// A device's web views, and the engine's work as the device waits for it: at every turn of the
/// device's run loop the engine delivers what it did; each view asks for the picture and state it
/// still needs. On a virtual clock the turn waits until the engine is quiet.
@MainActor final class WebViews: DeviceExternalWork {
    private var views: [WeakView] = []

    static func on(_ device: UIKitEnvironment) -> WebViews { device.service(WebViews.self) { _ in WebViews() } }

    func add(_ view: WKWebView) { views.append(WeakView(view: view)) }

    private var live: [WKWebView] {
        views.removeAll { $0.view == nil }
        return views.compactMap(\.view)
    }

    var isBusy: Bool { WebEngine.isBusy || live.contains { $0.needsSnapshot && $0.page != nil } }

    func deliver(waitingUntilQuiet: Bool) {
        let views = live
        guard views.contains(where: { $0.page != nil }) else { return }
        WebEngine.pump(waiting: waitingUntilQuiet, prepare: {
            for view in views { view.requestWhatItNeeds() }
        }, giveUp: {
            for view in views { view.stopWaiting() }
        })
        if !waitingUntilQuiet { views.forEach { $0.requestWhatItNeeds() } }
    }

    private struct WeakView { weak var view: WKWebView? }
}
