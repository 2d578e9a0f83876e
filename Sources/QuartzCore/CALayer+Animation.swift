import Foundation
import CoreGraphics

/// Actions (implicit animations), explicit animations and their timing, and the presentation layer.
extension CALayer {
    // MARK: Actions

    /// An action from the delegate, `actions` or `style` (not the default); nil to fall through.
    private func explicitAction(forKey event: String) -> CAAction? {
        if let delegate, let a = delegate.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let styleActions = style?["actions"] as? [String: CAAction], let a = styleActions[event] { return a is NSNull ? nil : a }
        return nil
    }

    /// The action a change of `key` runs. Implicit (default) animations wait until the layer has
    /// been on screen once, as Core Animation's do; actions the delegate or `actions` supply (e.g.
    /// UIView animation blocks) always run. Once on screen the search is `action(forKey:)`'s, which
    /// a subclass may override.
    private func resolvedAction(forKey key: String) -> CAAction? {
        hasBeenComposited ? action(forKey: key) : explicitAction(forKey: key)
    }

    /// Sets a model property if it differs, running its action.
    func update<T: Equatable>(_ keyPath: WritableKeyPath<LayerState, T>, _ key: String, _ value: T) {
        if state[keyPath: keyPath] != value { change(key) { $0[keyPath: keyPath] = value } }
    }

    /// Writes one of a subclass's own properties (`LayerState.custom`), as `update` does the others.
    func setCustom(_ key: String, _ value: AnimValue) {
        change(key) { $0.custom[key] = value }
    }

    /// One of a subclass's own numbers that Core Animation types as `Float` (an emitter's multipliers,
    /// a replicator's colour offsets); every layer's `custom` is seeded with its defaults.
    func customFloat(_ key: String) -> Float { Float(state.customScalar(key) ?? 0) }
    func setCustom(_ key: String, float value: Float) { setCustom(key, .scalar(CGFloat(value))) }

    /// Writes a model property and runs the action for it, when actions are enabled.
    func change(_ key: String, _ write: (inout LayerState) -> Void) {
        // Core Animation asks for the action before the value changes, while the layer still holds
        // the old one; the state is kept for the action only when there is one.
        let action = isPresentationCopy || CATransaction.disableActions() ? nil : resolvedAction(forKey: key)
        let before = action == nil ? nil : state
        let oldSize = state.bounds.size
        write(&state)
        if key == "bounds" && oldSize == state.bounds.size {
            // Only the origin moved (scrolling): the compositor may shift the pixels instead of repainting.
            markScrolled()
        } else {
            markNeedsComposite()
        }
        guard let action, let before else { return }
        if let basic = action as? CABasicAnimation {
            // The implicit animation starts where the layer appeared to be.
            let anim = basic.copy() as! CABasicAnimation
            if anim.fromValue == nil && anim.toValue == nil && anim.byValue == nil,
               let acc = LayerKeyPath.accessor(key, in: before) {
                anim.fromValue = acc.get(presentationState(model: before, at: localTime(at: mediaNow)))
            }
            if anim.duration == 0 { anim.duration = CATransaction.animationDuration() }
            if anim.timingFunction == nil {
                anim.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            }
            anim.run(forKey: key, object: self, arguments: nil)
        } else {
            // Custom actions learn where the property appeared to be before the change.
            let previous = LayerKeyPath.accessor(key, in: before).map { $0.get(presentationState(model: before, at: localTime(at: mediaNow))) }
            action.run(forKey: key, object: self, arguments: previous.map { ["previousValue": $0] })
        }
    }

    // MARK: Animations

    /// Delegate and transaction bookkeeping for an animation that stops; delivered at the end of the frame.
    func ended(_ a: CAAnimation, finished: Bool) {
        let groups = a.completionGroups
        a.completionGroups = []
        if let d = a.delegate {
            queuePipeline.deferToFrameEnd(runsAppCode: !(d is LibraryAnimationDelegate)) { d.animationDidStop(a, finished: finished) }
        }
        for g in groups { g.animationEnded() }
    }

