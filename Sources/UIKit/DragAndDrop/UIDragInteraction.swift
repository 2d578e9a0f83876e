import Foundation

/// Makes a view a drag source: a long press lifts the items its delegate gives, the finger moves them
/// over the app's drop targets, and lifting the finger drops them (or they fly back). Enabled by
/// default on iPad and not on iPhone, as on iOS.
@preconcurrency @MainActor open class UIDragInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: UIDragInteractionDelegate?
    public private(set) weak var view: UIView?
    /// Whether other recognizers may go on while the items lift.
    open var allowsSimultaneousRecognitionDuringLift = false
    private var explicitlyEnabled: Bool?
    private var press: UILongPressGestureRecognizer?
    private lazy var gate = DragPressGate(interaction: self)
    /// The drag this interaction started, while it is under way.
    var flight: DragFlight?
    /// Where the finger was when a context menu on the same view opened instead of the lift: the
    /// drag lifts only once the finger moves away from it, closing the menu, as on iOS.
    private var liftWaitsFrom: CGPoint?

    /// How far the finger moves from an open context menu before the drag takes over.
    static let liftSlop: CGFloat = 10

    /// True on iPad, false on iPhone.
    open class var isEnabledByDefault: Bool { UIScreen.main.traitCollection.userInterfaceIdiom == .pad }

    /// Whether a long press starts a drag; by default as `isEnabledByDefault` says for the view's device.
    open var isEnabled: Bool {
        get { explicitlyEnabled ?? ((view?.window?.screen ?? UIScreen.main).traitCollection.userInterfaceIdiom == .pad) }
        set { explicitlyEnabled = newValue }
    }

    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        if let press { press.view?.removeGestureRecognizer(press) }
        press = nil
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let p = UILongPressGestureRecognizer(target: self, action: UIDragInteraction.pressed)
        p.minimumPressDuration = 0.5
        p.delegate = gate
        view.addGestureRecognizer(p)
        press = p
    }

    /// The lift, the moves and the lift of the finger.
    private func pressed(_ g: UILongPressGestureRecognizer) {
        guard let window = view?.window else { return }
        let p = g.location(in: window)
        let menus = view?.attachedInteractions.compactMap { $0 as? UIContextMenuInteraction } ?? []
        switch g.state {
        case .began:
            // A context menu's press fires at the same moment: decide once this frame's work is done.
            liftWaitsFrom = p
            view?.responderEnvironment.afterFrame.append { [weak self] in
                guard let self, self.liftWaitsFrom == p, !menus.contains(where: \.isShowingMenu) else { return }
                self.liftWaitsFrom = nil
                self.flight?.lift(at: p)
            }
        case .changed:
            if let start = liftWaitsFrom {
                guard hypot(p.x - start.x, p.y - start.y) > UIDragInteraction.liftSlop else { return }
                liftWaitsFrom = nil
                for m in menus { m.dismissMenu() }
                flight?.lift(at: p)
            }
            flight?.move(to: p)
        case .ended, .cancelled, .failed:
            if liftWaitsFrom != nil {
                // The menu stays open; no drag happened.
                liftWaitsFrom = nil
                flight = nil
                return
            }
            flight?.end(at: p, dropping: g.state == .ended)
        default:
            break
        }
    }

    /// Asks the delegate for items as the press is about to begin; without any the press fails.
    func prepare(at location: CGPoint) -> Bool {
        guard isEnabled, flight == nil, let view, let window = view.window, let delegate else { return false }
        let session = DragSession()
        session.window = window
        session.locationInWindow = view.convert(location, to: window)
        let items = delegate.dragInteraction(self, itemsForBeginning: session)
        guard !items.isEmpty else { return false }
        session.items = items
        session.allowsMoveOperation = delegate.dragInteraction(self, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(self, sessionIsRestrictedToDraggingApplication: session)
        let f = DragFlight(interaction: self, session: session, window: window)
        session.flight = f
        flight = f
        return true
    }

    func flightDidEnd(_ f: DragFlight) { if flight === f { flight = nil } }
}

/// The drag's press begins only when the delegate gives items.
@MainActor final class DragPressGate: UIGestureRecognizerDelegate {
    unowned let interaction: UIDragInteraction
    init(interaction: UIDragInteraction) { self.interaction = interaction }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view = interaction.view else { return false }
        return interaction.prepare(at: gestureRecognizer.location(in: view))
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        // A context menu's press on the same view runs beside the lift: the menu opens, a move drags.
        interaction.allowsSimultaneousRecognitionDuringLift || otherGestureRecognizer.delegate is ContextMenuPressGate
    }
}
