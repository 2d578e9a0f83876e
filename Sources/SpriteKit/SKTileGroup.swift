import Foundation

/// A kind of ground (grass, water): its tiles, by the rules of which neighbours they have.
@preconcurrency @MainActor open class SKTileGroup: NSObject {
    open var rules: [SKTileGroupRule]
    open var name: String?

    public init(rules: [SKTileGroupRule]) {
        self.rules = rules
        super.init()
    }

    /// A group with one tile for every place.
    public convenience init(tileDefinition: SKTileDefinition) {
        self.init(rules: [SKTileGroupRule(adjacency: .adjacencyAll, tileDefinitions: [tileDefinition])])
    }

    /// The group that clears a tile.
    open class func empty() -> SKTileGroup { SKTileGroup(rules: []) }

    /// The tile a place gets when the group is set there: the centre rule's (else the first
    /// rule's) first definition.
    var defaultDefinition: SKTileDefinition? {
        (rules.first { $0.adjacency == .adjacencyAll } ?? rules.first)?.tileDefinitions.first
    }
}
