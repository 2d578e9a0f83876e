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
        for b in all { for item in b.dynamicItems { _ = world.makeBody(for: item) } }
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

    /// One frame: as many fixed steps as the clock has moved (the first frame takes one).
    private func run(to now: CFTimeInterval) -> Bool {
        guard isRunning else { return false }
        let interval = DynamicsWorld.stepInterval
        unsteppedTime += lastFrame.map { now - $0 } ?? interval
        lastFrame = now
        // A long stall (a live app in the background) is not caught up all at once.
        unsteppedTime = min(unsteppedTime, interval * 8)
        while unsteppedTime >= interval * 0.999 {
            unsteppedTime -= interval
            stepOnce()
            if !isRunning { return false }
        }
        if world.isAtRest {
            pause()
            return false
        }
        return true
    }

    /// One step of the simulation, outside the frame loop (for `make bench`'s `dynamics-step`).
    @_spi(Testing) public func stepForBenchmark() { stepOnce() }

    private func stepOnce() {
        syncIfNeeded()
        let all = allBehaviors
        for b in all { b.applyForces(in: world, animator: self) }
        world.step()
        elapsedTime += DynamicsWorld.stepInterval
        for body in world.bodies.values { body.writeItem() }
        layout?.invalidateLayout()
        let contacts = world.takeContacts()
        if !contacts.isEmpty {
            for b in all { b.deliver(contacts) }
        }
        for b in all { b.action?() }
    }
}
