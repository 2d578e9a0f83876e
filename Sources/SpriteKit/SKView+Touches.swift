import Foundation

/// Touches go to the frontmost node under them that takes touches, else to the scene; the node
/// keeps a touch until it ends. A node that does not handle them passes them to its parent.
extension SKView {
    func sceneTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let scene, transition == nil else { return }
        for touch in touches {
            let p = scene.convertPoint(fromView: touch.location(in: self))
            touchTargets[ObjectIdentifier(touch)] = Self.target(in: scene, at: p)
        }
        deliver(touches) { $0.touchesBegan($1, with: event) }
    }

    func sceneTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        deliver(touches) { $0.touchesMoved($1, with: event) }
    }

    func sceneTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        deliver(touches) { $0.touchesEnded($1, with: event) }
        for t in touches { touchTargets[ObjectIdentifier(t)] = nil }
    }

    func sceneTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        deliver(touches) { $0.touchesCancelled($1, with: event) }
        for t in touches { touchTargets[ObjectIdentifier(t)] = nil }
    }

    /// The frontmost node under the point that takes touches, or the nearest ancestor of it that
    /// does (a button's label passes its touches to the button); else the scene.
    static func target(in scene: SKScene, at p: CGPoint) -> SKNode {
        for hit in scene.nodes(at: p) {
            var node: SKNode? = hit
            while let n = node, n !== scene {
                if n.isUserInteractionEnabled { return n }
                node = n.parent
            }
        }
        return scene
    }

    /// Each node gets its own touches in one call.
    private func deliver(_ touches: Set<UITouch>, _ send: (SKNode, Set<UITouch>) -> Void) {
        var byNode: [ObjectIdentifier: (SKNode, Set<UITouch>)] = [:]
        var order: [ObjectIdentifier] = []
        for touch in touches {
            guard let node = touchTargets[ObjectIdentifier(touch)] else { continue }
            let id = ObjectIdentifier(node)
            if byNode[id] == nil { order.append(id); byNode[id] = (node, []) }
            byNode[id]?.1.insert(touch)
        }
        for id in order { if let (node, set) = byNode[id] { send(node, set) } }
    }
}

/// A touch's location in a node's coordinates.
extension UITouch {
    public func location(in node: SKNode) -> CGPoint {
        guard let scene = node.scene, let view = scene.view else { return .zero }
        return node.convert(scene.convertPoint(fromView: location(in: view)), from: scene)
    }

    public func previousLocation(in node: SKNode) -> CGPoint {
        guard let scene = node.scene, let view = scene.view else { return .zero }
        return node.convert(scene.convertPoint(fromView: previousLocation(in: view)), from: scene)
    }
}
