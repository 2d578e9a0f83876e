import Foundation

/// Shows the large content viewer over a view's items: while an accessibility text size is set
/// (`isEnabled`), holding a finger on an item shows its title and image enlarged in the middle of
/// the screen; sliding moves to the item under the finger, and lifting ends on it (a control then
/// sends its action). Tab bars, toolbars and navigation bars have one of their own.
@preconcurrency @MainActor open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Posted when `isEnabled` changes (the text size crosses into or out of the accessibility sizes).
    public static let enabledStatusDidChangeNotification = Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    open private(set) weak var delegate: UILargeContentViewerInteractionDelegate?
    public private(set) weak var view: UIView?
    private let press = UILongPressGestureRecognizer()
    private var hud: LargeContentView?
    /// Lets the press begin only where it would show something, so a held button is not cancelled.
    private lazy var gate = LargeContentPressGate(interaction: self)

    /// Whether the viewer shows at all: the device's text size is an accessibility size.
    open class var isEnabled: Bool { UIKitEnvironment.current.screen.contentSizeCategory.isAccessibilityCategory }

    /// The long press that shows the viewer, for an app's own recognizers to wait on or run beside.
    open var gestureRecognizerForExclusionRelationship: UIGestureRecognizer { press }

    public init(delegate: UILargeContentViewerInteractionDelegate? = nil) {
        self.delegate = delegate
        super.init()
        // Apple gives no figure for the hold; a context menu's half second is used.
        press.minimumPressDuration = 0.5
        press.cancelsTouchesInView = true
        press.addTarget(self, action: UILargeContentViewerInteraction.pressed)
        press.delegate = gate
    }

    public func willMove(to view: UIView?) { press.view?.removeGestureRecognizer(press) }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// The frontmost view under `point` (in `view`) that shows the large content viewer.
    func defaultItem(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        guard let view else { return nil }
        func search(_ v: UIView, _ p: CGPoint) -> UIView? {
            guard !v.isHidden, v.alpha > 0.01, v.point(inside: p, with: nil) else { return nil }
            for sub in v.subviews.reversed() {
                if let found = search(sub, v.convert(p, to: sub)) { return found }
            }
            return v.showsLargeContentViewer ? v : nil
        }
        return search(view, point)
    }

    /// What lifting a finger over an item does when the delegate says nothing: a control does what
    /// a tap's touch-up inside does (its actions; a bar button item's action).
    static func defaultEnd(on item: (any UILargeContentViewerItem)?) {
        guard let control = item as? UIControl, control.isEnabled else { return }
        control.sendActions(for: .touchUpInside)
        control.sendPrimaryAction()
    }

    func item(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        if let delegate { return delegate.largeContentViewerInteraction(self, itemAt: point) }
        return defaultItem(at: point)
    }

    private func pressed(_ g: UILongPressGestureRecognizer) {
        guard let view else { return }
        let point = g.location(in: view)
        switch g.state {
        case .began, .changed:
            guard Self.isEnabled, let window = view.window else { return }
            let shown = item(at: point)
            if hud == nil { hud = LargeContentView(in: window) }
            hud?.show(shown)
        case .ended:
            let shown = hud == nil ? nil : item(at: point)
            close()
            guard Self.isEnabled else { return }
            if let delegate { delegate.largeContentViewerInteraction(self, didEndOn: shown, at: point) } else { Self.defaultEnd(on: shown) }
        default:
            close()
        }
    }

    private func close() {
        hud?.removeFromSuperview()
        hud = nil
    }
}

@MainActor final class LargeContentPressGate: UIGestureRecognizerDelegate {
    unowned let interaction: UILargeContentViewerInteraction
    init(interaction: UILargeContentViewerInteraction) { self.interaction = interaction }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard UILargeContentViewerInteraction.isEnabled, let view = interaction.view else { return false }
        return interaction.item(at: gestureRecognizer.location(in: view)) != nil
    }
}
