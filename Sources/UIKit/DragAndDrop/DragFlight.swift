import Foundation

/// One drag on screen, from lift to drop: the items' pictures in a layer over the window following
/// the finger, the drop target under it asked what a drop would do (shown by a badge), and at the
/// end the drop performed and the pictures landing, or flying back.
@MainActor final class DragFlight {
    unowned let interaction: UIDragInteraction
    let session: DragSession
    private weak var window: UIWindow?
    private let overlay = DragOverlayView()
    /// Each item's picture and where it lifted from (window coordinates).
    private var previews: [(item: UIDragItem, view: UIView, source: UITargetedDragPreview, home: CGRect)] = []
    /// The finger's offset from the first picture's centre, kept as it moves.
    private var grip = CGPoint.zero
    private var began = false
    private var ended = false
    /// The drop target under the finger and its last proposal.
    private var target: UIDropInteraction?
    private var proposal: UIDropProposal?
    /// The targets the drag entered, asked `canHandle` once each; told `sessionDidEnd` at the end.
    private var handles: [ObjectIdentifier: Bool] = [:]
    private var entered: [UIDropInteraction] = []
    /// The spring-loaded view the drag hovers over.
    private var springLoaded: [UISpringLoadedInteraction] = []
    /// Where targets asked the dropped items to land (window rectangles), by item.
    var landings: [ObjectIdentifier: CGRect] = [:]

    init(interaction: UIDragInteraction, session: DragSession, window: UIWindow) {
        self.interaction = interaction
        self.session = session
        self.window = window
    }

    // MARK: Lift

    func lift(at p: CGPoint) {
        guard let window, let view = interaction.view else { return }
        session.locationInWindow = p
        overlay.frame = window.bounds
        window.addSubview(overlay)
        for item in session.items {
            let preview = (interaction.delegate?.dragInteraction(interaction, previewForLifting: item, session: session)).map { $0 as UITargetedPreview }
                ?? UITargetedDragPreview(view: view)
            let source = preview as? UITargetedDragPreview
                ?? UITargetedDragPreview(view: preview.view, parameters: preview.parameters, target: preview.target)
            item.sourceView = source.view
            let home = DragFlight.frame(of: source, in: window)
            // A context menu that was open lifted this view away; the drag takes its picture now.
            source.view.isHidden = false
            let picture = source.view.snapshotView(afterScreenUpdates: false) ?? UIView()
            picture.frame = home
            picture.layer.cornerRadius = 10
            picture.clipsToBounds = true
            if let bg = source.parameters.backgroundColor { picture.backgroundColor = bg }
            let holder = UIView(frame: home)
            picture.frame = holder.bounds
            holder.addSubview(picture)
            holder.layer.shadowOpacity = 0.25
            holder.layer.shadowRadius = 14
            holder.layer.shadowOffset = CGSize(width: 0, height: 6)
            overlay.insertSubview(holder, at: 0)
            previews.append((item, holder, source, home))
        }
        if let first = previews.first { grip = CGPoint(x: p.x - first.home.midX, y: p.y - first.home.midY) }
        overlay.badge.count = session.items.count
        let animator = DragAnimator()
        interaction.delegate?.dragInteraction(interaction, willAnimateLiftWith: animator, session: session)
        animator.run(duration: 0.25, {
            for (i, p) in self.previews.enumerated() {
                p.view.transform = CGAffineTransform(scaleX: 1.05, y: 1.05).translatedBy(x: CGFloat(i) * 3, y: CGFloat(i) * 3)
            }
        }, then: {})
        placeBadge()
    }

    /// A preview's rectangle in window coordinates.
    static func frame(of preview: UITargetedPreview, in window: UIWindow) -> CGRect {
        let size = preview.size
        let r = CGRect(x: preview.target.center.x - size.width / 2, y: preview.target.center.y - size.height / 2,
                       width: size.width, height: size.height)
        return preview.target.container.convert(r, to: window)
    }

    // MARK: Moving

    func move(to p: CGPoint) {
        guard !ended, let window else { return }
        if !began {
            began = true
            interaction.delegate?.dragInteraction(interaction, sessionWillBegin: session)
        }
        session.locationInWindow = p
        UIView.performWithoutAnimation {
            for (i, preview) in previews.enumerated() {
                preview.view.center = CGPoint(x: p.x - grip.x + CGFloat(i) * 3, y: p.y - grip.y + CGFloat(i) * 3)
            }
        }
        interaction.delegate?.dragInteraction(interaction, sessionDidMove: session)
        let now = dropTarget(at: p, in: window)
        if now !== target {
            if let old = target { old.delegate?.dropInteraction(old, sessionDidExit: session) }
            target = now
            proposal = nil
            if let now {
                if !entered.contains(where: { $0 === now }) { entered.append(now) }
                now.delegate?.dropInteraction(now, sessionDidEnter: session)
            }
        }
        if let target { proposal = target.delegate?.dropInteraction(target, sessionDidUpdate: session) }
        let springs = springTargets(at: p, in: window)
        if springs.map(ObjectIdentifier.init) != springLoaded.map(ObjectIdentifier.init) {
            for s in springLoaded { s.dragLeft() }
            springLoaded = springs
        }
        for s in springs { s.dragHovered(at: p) }
        overlay.badge.operation = effectiveOperation
        placeBadge()
    }

