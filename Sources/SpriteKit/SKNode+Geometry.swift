import Foundation

/// Where a node is: its transform to its parent and the scene, conversions between nodes, and
/// which nodes lie under a point.
extension SKNode {
    /// From the node's coordinates to its parent's: scale, then rotate, then move.
    var localTransform: CGAffineTransform {
        CGAffineTransform(scaleX: xScale, y: yScale)
            .concatenating(CGAffineTransform(rotationAngle: zRotation))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// From the node's coordinates to its root's (the scene's, when it is in one).
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var node: SKNode? = self
        while let n = node, n.parent != nil {
            t = t.concatenating(n.localTransform)
            node = n.parent
        }
        return t
    }

    var root: SKNode {
        var node = self
        while let p = node.parent { node = p }
        return node
    }

    /// A point in `node`'s coordinates, in this node's. The two must share a root.
    public func convert(_ point: CGPoint, from node: SKNode) -> CGPoint {
        guard node !== self else { return point }
        return point.applying(node.transformToRoot).applying(transformToRoot.inverted())
    }

    /// A point in this node's coordinates, in `node`'s.
    public func convert(_ point: CGPoint, to node: SKNode) -> CGPoint { node.convert(point, from: self) }

    /// Whether a point in the parent's coordinates lies in the node's accumulated frame.
    public func contains(_ p: CGPoint) -> Bool { calculateAccumulatedFrame().contains(p) }

    /// The descendants whose content lies under a point in this node's coordinates, frontmost first.
    public func nodes(at p: CGPoint) -> [SKNode] {
        let scenePoint = p.applying(transformToRoot)
        var found: [(node: SKNode, z: CGFloat, order: Int)] = []
        var order = 0
        func visit(_ node: SKNode, z: CGFloat) {
            for child in node.children where !child.isHidden {
                let childZ = z + child.zPosition
                order += 1
                if child.hitTest(scenePoint: scenePoint) { found.append((child, childZ, order)) }
                visit(child, z: childZ)
            }
        }
        visit(self, z: 0)
        return found.sorted { $0.z != $1.z ? $0.z > $1.z : $0.order > $1.order }.map(\.node)
    }

    /// The frontmost descendant under a point in this node's coordinates, or this node.
    public func atPoint(_ p: CGPoint) -> SKNode { nodes(at: p).first ?? self }

    /// Whether the two nodes' accumulated frames overlap in their scene.
    public func intersects(_ node: SKNode) -> Bool {
        guard let a = frameInRoot, let b = node.frameInRoot else { return false }
        return a.intersects(b)
    }

    var frameInRoot: CGRect? {
        let r = calculateAccumulatedFrame()
        guard !r.isNull else { return nil }
        return r.applying(parent?.transformToRoot ?? .identity)
    }

    /// Whether the node's own content (not its children's) covers a point of the root.
    func hitTest(scenePoint: CGPoint) -> Bool {
        let box = frame
        guard box.width > 0, box.height > 0 else { return false }
        let local = scenePoint.applying((parent?.transformToRoot ?? .identity).inverted())
        return box.contains(local) && contentRect.contains(local.applying(localTransform.inverted()))
    }
}
