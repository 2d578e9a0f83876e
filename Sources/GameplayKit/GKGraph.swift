import Foundation

/// A collection of `GKGraphNode`s to find paths through. The nodes keep their own connections;
/// the graph holds the nodes, adds and removes them, and finds the cheapest path with A*.
open class GKGraph: NSObject {
    private var members: [GKGraphNode] = []

    /// An empty graph.
    override public init() {
        super.init()
    }

    /// A graph of `nodes`, with the connections they already have.
    public init(_ nodes: [GKGraphNode]) {
        super.init()
        add(nodes)
    }

    /// The graph's nodes, in the order added.
    open var nodes: [GKGraphNode]? { members }

    /// Adds `nodes` (those not in the graph yet) without connecting them.
    open func add(_ nodes: [GKGraphNode]) {
        for node in nodes where !members.contains(where: { $0 === node }) { members.append(node) }
    }

    /// Removes `nodes` from the graph, with every connection to and from them.
    open func remove(_ nodes: [GKGraphNode]) {
        for node in nodes {
            guard members.contains(where: { $0 === node }) else { continue }
            members.removeAll { $0 === node }
            node.removeConnections(to: node.connectedNodes, bidirectional: false)
            for other in members { other.removeConnections(to: [node], bidirectional: false) }
        }
    }

    /// Adds `node` and connects it to the graph's node it costs least to reach (by its
    /// `cost(to:)`), and that node back to it when `bidirectional`.
    open func connectToLowestCostNode(node: GKGraphNode, bidirectional: Bool) {
        let nearest = members.filter { $0 !== node }.min { node.cost(to: $0) < node.cost(to: $1) }
        add([node])
        if let nearest { node.addConnections(to: [nearest], bidirectional: bidirectional) }
    }

    /// The cheapest path from `startNode` to `endNode`, both included; empty when there is none.
    open func findPath(from startNode: GKGraphNode, to endNode: GKGraphNode) -> [GKGraphNode] {
        Pathfinder.path(from: startNode, to: endNode)
    }
}
