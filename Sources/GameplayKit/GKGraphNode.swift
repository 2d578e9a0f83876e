import Foundation

/// A node of a pathfinding graph: the nodes it connects to, the cost of each connection and an
/// estimate of the cost to any node, which A* follows in `findPath(to:)`. Subclass it to give
/// nodes game data or their own costs; `GKGraphNode2D` and `GKGridGraphNode` have positions.
open class GKGraphNode: NSObject {
    private var connections: [GKGraphNode] = []

    /// A node with no connections.
    override public init() {
        super.init()
    }

    /// The nodes this node connects to (the ones a path may go to next), in the order connected.
    open var connectedNodes: [GKGraphNode] { connections }

    /// Connects this node to `nodes`, and, when `bidirectional`, each of them back to it.
    /// A connection made twice is kept once; a node does not connect to itself.
    open func addConnections(to nodes: [GKGraphNode], bidirectional: Bool) {
        for node in nodes where node !== self {
            if !connections.contains(where: { $0 === node }) { connections.append(node) }
            if bidirectional { node.addConnections(to: [self], bidirectional: false) }
        }
    }

    /// Removes this node's connections to `nodes`, and, when `bidirectional`, theirs to it.
    open func removeConnections(to nodes: [GKGraphNode], bidirectional: Bool) {
        for node in nodes {
            connections.removeAll { $0 === node }
            if bidirectional { node.removeConnections(to: [self], bidirectional: false) }
        }
    }

    /// The cost of going from this node to `node`, a connected one: 1 for every connection here,
    /// so paths count connections. Subclasses measure distance.
    open func cost(to node: GKGraphNode) -> Float {
        1
    }

    /// An estimate of the cost from this node to `node`, anywhere in the graph, never above the
    /// real cost (A* then finds the cheapest path). Here 0: the search is then Dijkstra's.
    open func estimatedCost(to node: GKGraphNode) -> Float {
        0
    }

    /// The cheapest path from this node to `goalNode` along connections, both ends included;
    /// empty when there is none.
    open func findPath(to goalNode: GKGraphNode) -> [GKGraphNode] {
        Pathfinder.path(from: self, to: goalNode)
    }

    /// The cheapest path from `startNode` to this node, both ends included; empty when there is none.
    open func findPath(from startNode: GKGraphNode) -> [GKGraphNode] {
        Pathfinder.path(from: startNode, to: self)
    }
}
