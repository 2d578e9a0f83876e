/// Game logic for a scene without subclassing it. A method the delegate implements is called
/// instead of the scene's own; the scene's runs for those it does not.
@preconcurrency @MainActor public protocol SKSceneDelegate: AnyObject {
    func update(_ currentTime: TimeInterval, for scene: SKScene)
    func didEvaluateActions(for scene: SKScene)
    func didSimulatePhysics(for scene: SKScene)
    func didApplyConstraints(for scene: SKScene)
    func didFinishUpdate(for scene: SKScene)
}

// What a delegate does not implement falls through to the scene's own method.
public extension SKSceneDelegate {
    func update(_ currentTime: TimeInterval, for scene: SKScene) { scene.delegateFellThrough = true }
    func didEvaluateActions(for scene: SKScene) { scene.delegateFellThrough = true }
    func didSimulatePhysics(for scene: SKScene) { scene.delegateFellThrough = true }
    func didApplyConstraints(for scene: SKScene) { scene.delegateFellThrough = true }
    func didFinishUpdate(for scene: SKScene) { scene.delegateFellThrough = true }
}