    /// The proposal's operation as the drag may take it: a move the drag does not allow is a copy.
    private var effectiveOperation: UIDropOperation {
        guard let op = proposal?.operation else { return .cancel }
        return op == .move && !session.allowsMoveOperation ? .copy : op
    }

    /// The innermost view under the finger, or an ancestor of it, with a drop interaction that takes the drag.
    private func dropTarget(at p: CGPoint, in window: UIWindow) -> UIDropInteraction? {
        var v = window.hitTest(p, with: nil)
        while let view = v {
            for case let i as UIDropInteraction in view.attachedInteractions {
                let id = ObjectIdentifier(i)
                if handles[id] == nil { handles[id] = i.delegate?.dropInteraction(i, canHandle: session) ?? false }
                if handles[id] == true { return i }
            }
            v = view.superview
        }
        return nil
    }

    /// The spring-loaded interactions of the innermost view under the finger (or of its nearest
    /// ancestor) that opens when a drag hovers.
    private func springTargets(at p: CGPoint, in window: UIWindow) -> [UISpringLoadedInteraction] {
        var v = window.hitTest(p, with: nil)
        while let view = v {
            let springs = view.attachedInteractions.compactMap { $0 as? UISpringLoadedInteraction }
            if !springs.isEmpty { return springs }
            v = view.superview
        }
        return []
    }

    private func placeBadge() {
        guard let first = previews.first else { return }
        let f = first.view.frame
        overlay.badge.center = CGPoint(x: f.maxX - 2, y: f.minY + 2)
    }

    // MARK: The end

    func end(at p: CGPoint, dropping: Bool) {
        guard !ended else { return }
        ended = true
        for s in springLoaded { s.dragLeft() }
        springLoaded = []
        session.locationInWindow = p
        let op = effectiveOperation
        if dropping, let target, op == .copy || op == .move {
            drop(on: target, operation: op)
        } else {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: session) }
            cancel()
        }
    }

    private func drop(on target: UIDropInteraction, operation: UIDropOperation) {
        target.delegate?.dropInteraction(target, performDrop: session)
        session.itemsLoaded()
        interaction.delegate?.dragInteraction(interaction, session: session, willEndWith: operation)
        interaction.delegate?.dragInteraction(interaction, sessionDidTransferItems: session)
        overlay.badge.isHidden = true
        let animator = DragAnimator()
        var moves: [(UIView, CGRect?)] = []
        for p in previews {
            let here = p.view.frame
            let container = window ?? overlay
            let landing = landings[ObjectIdentifier(p.item)]
            let fallback = UITargetedDragPreview(view: p.source.view, parameters: p.source.parameters,
                                                 target: UIDragPreviewTarget(container: container, center: CGPoint(x: here.midX, y: here.midY)))
            let chosen = landing == nil ? target.delegate?.dropInteraction(target, previewForDropping: p.item, withDefault: fallback) : nil
            target.delegate?.dropInteraction(target, item: p.item, willAnimateDropWith: animator)
            if let landing { moves.append((p.view, landing)) } else if let chosen, chosen !== fallback, let window {
                moves.append((p.view, DragFlight.frame(of: chosen, in: window)))
            } else { moves.append((p.view, nil)) }
        }
        animator.run(duration: 0.3, {
            for (v, rect) in moves {
                if let rect {
                    v.transform = .identity
                    v.frame = rect
                } else {
                    v.alpha = 0
                    v.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                }
            }
        }, then: { [self] in
            target.delegate?.dropInteraction(target, concludeDrop: session)
            finish(operation)
        })
    }

    private func cancel() {
        interaction.delegate?.dragInteraction(interaction, session: session, willEndWith: .cancel)
        overlay.badge.isHidden = true
        let animator = DragAnimator()
        var moves: [(UIView, CGRect)] = []
        for p in previews {
            let chosen = interaction.delegate?.dragInteraction(interaction, previewForCancelling: p.item, withDefault: p.source) ?? p.source
            interaction.delegate?.dragInteraction(interaction, item: p.item, willAnimateCancelWith: animator)
            moves.append((p.view, window.map { DragFlight.frame(of: chosen, in: $0) } ?? p.home))
        }
        animator.run(duration: 0.3, {
            for (v, rect) in moves {
                v.transform = .identity
                v.frame = rect
            }
        }, then: { [self] in finish(.cancel) })
    }

    private func finish(_ operation: UIDropOperation) {
        overlay.removeFromSuperview()
        interaction.delegate?.dragInteraction(interaction, session: session, didEndWith: operation)
        for i in entered { i.delegate?.dropInteraction(i, sessionDidEnd: session) }
        interaction.flightDidEnd(self)
    }
}
