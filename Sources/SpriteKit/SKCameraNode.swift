import Foundation

/// The point a scene is looked at from: set as the scene's `camera`, the view shows the scene
/// centred on it, turned and scaled as the camera is (a camera scaled 2 shows twice as much).
@preconcurrency @MainActor open class SKCameraNode: SKNode {
    /// Whether the node is in what the camera shows.
    open func contains(_ node: SKNode) -> Bool {
        guard let scene, let view = scene.view, let box = node.frameInRoot else { return false }
        return scene.visibleRect(in: view.bounds.size).intersects(box)
    }

    /// The nodes of the scene the camera shows.
    open func containedNodeSet() -> Set<SKNode> {
        guard let scene else { return [] }
        return Set(scene.descendants.filter { contains($0) })
    }
}
