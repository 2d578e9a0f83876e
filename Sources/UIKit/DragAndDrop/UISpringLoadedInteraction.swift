import Foundation

/// Opens a view while a drag hovers over it (iOS 11): after a moment of hovering the view blinks,
/// then its activation handler runs — a button fires, a folder opens — and the drag goes on.
@preconcurrency @MainActor open class UISpringLoadedInteraction: NSObject, UIInteraction {
    /// How long a drag hovers before the blinking starts, and how long the blinking lasts.
    static let hoverDelay: TimeInterval = 0.5
    static let blinkDuration: TimeInterval = 0.4

    public private(set) weak var view: UIView?
    open private(set) var interactionBehavior: UISpringLoadedInteractionBehavior
    open private(set) var interactionEffect: UISpringLoadedInteractionEffect
    private let activationHandler: (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void
    private let context = SpringLoadingContext()
    private var timer: Int?

    public init(interactionBehavior: UISpringLoadedInteractionBehavior?, interactionEffect: UISpringLoadedInteractionEffect?,
                activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        self.interactionBehavior = interactionBehavior ?? AllowingSpringLoadedBehavior()
        self.interactionEffect = interactionEffect ?? BlinkSpringLoadedEffect()
        activationHandler = handler
        super.init()
    }

    public convenience init(activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        self.init(interactionBehavior: nil, interactionEffect: nil, activationHandler: handler)
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }

    // MARK: Driven by a drag (DragFlight)

    /// The drag came over the view, or moved over it.
    func dragHovered(at locationInWindow: CGPoint) {
        context.locationInWindow = locationInWindow
        guard context.state == .inactive else { return }
        context.targetView = view
        guard interactionBehavior.shouldAllow(self, with: context) else { return }
        change(to: .possible)
        schedule(after: Self.hoverDelay) { [weak self] in self?.activate() }
    }

    /// The drag left the view, or ended.
    func dragLeft() {
        guard context.state != .inactive else { return }
        cancelTimer()
        change(to: .inactive)
        interactionBehavior.interactionDidFinish(self)
    }

    private func activate() {
        guard interactionBehavior.shouldAllow(self, with: context) else { return dragLeft() }
        change(to: .activating)
        schedule(after: Self.blinkDuration) { [weak self] in
            guard let self else { return }
            self.change(to: .activated)
            self.activationHandler(self, self.context)
            self.change(to: .inactive)
            self.interactionBehavior.interactionDidFinish(self)
        }
    }

    private func change(to state: UISpringLoadedInteractionEffectState) {
        context.state = state
        interactionEffect.interaction(self, didChangeWith: context)
    }

    private func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
        cancelTimer()
        guard let env = view?.responderEnvironment else { return }
        timer = env.scheduler.schedule(after: delay, target: self) { [weak self] in
            self?.timer = nil
            action()
        }
    }

    private func cancelTimer() {
        if let id = timer { view?.responderEnvironment.scheduler.cancel(id: id) }
        timer = nil
    }
}
