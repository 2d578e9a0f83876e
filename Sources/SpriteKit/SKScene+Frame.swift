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
        step({ $0.didApplyConstraints(for: self) }, else: { self.didApplyConstraints() })
        step({ $0.didFinishUpdate(for: self) }, else: { self.didFinishUpdate() })
    }

    private func step(_ delegated: (SKSceneDelegate) -> Void, else own: () -> Void) {
        guard let delegate else { own(); return }
        delegateFellThrough = false
        delegated(delegate)
        if delegateFellThrough { own() }
    }
}
