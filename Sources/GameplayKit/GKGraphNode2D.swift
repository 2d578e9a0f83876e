import Foundation

/// A graph node at a point of a 2D world: connections cost their length, so paths are the
/// shortest ones. `GKObstacleGraph` makes them around obstacles.
open class GKGraphNode2D: GKGraphNode {
    /// Where the node is.
    open var position: vector_float2

    /// A node at `point`. Required: an obstacle graph makes its nodes by class.
    public required init(point: vector_float2) {
        position = point
        super.init()
    }

    /// The distance to `node` when it has a position too; otherwise the base cost.
    override open func cost(to node: GKGraphNode) -> Float {
        guard let other = node as? GKGraphNode2D else { return super.cost(to: node) }
        return Geometry2D.distance(position, other.position)
    }

    /// The straight-line distance to `node`, which no path beats.
    override open func estimatedCost(to node: GKGraphNode) -> Float {
        guard let other = node as? GKGraphNode2D else { return super.estimatedCost(to: node) }
        return Geometry2D.distance(position, other.position)
    }
}
