import Foundation

/// Gives a view the iPad pointer's effects (iPadOS 13.4): as the pointer comes over one of the
/// view's regions (the delegate's, else the whole view), the delegate's style for it is applied —
/// the view highlighted on a platter, lifted with a shadow, or scaled and tinted — and taken off
/// as the pointer leaves. The pointer is the desktop's in a live window and `Simulator.hover(at:)`
/// in tests; its own shape is the desktop's to draw.
@preconcurrency @MainActor open class UIPointerInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: UIPointerInteractionDelegate?
    public private(set) weak var view: UIView?
    open var isEnabled = true {
        didSet {
            hover.isEnabled = isEnabled
            if !isEnabled { exitRegion() }
        }
    }
    private lazy var hover = PointerHoverRecognizer(target: self, action: UIPointerInteraction.hovered)
    private var region: UIPointerRegion?
    private var effect: PointerEffectState?
    private var lastLocation: CGPoint?

    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        exitRegion()
        self.view?.removeGestureRecognizer(hover)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(hover)
    }

    /// Asks the delegate again for the region and style where the pointer is.
    open func invalidate() {
        guard let p = lastLocation else { return }
        exitRegion()
        update(at: p)
    }

    private func hovered(_ g: UIHoverGestureRecognizer) {
        switch g.state {
        case .began, .changed: update(at: g.location(in: view))
        default:
            lastLocation = nil
            exitRegion()
        }
    }

    private func update(at p: CGPoint) {
        guard let view else { return }
        lastLocation = p
        let request = UIPointerRegionRequest(location: p, modifiers: [])
        let fallback = UIPointerRegion(rect: view.bounds)
        let new = delegate.map { $0.pointerInteraction(self, regionFor: request, defaultRegion: fallback) } ?? fallback
        if let region, let new, region.matches(new) { return }
        exitRegion()
        guard let new else { return }
        region = new
        let style = delegate.map { $0.pointerInteraction(self, styleFor: new) } ?? UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
        let animator = PointerAnimator()
        delegate?.pointerInteraction(self, willEnter: new, animator: animator)
        let state = style?.effect.map { PointerEffectState(effect: $0, shape: style?.shape) }
        effect = state
        animator.run { state?.apply() }
    }

    private func exitRegion() {
        guard let old = region else { return }
        region = nil
        let animator = PointerAnimator()
        delegate?.pointerInteraction(self, willExit: old, animator: animator)
        let state = effect
        effect = nil
        animator.run({ state?.undo() }, then: { state?.removeAdornments() })
    }
}

/// The hover recognizer a pointer interaction puts on its view.
@MainActor final class PointerHoverRecognizer: UIHoverGestureRecognizer {}

/// Runs the effect's change with the delegate's animations, 0.2 s, then their completions.
@MainActor final class PointerAnimator: UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    func run(_ change: @escaping () -> Void, then done: @escaping () -> Void = {}) {
        let all = animations, ends = completions
        UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            change()
            for a in all { a() }
        }, completion: { finished in
            done()
            for c in ends { c(finished) }
        })
    }
}
