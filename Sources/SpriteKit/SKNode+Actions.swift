import Foundation

/// An action running on a node: its state, its key and what to call when it ends.
@MainActor final class ActionRun {
    let state: ActionState
    let key: String?
    let completion: (() -> Void)?
    /// Run since the scene last evaluated actions: its first step takes no time.
    var isNew = true
    init(state: ActionState, key: String?, completion: (() -> Void)?) {
        self.state = state
        self.key = key
        self.completion = completion
    }
}

/// Running actions on a node.
extension SKNode {
    public func run(_ action: SKAction) { start(action, key: nil, completion: nil) }

    /// Runs the action and calls `completion` when it ends (not when it is removed).
    public func run(_ action: SKAction, completion block: @escaping () -> Void) {
        start(action, key: nil, completion: block)
    }

    /// Runs the action under a key, replacing the action that had that key.
    public func run(_ action: SKAction, withKey key: String) {
        removeAction(forKey: key)
        start(action, key: key, completion: nil)
    }

    public func action(forKey key: String) -> SKAction? {
        runningActions.last { $0.key == key }?.state.action
    }

    public func hasActions() -> Bool { !runningActions.isEmpty }

    public func removeAction(forKey key: String) { runningActions.removeAll { $0.key == key } }

    public func removeAllActions() { runningActions.removeAll() }

    private func start(_ action: SKAction, key: String?, completion: (() -> Void)?) {
        let copy = action.copy() as! SKAction
        runningActions.append(ActionRun(state: makeState(copy), key: key, completion: completion))
    }

    func makeState(_ action: SKAction) -> ActionState {
        if let scene { return ActionState.make(action, random: &scene.random) }
        var random = SceneRandom()
        return ActionState.make(action, random: &random)
    }

    /// Advances the actions of this node and its descendants by `dt` seconds of scene time,
    /// scaled by each node's speed; paused nodes and their children stand still.
    func evaluateActions(_ dt: TimeInterval) {
        guard !isPaused else { return }
        let mine = dt * Double(speed)
        for run in runningActions {
            // A block may have removed it (or the node) meanwhile.
            guard runningActions.contains(where: { $0 === run }) else { continue }
            let step = run.isNew ? 0 : mine
            run.isNew = false
            if run.state.step(self, step) != nil {
                runningActions.removeAll { $0 === run }
                run.completion?()
            }
        }
        advanceContent(mine)
        for child in children where child.parent === self { child.evaluateActions(mine) }
    }
}
