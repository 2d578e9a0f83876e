import Foundation

/// The animator on its device's clock: bringing the world up to date with the behaviours, stepping
/// it, telling the items and the delegates, and pausing once everything rests.
extension UIDynamicAnimator {
    /// The behaviours changed in a way that needs the world rebuilt where it differs (items added or
    /// removed, collision settings, item properties); the items move again.
    func setNeedsSync() {
        needsSync = true
        world.wakeAll()
        resume()
    }

    /// Settings changed that need no rebuilding; `items` move again.
    func wake(items: [UIDynamicItem]) {
        for item in items { world.body(for: item)?.wake() }
        resume()
    }

    func syncIfNeeded() {
        guard needsSync else { return }
        needsSync = false
        let all = allBehaviors
        // Bodies: one for each item a behaviour names, none for the rest.
        var wanted: [ObjectIdentifier: UIDynamicItem] = [:]
        for b in all { for item in b.dynamicItems { wanted[ObjectIdentifier(item)] = item } }
        for (id, body) in world.bodies where wanted[id] == nil { world.removeBody(of: body.item) }
        for b in all {
            for item in b.dynamicItems where world.body(for: item) == nil && canMove(item) {
                prepare(item)
                _ = world.makeBody(for: item)
            }
        }
        // Item properties: UIKit's defaults, then each item behaviour in order.
        var materials: [ObjectIdentifier: DynamicMaterial] = [:]
        for b in all { b.contribute(to: &materials) }
        for (id, body) in world.bodies { body.setMaterial(materials[id] ?? DynamicMaterial()) }
        // Collisions: each collision behaviour is a bit; an item collides through the bits of the
        // behaviours it is in.
        var masks: [ObjectIdentifier: (UInt64, UInt64)] = [:]
        var bit = 0
        for b in all where b.assignCollisionBit(UInt64(1) << UInt64(min(bit, 63)), to: &masks) { bit += 1 }
        for (id, body) in world.bodies { body.setMasks(items: masks[id]?.0 ?? 0, boundaries: masks[id]?.1 ?? 0) }
        for b in all { b.install(in: world, animator: self) }
    }

    /// Whether an item can have a body; UIKit's exception when not (once for each item).
    private func canMove(_ item: UIDynamicItem) -> Bool {
        guard !refusedItems.contains(ObjectIdentifier(item)) else { return false }
        guard admissible(item) else {
            refusedItems.insert(ObjectIdentifier(item))
            return false
        }
        return true
    }

    private func admissible(_ item: UIDynamicItem) -> Bool {
        if let view = item as? UIView {
            if layout != nil {
                UIKitRuntime.fail("Can't use view as item (\(view)) in an animator with layout reference \(self)")
                return false
            }
            if let ref = referenceView, !view.isDescendant(of: ref) {
                UIKitRuntime.fail("View item (\(view)) should be a descendant of reference view in \(self)")
                return false
            }
        } else if item is UICollectionViewLayoutAttributes, referenceView != nil, layout == nil {
            UIKitRuntime.fail("Can't use layout attributes as item (\(item)) in an animator with view reference \(self)")
            return false
        }
        let size = item.bounds.size
        if size.width == 0 || size.height == 0, !(item is UIDynamicItemGroup) {
            UIKitRuntime.fail("Invalid size {\(Self.number(size.width)), \(Self.number(size.height))} for item \(item) in Dynamics")
            return false
        }
        return true
    }

    /// A size's numbers as Foundation writes them ({264, 0}).
    private static func number(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(describing: v)
    }

    /// A view the animator moves leaves Auto Layout, as UIKit takes it out: its constraints in its
    /// superview go, and its frame is its own again.
    private func prepare(_ item: UIDynamicItem) {
        guard let view = item as? UIView, let sup = view.superview else { return }
        let mine = sup.constraints.filter { $0.firstItem === view || $0.secondItem === view }
        if !mine.isEmpty { sup.removeConstraints(mine) }
        view.translatesAutoresizingMaskIntoConstraints = true
    }

    /// Starts stepping on the next frame, if anything can move.
    func resume() {
        syncIfNeeded()
        guard !isRunning, !world.isAtRest else { return }
        let env = referenceView?.responderEnvironment ?? layout?.collectionView?.responderEnvironment ?? UIKitEnvironment.current
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
        device = env
        lastFrame = nil
        env.startMotion(of: self) { [weak self] now in self?.run(to: now) ?? false }
    }

    private func pause() {
        isRunning = false
        device?.stopMotion(of: self)
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One frame: as many fixed steps as the clock has moved since the last (the first frame of a
    /// run takes one step; a gap of more than half a second counts as a sixtieth, as UIKit's does).
    private func run(to now: CFTimeInterval) -> Bool {
        guard isRunning else { return false }
        let interval = DynamicsWorld.stepInterval
        var dt = lastFrame.map { now - $0 } ?? interval
        if dt > 0.5 { dt = 1.0 / 60 }
        lastFrame = now
        elapsedTime += dt
        unsteppedTime += dt
        var stepped = false
        while unsteppedTime >= interval * 0.999 {
            unsteppedTime -= interval
            stepOnce()
            stepped = true
            if !isRunning { return false }
        }
        if stepped { finishFrame() }
        if world.isAtRest {
            pause()
            return false
        }
        return true
    }

    /// One animator step outside the frame loop, as a frame of `seconds` runs it: the world's fixed
    /// steps, then the items moved (for `make bench`'s `dynamics-step`).
    package func stepForBenchmark(seconds: CFTimeInterval) {
        var left = seconds
        while left >= DynamicsWorld.stepInterval * 0.999 {
            stepOnce()
            left -= DynamicsWorld.stepInterval
        }
        finishFrame()
    }

    /// One step of the world alone, the items not moved: what Box2D and the behaviours' forces
    /// take of `dynamics-step` (`make bench`'s `dynamics-world`).
    package func stepWorldForBenchmark() { stepOnce() }

    /// One step of the world: the behaviours' forces and Box2D's step.
    private func stepOnce() {
        syncIfNeeded()
        if let bounds = referenceBounds, bounds != lastReferenceBounds {
            // The reference view changed size: walls made from its bounds move with it.
            lastReferenceBounds = bounds
            needsSync = true
            syncIfNeeded()
        }
        for b in allBehaviors { b.applyForces(in: world, animator: self) }
        world.step()
    }

    /// After a frame's steps, as UIKit ends its animator step: the items put where their bodies
    /// are, the contacts to the collision delegates (every beginning before any ending), every
    /// behaviour's action, and a layout's invalidation.
    private func finishFrame() {
        world.writeItems()
        let all = allBehaviors
        let contacts = world.takeContacts()
        if !contacts.isEmpty {
            let ordered = contacts.filter(\.began) + contacts.filter { !$0.began }
            for b in all { b.deliver(ordered) }
        }
        for b in all { b.action?() }
        layout?.invalidateLayout()
    }
}
