import Foundation

/// A context menu for a view: a long press (half a second) lifts a preview of the view over a
/// blurred screen with the menu beside it. Choosing an action runs it and closes the menu; a tap on
/// the preview is `willPerformPreviewActionForMenuWith`; a tap anywhere else closes it.
@preconcurrency @MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu is shown: `.rich` (a preview and a menu), as a touch screen shows it.
    public enum Appearance: Int, Sendable {
        case unknown = 0
        case rich = 1
        case compact = 2
    }

    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    open private(set) var menuAppearance: Appearance = .rich
    private var press: UILongPressGestureRecognizer?
    /// The long press that opens the menu, while the interaction is on a view.
    var pressRecognizer: UILongPressGestureRecognizer? { press }
    /// A secondary (right) click opens the menu at once, as a pointer does on iPadOS.
    private var click: UITapGestureRecognizer?
    private var shown: ContextMenuView?
    private var pressLocation = CGPoint.zero
    /// Asks for the configuration as the press is about to begin: without one, the press fails and
    /// the touch goes on as if nothing had happened (a held row is still selected when let go).
    private lazy var gate = ContextMenuPressGate(interaction: self)
    /// The configuration the gate got for the press now beginning.
    var pendingConfiguration: UIContextMenuConfiguration?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        if let press { press.view?.removeGestureRecognizer(press) }
        if let click { click.view?.removeGestureRecognizer(click) }
        press = nil
        click = nil
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let p = UILongPressGestureRecognizer(target: self, action: UIContextMenuInteraction.pressed)
        p.minimumPressDuration = 0.5
        p.delegate = gate
        view.addGestureRecognizer(p)
        press = p
        let c = UITapGestureRecognizer(target: self, action: UIContextMenuInteraction.clicked)
        c.buttonMaskRequired = .secondary
        view.addGestureRecognizer(c)
        click = c
    }

    private func clicked(_ g: UITapGestureRecognizer) {
        guard g.state == .ended, let view, let configuration = configuration(at: g.location(in: view)) else { return }
        pendingConfiguration = nil
        present(configuration)
    }

    /// Where the long press was, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return pressLocation }
        return own.convert(pressLocation, to: view)
    }

    /// Whether the menu is on screen.
    var isShowingMenu: Bool { shown != nil }

    /// Closes the menu, as a tap outside it would.
    open func dismissMenu() { shown?.dismiss(committing: false) }

    private func pressed(_ g: UILongPressGestureRecognizer) {
        guard g.state == .began, let view else { return }
        pressLocation = g.location(in: view)
        guard let configuration = pendingConfiguration else { return }
        pendingConfiguration = nil
        present(configuration)
    }

    /// The delegate's configuration for a press at `location`, remembered for the press.
    func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
        guard shown == nil else { return nil }
        pressLocation = location
        pendingConfiguration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        return pendingConfiguration
    }

    /// Shows `configuration`'s preview and menu.
    func present(_ configuration: UIContextMenuConfiguration) {
        guard shown == nil, let view, let window = view.window else { return }
        let preview = delegate?.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
            ?? UITargetedPreview(view: view)
        let controller = configuration.previewProvider?()
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let menuView = ContextMenuView(interaction: self, configuration: configuration, preview: preview,
                                       previewController: controller, menu: menu, in: window)
        shown = menuView
        let animator = ContextMenuAnimator(preview: controller)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        menuView.show(animator: animator)
    }

    /// The menu is going away: the delegate hears `willEnd` (and, from a preview tap, the commit first).
    func menuWillEnd(_ menuView: ContextMenuView, committing: Bool) -> ContextMenuAnimator {
        let animator = ContextMenuAnimator(preview: menuView.previewController)
        if committing { delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: menuView.configuration, animator: animator) }
        delegate?.contextMenuInteraction(self, willEndFor: menuView.configuration, animator: animator)
        return animator
    }

    func menuDidEnd(_ menuView: ContextMenuView) { if shown === menuView { shown = nil } }
}

/// The context menu press's delegate: the press begins only when there is a menu to show.
@MainActor final class ContextMenuPressGate: UIGestureRecognizerDelegate {
    unowned let interaction: UIContextMenuInteraction
    init(interaction: UIContextMenuInteraction) { self.interaction = interaction }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view = interaction.view else { return false }
        return interaction.configuration(at: gestureRecognizer.location(in: view)) != nil
    }
}
