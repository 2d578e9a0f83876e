import Foundation

/// A graph node at a cell of a `GKGridGraph`: every step to a connected cell costs 1.
open class GKGridGraphNode: GKGraphNode {
    /// The node's cell.
    public let gridPosition: vector_int2

    /// A node at the cell `gridPosition`. Required: a grid graph makes its nodes by class.
    public required init(gridPosition: vector_int2) {
        self.gridPosition = gridPosition
        super.init()
    }

    /// The number of steps to `node` as the king moves in chess, which no path beats whether the
    /// grid allows diagonal steps or not.
    override open func estimatedCost(to node: GKGraphNode) -> Float {
        guard let other = node as? GKGridGraphNode else { return super.estimatedCost(to: node) }
        let dx = abs(Int(gridPosition.x) - Int(other.gridPosition.x))
        let dy = abs(Int(gridPosition.y) - Int(other.gridPosition.y))
        return Float(max(dx, dy))
    }
}
