import Foundation

/// The two-finger pan that selects rows or items as it crosses them (iOS 13): it begins when the
/// delegate's `shouldBeginMultipleSelectionInteractionAt` allows it for the row under the fingers,
/// tells the delegate it began (apps put the list in editing there), selects each row it passes
/// that is not selected yet, and tells the delegate when it ends.
@MainActor final class MultipleSelectionPan: NSObject, UIGestureRecognizerDelegate {
    /// What the list answers.
    struct Host {
        var indexPath: (CGPoint) -> IndexPath?
        var shouldBegin: (IndexPath) -> Bool
        var didBegin: (IndexPath) -> Void
        var isSelected: (IndexPath) -> Bool
        var select: (IndexPath) -> Void
        var didEnd: () -> Void
    }

    private let host: Host
    private var pan: UIPanGestureRecognizer?

    /// Adds the pan to `list`; the list keeps the returned driver (the recognizer holds it weakly).
    static func install(on list: UIView, host: Host) -> MultipleSelectionPan {
        let driver = MultipleSelectionPan(host: host)
        let pan = UIPanGestureRecognizer(target: driver, action: MultipleSelectionPan.panned)
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        pan.delegate = driver
        list.addGestureRecognizer(pan)
        driver.pan = pan
        return driver
    }

    private init(host: Host) { self.host = host }

    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        guard let view = g.view, let ip = host.indexPath(g.location(in: view)) else { return false }
        return host.shouldBegin(ip)
    }

    /// It starts alongside the list's own scrolling pan, and stops that one as it begins.
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other === (g.view as? UIScrollView)?.panGestureRecognizer
    }

    private func panned(_ g: UIPanGestureRecognizer) {
        guard let view = g.view else { return }
        let ip = host.indexPath(g.location(in: view))
        switch g.state {
        case .began:
            // The list stops scrolling: its pan is cancelled while this one selects.
            if let scrolling = (view as? UIScrollView)?.panGestureRecognizer {
                scrolling.isEnabled = false
                scrolling.isEnabled = true
            }
            guard let ip else { return }
            host.didBegin(ip)
            if !host.isSelected(ip) { host.select(ip) }
        case .changed:
            if let ip, !host.isSelected(ip) { host.select(ip) }
        case .ended, .cancelled, .failed:
            host.didEnd()
        default:
            break
        }
    }
}