    /// Advances this layer's animations to `media` time: marks it for compositing, retires
    /// finished animations and queues their delegate calls. False once none is running.
    func tickAnimations(at media: CFTimeInterval) -> Bool {
        // In a paused tree nothing moves: the animations stay, and the device may rest.
        let (t, still) = localTiming(at: media)
        var running = false
        // (The list is rebuilt only when an animation leaves it: most frames none does.)
        var removed: [Int] = []
        for (i, entry) in animationList.enumerated() {
            let a = entry.animation
            let (sample, finished) = a.sample(at: t)
            if (sample != nil || finished) && !a.didStart {
                a.didStart = true
                if let d = a.delegate {
                    queuePipeline.deferToFrameEnd(runsAppCode: !(d is LibraryAnimationDelegate)) { d.animationDidStart(a) }
                }
            }
            if finished {
                if a.isRemovedOnCompletion {
                    ended(a, finished: true)
                    removed.append(i)
                    continue
                }
                // A filling animation stays on the layer; it reports its end once.
                if !a.reportedFinish {
                    a.reportedFinish = true
                    ended(a, finished: true)
                }
            } else if !still && !a.standsStill(at: t) {
                running = true
            }
        }
        for i in removed.reversed() { animationList.remove(at: i) }
        if advanceOwnMotion(to: t) && !still { running = true }
        // Ticked again at the time it was last ticked at (a test reading pixels runs a frame without
        // moving the clock; a paused tree's time stands), it looks as it did: the screen shows it already.
        if t != lastTickTime || !removed.isEmpty || !animationList.allSatisfy({ $0.animation.dependsOnTimeOnly }) {
            markNeedsComposite()
        }
        lastTickTime = t
        return running
    }

    // MARK: Presentation

    func presentationState(model: LayerState, at localTime: CFTimeInterval) -> LayerState {
        var s = model
        for entry in animationList {
            if let sample = entry.animation.sample(at: localTime).0 {
                entry.animation.apply(sample, to: &s, model: model)
            }
        }
        return s
    }

    /// What the compositor draws this frame.
    func renderState(at media: CFTimeInterval) -> LayerState {
        animationList.isEmpty ? state : presentationState(model: state, at: localTime(at: media))
    }

    /// The model value of an animatable key path, in the form animations take (UIKit's keyframe blocks).
    package func animatableValue(forKeyPath keyPath: String) -> Any? {
        LayerKeyPath.accessor(keyPath, in: state)?.get(state)
    }
}

// MARK: Driven by hand (property animators)

extension CALayer {
    /// The timeline driving this layer's animations moved or started again: draw and tick again.
    package func timelineMoved() { markAnimationsDirty() }

    /// A key path's value as the layer shows it now, in the form `setModelValue` takes back.
    package func presentedValue(forKeyPath keyPath: String) -> Any? {
        guard let acc = LayerKeyPath.accessor(keyPath, in: state) else { return nil }
        return acc.get(presentationState(model: state, at: localTime(at: mediaNow)))
    }

    /// Where the animation under `key` started from (a value `setModelValue` takes).
    package func startValue(ofAnimationForKey key: String) -> Any? {
        guard let a = animation(forKey: key) as? CABasicAnimation, let path = a.keyPath,
              let acc = LayerKeyPath.accessor(path, in: state) else { return nil }
        return a.endpoints(current: acc.get(state)).0
    }

    /// Sets a key path's model value without running its action.
    package func setModelValue(_ value: Any?, forKeyPath keyPath: String) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        setKeyValue(value, forKeyPath: keyPath)
        CATransaction.commit()
    }
}

extension CALayer {
    /// Removes every animation in this layer's tree and makes their did-stop calls at once, not at
    /// the frame's end (a transition cancelled mid-frame is put back before the frame is drawn).
    package func removeAnimationsInSubtreeNow() {
        func strip(_ l: CALayer) {
            l.removeAllAnimations()
            for s in l._sublayers { strip(s) }
        }
        strip(self)
        queuePipeline.deliverDeferredCallbacks()
    }
}

extension CALayer {
    /// A transition running on the layer (the newest), which the compositor paints it through.
    var activeTransition: CATransition? {
        for entry in animationList.reversed() { if let t = entry.animation as? CATransition { return t } }
        return nil
    }
}

extension CALayer {
    /// Asks to be ticked every frame (a layer that moves by itself, such as an emitter).
    func keepTicking() {
        queuePipeline.animating[ObjectIdentifier(self)] = WeakLayer(self)
        markNeedsComposite()
    }
}
