import Foundation

/// A graph for finding paths around polygon obstacles in a 2D world. Each obstacle's corners,
/// moved out by `bufferRadius` (the traveller's size), become nodes, connected wherever the
/// straight line between them stays clear of every obstacle. Add the start and the goal with
/// `connectUsingObstacles(node:)`, then ask for `findPath(from:to:)`.
///
/// `GKObstacleGraph(obstacles:bufferRadius:)` makes `GKGraphNode2D`s, as on iOS;
/// `GKObstacleGraph<MyNode>(…)` makes nodes of a subclass.
open class GKObstacleGraph<NodeType: GKGraphNode2D>: GKGraph {
    /// How far from an obstacle's outline is still inside it, for paths.
    public let bufferRadius: Float
    /// The graph's obstacles, in the order added.
    public private(set) var obstacles: [GKPolygonObstacle] = []

    /// Each obstacle's outline grown by the buffer radius, and the nodes at its corners.
    private var outlines: [ObjectIdentifier: [vector_float2]] = [:]
    private var cornerNodes: [ObjectIdentifier: [NodeType]] = [:]
    /// The nodes added with `connectUsingObstacles`, which obstacles added later reconnect.
    private var travellers: [NodeType] = []
    private var lockedPairs: Set<Pair> = []

    /// A graph around `obstacles`, keeping paths `bufferRadius` away from them.
    public init(obstacles: [GKPolygonObstacle], bufferRadius: Float) {
        self.bufferRadius = bufferRadius
        super.init()
        addObstacles(obstacles)
    }

    /// Adds `obstacles`: their corners join the graph, and connections that now pass through one
    /// are removed, unless locked with `lockConnection(from:to:)`.
    open func addObstacles(_ obstacles: [GKPolygonObstacle]) {
        let added = obstacles.filter { obstacle in !self.obstacles.contains { $0 === obstacle } }
        for obstacle in added {
            let outline = Geometry2D.buffered(obstacle.vertices, by: bufferRadius)
            self.obstacles.append(obstacle)
            outlines[ObjectIdentifier(obstacle)] = outline
            let corners = outline.map { NodeType(point: $0) }
            cornerNodes[ObjectIdentifier(obstacle)] = corners
            add(corners)
        }
        let addedOutlines = added.compactMap { outlines[ObjectIdentifier($0)] }
        for node in nodes ?? [] {
            for next in node.connectedNodes {
                guard let from = node as? GKGraphNode2D, let to = next as? GKGraphNode2D,
                      !lockedPairs.contains(Pair(from, to)) else { continue }
                if addedOutlines.contains(where: { Geometry2D.segment(from.position, to.position, crosses: $0) }) {
                    from.removeConnections(to: [to], bidirectional: false)
                }
            }
        }
        let newCorners = added.flatMap { cornerNodes[ObjectIdentifier($0)] ?? [] }
        for corner in newCorners { connectWhereClear(corner, skipping: [], unbuffered: []) }
    }

    /// Removes `obstacles` and their corner nodes; the remaining corners and the nodes added with
    /// `connectUsingObstacles` are connected again wherever the way is now clear.
    open func removeObstacles(_ obstacles: [GKPolygonObstacle]) {
        let removed = obstacles.filter { obstacle in self.obstacles.contains { $0 === obstacle } }
        guard !removed.isEmpty else { return }
        for obstacle in removed {
            let key = ObjectIdentifier(obstacle)
            super.remove(cornerNodes[key] ?? [])
            cornerNodes[key] = nil
            outlines[key] = nil
            self.obstacles.removeAll { $0 === obstacle }
        }
        for node in allCorners + travellers { connectWhereClear(node, skipping: [], unbuffered: []) }
    }

    /// Removes every obstacle.
    open func removeAllObstacles() {
        removeObstacles(obstacles)
    }

    /// The nodes at the corners of `obstacle` (its outline moved out by the buffer radius).
    open func nodes(forObstacle obstacle: GKPolygonObstacle) -> [NodeType] {
        cornerNodes[ObjectIdentifier(obstacle)] ?? []
    }

    /// Adds `node` (a start or a goal) and connects it both ways to every node it can reach in a
    /// straight line clear of the obstacles.
    open func connectUsingObstacles(node: NodeType) {
        connectUsingObstacles(node: node, skipping: [], unbuffered: [])
    }

