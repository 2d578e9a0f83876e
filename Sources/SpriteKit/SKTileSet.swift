import Foundation

/// The groups of tiles a tile map draws from.
@preconcurrency @MainActor open class SKTileSet: NSObject {
    open var tileGroups: [SKTileGroup]
    open var name: String?
    open var type: SKTileSetType
    open var defaultTileGroup: SKTileGroup?
    open var defaultTileSize: CGSize

    public init(tileGroups: [SKTileGroup], tileSetType: SKTileSetType) {
        self.tileGroups = tileGroups
        type = tileSetType
        defaultTileSize = tileGroups.first?.defaultDefinition?.size ?? CGSize(width: 32, height: 32)
        super.init()
    }

    public convenience init(tileGroups: [SKTileGroup]) { self.init(tileGroups: tileGroups, tileSetType: .grid) }
}
