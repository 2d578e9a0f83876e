import Foundation

/// The tiles a group uses where a tile's neighbours are as `adjacency` says.
@preconcurrency @MainActor open class SKTileGroupRule: NSObject {
    open var adjacency: SKTileAdjacencyMask
    open var tileDefinitions: [SKTileDefinition]
    open var name: String?

    public init(adjacency: SKTileAdjacencyMask, tileDefinitions: [SKTileDefinition]) {
        self.adjacency = adjacency
        self.tileDefinitions = tileDefinitions
        super.init()
    }
}