    /// As `connectUsingObstacles(node:)`, treating `obstaclesToIgnore` as not there.
    open func connectUsingObstacles(node: NodeType, ignoring obstaclesToIgnore: [GKPolygonObstacle]) {
        connectUsingObstacles(node: node, skipping: obstaclesToIgnore, unbuffered: [])
    }

    /// As `connectUsingObstacles(node:)`, letting the line pass through the buffer (but not the
    /// outline) of `obstaclesBufferRadiusToIgnore`: for a node that stands close to them.
    open func connectUsingObstacles(node: NodeType, ignoringBufferRadiusOf obstaclesBufferRadiusToIgnore: [GKPolygonObstacle]) {
        connectUsingObstacles(node: node, skipping: [], unbuffered: obstaclesBufferRadiusToIgnore)
    }

    /// Keeps the connection between two nodes when obstacles are added later.
    open func lockConnection(from startNode: NodeType, to endNode: NodeType) {
        lockedPairs.insert(Pair(startNode, endNode))
    }

    /// Lets obstacles added later remove the connection between two nodes again.
    open func unlockConnection(from startNode: NodeType, to endNode: NodeType) {
        lockedPairs.remove(Pair(startNode, endNode))
    }

    /// Whether the connection between two nodes is locked.
    open func isConnectionLocked(from startNode: NodeType, to endNode: NodeType) -> Bool {
        lockedPairs.contains(Pair(startNode, endNode))
    }

    /// Removes `nodes` with their connections; a start or goal removed is not reconnected later.
    override open func remove(_ nodes: [GKGraphNode]) {
        travellers.removeAll { traveller in nodes.contains { $0 === traveller } }
        super.remove(nodes)
    }

    private var allCorners: [NodeType] {
        obstacles.flatMap { cornerNodes[ObjectIdentifier($0)] ?? [] }
    }

    private func connectUsingObstacles(node: NodeType, skipping: [GKPolygonObstacle], unbuffered: [GKPolygonObstacle]) {
        add([node])
        if !travellers.contains(where: { $0 === node }) { travellers.append(node) }
        connectWhereClear(node, skipping: skipping, unbuffered: unbuffered)
    }

    /// Connects `node` both ways to each corner and traveller it sees past the obstacles.
    private func connectWhereClear(_ node: NodeType, skipping: [GKPolygonObstacle], unbuffered: [GKPolygonObstacle]) {
        for other in allCorners + travellers where other !== node {
            if isClear(from: node.position, to: other.position, skipping: skipping, unbuffered: unbuffered) {
                node.addConnections(to: [other], bidirectional: true)
            }
        }
    }

    private func isClear(from p: vector_float2, to q: vector_float2,
                         skipping: [GKPolygonObstacle], unbuffered: [GKPolygonObstacle]) -> Bool {
        for obstacle in obstacles where !skipping.contains(where: { $0 === obstacle }) {
            let outline = unbuffered.contains { $0 === obstacle } ? obstacle.vertices : outlines[ObjectIdentifier(obstacle)] ?? []
            if Geometry2D.segment(p, q, crosses: outline) { return false }
        }
        return true
    }

    /// Two nodes, either way round.
    private struct Pair: Hashable {
        let low: ObjectIdentifier, high: ObjectIdentifier
        init(_ a: GKGraphNode, _ b: GKGraphNode) {
            let (x, y) = (ObjectIdentifier(a), ObjectIdentifier(b))
            (low, high) = x < y ? (x, y) : (y, x)
        }
    }
}

extension GKObstacleGraph where NodeType == GKGraphNode2D {
    /// A graph of `GKGraphNode2D`s: what `GKObstacleGraph(obstacles:bufferRadius:)` makes when
    /// the node class is not named, as Objective-C's generics default it on iOS.
    public convenience init(obstacles: [GKPolygonObstacle], bufferRadius: Float) {
        self.init(obstacles, bufferRadius)
    }
}

extension GKObstacleGraph {
    /// The generic initializer under another name, so the constrained one above can reach it.
    fileprivate convenience init(_ obstacles: [GKPolygonObstacle], _ bufferRadius: Float) {
        self.init(obstacles: obstacles, bufferRadius: bufferRadius)
    }
}
