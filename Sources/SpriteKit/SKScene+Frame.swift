import Foundation

/// A scene's frame, in SpriteKit's order: update, actions, physics, constraints, each followed by
/// its callback (the delegate's where it has one, else the scene's).
extension SKScene {
    func runFrame(at time: TimeInterval) {
        let dt = lastFrameTime.map { max(0, time - $0) } ?? 0
        lastFrameTime = time
        step({ $0.update(time, for: self) }, else: { self.update(time) })
        if !isPaused { evaluateActions(dt) }
        step({ $0.didEvaluateActions(for: self) }, else: { self.didEvaluateActions() })
        if !isPaused { physicsWorld.simulate(dt) }
        step({ $0.didSimulatePhysics(for: self) }, else: { self.didSimulatePhysics() })
        if !isPaused { applyConstraints() }
        step({ $0.didApplyConstraints(for: self) }, else: { self.didApplyConstraints() })
        step({ $0.didFinishUpdate(for: self) }, else: { self.didFinishUpdate() })
    }

    /// Every node's constraints, parents before children.
    private func applyConstraints() {
        for node in descendants {
            guard let constraints = node.constraints, !constraints.isEmpty else { continue }
            for c in constraints { c.apply(to: node) }
        }
    }

    private func step(_ delegated: (SKSceneDelegate) -> Void, else own: () -> Void) {
        guard let delegate else { own(); return }
        delegateFellThrough = false
        delegated(delegate)
        if delegateFellThrough { own() }
    }
}
