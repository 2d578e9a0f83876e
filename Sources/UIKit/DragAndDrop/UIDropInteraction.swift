import Foundation

/// Makes a view a drop target: while a drag is over it, its delegate proposes an operation, and a
/// lift of the finger with a copy or move proposed is a drop.
@preconcurrency @MainActor open class UIDropInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: UIDropInteractionDelegate?
    public private(set) weak var view: UIView?
    /// Whether a drag may open spring-loaded controls under this view (held, not acted on here).
    open var allowsSimultaneousDropSessions = false

    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }
}
