import Foundation

/// Decides between gesture recognizers and delivers touches to views, as UIKit's gesture environment does:
/// recognizers see each touch before its view; a recognition waits for the recognizers it must outlast,
/// prevents the ones it cannot share touches with, cancels its touches in the view (`cancelsTouchesInView`),
/// and views' touches are held back while `delaysTouchesBegan`/`delaysTouchesEnded` recognizers are undecided.
@MainActor final class GestureArena {
    /// Recognizers taking part in the current touch sequences, until they reset.
    private(set) var active: [UIGestureRecognizer] = []
    /// Deliveries to views held back, per touch, in order.
    private var held: [ObjectIdentifier: (touch: UITouch, phases: [UITouch.Phase])] = [:]
    private var heldOrder: [ObjectIdentifier] = []
    private var viewBegan: Set<ObjectIdentifier> = []
    private var viewFinished: Set<ObjectIdentifier> = []
    private var depth = 0
    private var event: UIEvent?

    // MARK: Dispatch

    /// Delivers the changed touches of `event`: recognizers first, then views.
    func dispatch(_ event: UIEvent, window: UIWindow) {
        self.event = event
        depth += 1
        let changed = event.touchSet.filter { $0.window === window && $0.phase != .stationary }
            .sorted { $0.identifier < $1.identifier }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let ts = changed.filter { $0.phase == phase }
            guard !ts.isEmpty else { continue }
            if phase == .began { for t in ts { enroll(t) } }
            deliverToRecognizers(ts, phase: phase, event: event)
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            deliverToViews(changed.filter { $0.phase == phase }, phase: phase, event: event)
        }
        depth -= 1
        sweep()
    }

    /// A new touch joins the recognizers of its view and the view's ancestors that will take it.
    private func enroll(_ touch: UITouch) {
        var receiving: [UIGestureRecognizer] = []
        for r in touch.gestureRecognizers ?? [] {
            guard r.isEnabled, r.view != nil, !r.ignoredTouches.contains(ObjectIdentifier(touch)) else { continue }
            guard [.possible, .began, .changed].contains(r.state) else { continue }
            guard !Self.controlTakesTap(touch, from: r) else { continue }
            guard r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true else { continue }
            // An undecided recognizer keeps its earlier (lifted) touches: they are part of its gesture,
            // e.g. the first tap of a double tap. Touches are forgotten when it resets.
            r.trackedTouches.append(touch)
            receiving.append(r)
            if !active.contains(where: { $0 === r }) { active.append(r) }
        }
        touch.gestureRecognizers = receiving
    }

    /// iOS 6 and later: a control's default action wins over an overlapping recognizer on an
    /// ancestor — a single tap on a button, switch, stepper or segmented control (or a text field,
    /// whose own tap recognizer wins) goes to the control, not to a superview's single-tap recognizer.
    static func controlTakesTap(_ touch: UITouch, from r: UIGestureRecognizer) -> Bool {
        guard r.isSingleTapOfOneFinger else { return false }
        var v = touch.view
        while let current = v, current !== r.view {
            if current.takesSingleTapFromAncestors { return true }
            v = current.superview
        }
        return false
    }

    private func deliverToRecognizers(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var order: [UIGestureRecognizer] = []
        for t in touches { for r in t.gestureRecognizers ?? [] where !order.contains(where: { $0 === r }) { order.append(r) } }
        for r in order {
            guard r.isEnabled, [.possible, .began, .changed].contains(r.state) else { continue }
            let mine = Set(touches.filter { t in r.trackedTouches.contains { $0 === t } })
            guard !mine.isEmpty else { continue }
            if let last = mine.first { r.lastLocation = last.locationInWindow }
            r.lastButtonMask = event.buttonMask
            r.lastModifierFlags = event.modifierFlags
            switch phase {
            case .began: r.touchesBegan(mine, with: event)
            case .moved: r.touchesMoved(mine, with: event)
            case .ended: r.touchesEnded(mine, with: event)
            default: r.touchesCancelled(mine, with: event)
            }
            r.lastLocation = r.location(in: nil)
        }
    }

    private func deliverToViews(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var ready: [UITouch] = []
        for t in touches where !t.isCancelledForView && !t.isIgnoredForView {
            let id = ObjectIdentifier(t)
            if held[id] != nil { held[id]!.phases.append(phase); continue }
            if isBlocked(t, phase) { hold(t, phase); continue }
            ready.append(t)
        }
        send(ready, phase: phase, event: event)
    }

    private func hold(_ t: UITouch, _ phase: UITouch.Phase) {
        let id = ObjectIdentifier(t)
        held[id] = (t, [phase])
        heldOrder.append(id)
    }

    /// Sends one phase to each view, all of that view's touches in one call.
    private func send(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var views: [UIView] = []
        for t in touches { if let v = t.view, !views.contains(where: { $0 === v }) { views.append(v) } }
        for v in views {
            let mine = Set(touches.filter { $0.view === v })
            for t in mine {
                let id = ObjectIdentifier(t)
                if phase == .began { viewBegan.insert(id) }
                if phase == .ended || phase == .cancelled { viewFinished.insert(id) }
                TouchDiagnostics.viewDelivery?(t, phase, v)
            }
            switch phase {
            case .began: v.touchesBegan(mine, with: event)
            case .moved: v.touchesMoved(mine, with: event)
            case .ended: v.touchesEnded(mine, with: event)
            default: v.touchesCancelled(mine, with: event)
            }
        }
    }

    /// Whether an undecided recognizer holds back this phase of the touch from its view.
    private func isBlocked(_ t: UITouch, _ phase: UITouch.Phase) -> Bool {
        for r in t.gestureRecognizers ?? [] where r.state == .possible && r.trackedTouches.contains(where: { $0 === t }) {
            if phase == .began && r.delaysTouchesBegan { return true }
            if phase == .ended && r.delaysTouchesEnded { return true }
        }
        return false
    }

    /// Releases held deliveries whose recognizers have decided.
    private func flushHeld() {
        guard let event else { return }
        var progress = true
        while progress {
            progress = false
            for id in heldOrder {
                guard var entry = held[id] else { continue }
                if entry.touch.isCancelledForView { held[id] = nil; continue }
                while let phase = entry.phases.first, !isBlocked(entry.touch, phase) {
                    entry.phases.removeFirst()
                    send([entry.touch], phase: phase, event: event)
                    progress = true
                }
                held[id] = entry.phases.isEmpty ? nil : entry
            }
            heldOrder.removeAll { held[$0] == nil }
        }
    }

    // MARK: State requests

    /// A recognizer (or its subclass code) asks to move to `new`.
    func request(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        let old = r.state
        guard new != .possible, UIGestureRecognizer.isLegal(from: old, to: new) else { return }
        if old == .possible && (new == .began || new == .ended) {
            tryRecognize(r, new)
        } else if new == .failed {
            fail(r)
        } else {
            r.apply(new)
        }
        if depth == 0 { sweep() }
    }

    private func tryRecognize(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        let shouldBegin = (r.delegate?.gestureRecognizerShouldBegin(r) ?? true) && (r.view?.gestureRecognizerShouldBegin(r) ?? true)
        guard shouldBegin else { fail(r); return }
        for o in active where o !== r && [.began, .changed].contains(o.state) && sharesTouches(o, r) {
            if !simultaneous(o, r) && o.canPrevent(r) && r.canBePrevented(by: o) { fail(r); return }
        }
        let requirements = self.requirements(of: r)
        if requirements.contains(where: { [.began, .changed, .ended].contains($0.state) }) { fail(r); return }
        if requirements.contains(where: { $0.state == .possible }) {
            r.pendingState = new
            return
        }
        recognize(r, new)
    }

    private func recognize(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        r.pendingState = nil
        for o in active where o !== r && o.state == .possible && sharesTouches(o, r) {
            if !simultaneous(r, o) && r.canPrevent(o) && o.canBePrevented(by: r) { fail(o) }
        }
        guard r.state == .possible else { return }
        r.apply(new)
        if r.cancelsTouchesInView { cancelViewTouches(of: r) }
        for o in active where o.pendingState != nil && requirements(of: o).contains(where: { $0 === r }) { fail(o) }
        flushHeld()
    }

    private func fail(_ r: UIGestureRecognizer) {
        switch r.state {
        case .possible:
            r.pendingState = nil
            r.apply(.failed)
        case .began, .changed:
            r.apply(.cancelled)
        default:
            return
        }
        for o in active where o.pendingState != nil && requirements(of: o).contains(where: { $0 === r }) {
            let wanted = o.pendingState!
            o.pendingState = nil
            tryRecognize(o, wanted)
        }
        flushHeld()
    }

    /// The recognizers `r` must outlast: its own `require(toFail:)` list plus what delegates and subclasses say.
    private func requirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var out = r.failureRequirements.compactMap(\.recognizer).filter { o in active.contains { $0 === o } }
        for o in active where o !== r && !out.contains(where: { $0 === o }) {
            if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true
                || o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true
                || r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r) {
                out.append(o)
            }
        }
        return out
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { t in b.trackedTouches.contains { $0 === t } }
    }

    /// A recognizer that recognized with `cancelsTouchesInView` takes its touches from their views.
    private func cancelViewTouches(of r: UIGestureRecognizer) {
        guard let event else { return }
        for t in r.trackedTouches where !t.isCancelledForView {
            let id = ObjectIdentifier(t)
            t.isCancelledForView = true
            held[id] = nil
            if viewBegan.contains(id) && !viewFinished.contains(id), let v = t.view {
                viewFinished.insert(id)
                TouchDiagnostics.viewDelivery?(t, .cancelled, v)
                v.touchesCancelled([t], with: event)
            }
        }
    }

    /// Recognizers that have decided and whose touches are all up go back to `.possible`.
    func sweep() {
        for r in active {
            let done = [.ended, .cancelled, .failed].contains(r.state)
            let up = r.trackedTouches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
            if done && up {
                r.resetToPossible()
            }
        }
        active.removeAll { $0.state == .possible && $0.trackedTouches.isEmpty && $0.pendingState == nil }
        if active.isEmpty && held.isEmpty {
            viewBegan = []
            viewFinished = []
        }
    }

    /// Whether the touch's view has been sent `touchesBegan` for it (it is no longer held back).
    func viewHasBegun(_ t: UITouch) -> Bool { viewBegan.contains(ObjectIdentifier(t)) && !t.isCancelledForView }

    /// Recognizers that are undecided with no finger down (e.g. a double tap after its first tap).
    var hasUndecidedRecognizers: Bool { active.contains { $0.state == .possible } }
}
