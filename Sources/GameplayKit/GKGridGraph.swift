import Foundation

/// A graph of the cells of a rectangle: one node per cell, each connected to its four neighbours
/// (eight when `diagonalsAllowed`). Walls are made by removing their nodes:
/// `graph.remove([graph.node(atGridPosition: wall)!])`.
///
/// `GKGridGraph(fromGridStartingAt:width:height:diagonalsAllowed:)` makes `GKGridGraphNode`s, as on
/// iOS; `GKGridGraph<MyNode>(…)` makes nodes of a subclass.
open class GKGridGraph<NodeType: GKGridGraphNode>: GKGraph {
    /// The cell at the grid's corner where its positions start.
    public let gridOrigin: vector_int2
    /// The number of columns.
    public let gridWidth: Int
    /// The number of rows.
    public let gridHeight: Int
    /// Whether nodes connect to their diagonal neighbours too.
    public let diagonalsAllowed: Bool
    /// The grid's cells row by row; nil where a node was removed.
    private var cells: [NodeType?]

    /// A grid of `width` × `height` nodes of `NodeType`, from the cell `position`, each connected
    /// to its neighbours (diagonal ones too when `diagonalsAllowed`).
    public init(fromGridStartingAt position: vector_int2, width: Int32, height: Int32, diagonalsAllowed: Bool) {
        precondition(width >= 0 && height >= 0, "a grid cannot have a negative size")
        gridOrigin = position
        gridWidth = Int(width)
        gridHeight = Int(height)
        self.diagonalsAllowed = diagonalsAllowed
        cells = []
        super.init()
        for row in 0..<gridHeight {
            for column in 0..<gridWidth {
                cells.append(NodeType(gridPosition: position &+ vector_int2(Int32(column), Int32(row))))
            }
        }
        add(cells.compactMap { $0 })
        for case let node? in cells { connectNodeToAdjacentNodes(node: node) }
    }

    /// The node at `position`, or nil when it is outside the grid or was removed.
    open func node(atGridPosition position: vector_int2) -> NodeType? {
        guard let index = cellIndex(of: position) else { return nil }
        return cells[index]
    }

    /// Connects `node` both ways to the grid's nodes beside it (and diagonally, when allowed).
    /// Use it to put back a node at a cell whose node was removed; it is added to the grid.
    open func connectNodeToAdjacentNodes(node: GKGridGraphNode) {
        if let index = cellIndex(of: node.gridPosition), cells[index] == nil, let typed = node as? NodeType {
            cells[index] = typed
            add([typed])
        }
        for dy: Int32 in -1...1 {
            for dx: Int32 in -1...1 where (dx, dy) != (0, 0) && (diagonalsAllowed || dx == 0 || dy == 0) {
                if let neighbour = self.node(atGridPosition: node.gridPosition &+ vector_int2(dx, dy)), neighbour !== node {
                    node.addConnections(to: [neighbour], bidirectional: true)
                }
            }
        }
    }

    /// Removes `nodes` and their connections; their cells then have no node.
    override open func remove(_ nodes: [GKGraphNode]) {
        for node in nodes {
            guard let gridNode = node as? GKGridGraphNode, let index = cellIndex(of: gridNode.gridPosition),
                  cells[index] === gridNode else { continue }
            cells[index] = nil
        }
        super.remove(nodes)
    }

    private func cellIndex(of position: vector_int2) -> Int? {
        let column = Int(position.x) - Int(gridOrigin.x), row = Int(position.y) - Int(gridOrigin.y)
        guard (0..<gridWidth).contains(column), (0..<gridHeight).contains(row) else { return nil }
        return row * gridWidth + column
    }
}

extension GKGridGraph where NodeType == GKGridGraphNode {
    /// A grid of `GKGridGraphNode`s: what `GKGridGraph(fromGridStartingAt:…)` makes when the
    /// node class is not named, as Objective-C's generics default it on iOS.
    public convenience init(fromGridStartingAt position: vector_int2, width: Int32, height: Int32, diagonalsAllowed: Bool) {
        self.init(position, width, height, diagonalsAllowed)
    }
}

extension GKGridGraph {
    /// The generic initializer under another name, so the constrained one above can reach it.
    fileprivate convenience init(_ position: vector_int2, _ width: Int32, _ height: Int32, _ diagonals: Bool) {
        self.init(fromGridStartingAt: position, width: width, height: height, diagonalsAllowed: diagonals)
    }
}
