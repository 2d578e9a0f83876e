import Foundation

/// A grid of tiles from a tile set: a level's ground, walls and water, drawn as one node.
@preconcurrency @MainActor open class SKTileMapNode: SKNode {
    open var numberOfColumns: Int { didSet { resize() } }
    open var numberOfRows: Int { didSet { resize() } }
    open var tileSize: CGSize
    open var tileSet: SKTileSet
    /// The point of the map at the node's position: its centre by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var color: UIColor = .white
    open var colorBlendFactor: CGFloat = 0
    open var blendMode: SKBlendMode = .alpha
    open var enableAutomapping = true
    open var lightingBitMask: UInt32 = 0

    /// Each place's group and tile, row by row from the bottom.
    private var groups: [SKTileGroup?]
    private var definitions: [SKTileDefinition?]

    public init(tileSet: SKTileSet, columns: Int, rows: Int, tileSize: CGSize) {
        self.tileSet = tileSet
        numberOfColumns = max(0, columns)
        numberOfRows = max(0, rows)
        self.tileSize = tileSize
        groups = Array(repeating: nil, count: max(0, columns) * max(0, rows))
        definitions = groups.map { _ in nil }
        super.init()
    }

    public convenience init(tileSet: SKTileSet, columns: Int, rows: Int, tileSize: CGSize, fillWith tileGroup: SKTileGroup) {
        self.init(tileSet: tileSet, columns: columns, rows: rows, tileSize: tileSize)
        fill(with: tileGroup)
    }

    /// `tileGroupLayout` lists a group for each place, row by row from the bottom.
    public convenience init(tileSet: SKTileSet, columns: Int, rows: Int, tileSize: CGSize, tileGroupLayout: [SKTileGroup]) {
        self.init(tileSet: tileSet, columns: columns, rows: rows, tileSize: tileSize)
        for (i, group) in tileGroupLayout.prefix(columns * rows).enumerated() {
            setTileGroup(group, forColumn: i % columns, row: i / columns)
        }
    }

    public required init?(coder aDecoder: NSCoder) {
        numberOfColumns = 0
        numberOfRows = 0
        tileSize = .zero
        tileSet = SKTileSet(tileGroups: [])
        groups = []
        definitions = []
        super.init(coder: aDecoder)
    }

    open var mapSize: CGSize { CGSize(width: CGFloat(numberOfColumns) * tileSize.width, height: CGFloat(numberOfRows) * tileSize.height) }

    private func resize() {
        var g = [SKTileGroup?](repeating: nil, count: numberOfColumns * numberOfRows)
        var d = [SKTileDefinition?](repeating: nil, count: numberOfColumns * numberOfRows)
        for i in g.indices where i < groups.count { g[i] = groups[i]; d[i] = definitions[i] }
        groups = g
        definitions = d
    }

    private func index(_ column: Int, _ row: Int) -> Int? {
        guard column >= 0, row >= 0, column < numberOfColumns, row < numberOfRows else { return nil }
        return row * numberOfColumns + column
    }

    open func fill(with tileGroup: SKTileGroup?) {
        for row in 0..<numberOfRows { for column in 0..<numberOfColumns { setTileGroup(tileGroup, forColumn: column, row: row) } }
    }

    /// The group's tile for the place (its centre tile: rules for edges are not applied).
    open func setTileGroup(_ tileGroup: SKTileGroup?, forColumn column: Int, row: Int) {
        setTileGroup(tileGroup, andTileDefinition: tileGroup?.defaultDefinition, forColumn: column, row: row)
    }

    open func setTileGroup(_ tileGroup: SKTileGroup?, andTileDefinition tileDefinition: SKTileDefinition?, forColumn column: Int, row: Int) {
        guard let i = index(column, row) else { return }
        let empty = tileGroup.map { $0.rules.isEmpty } ?? true
        groups[i] = empty ? nil : tileGroup
        definitions[i] = empty ? nil : tileDefinition
    }

    open func tileGroup(atColumn column: Int, row: Int) -> SKTileGroup? { index(column, row).flatMap { groups[$0] } }

    open func tileDefinition(atColumn column: Int, row: Int) -> SKTileDefinition? { index(column, row).flatMap { definitions[$0] } }

    /// The map's bottom left corner in the node's coordinates.
    private var origin: CGPoint { CGPoint(x: -anchorPoint.x * mapSize.width, y: -anchorPoint.y * mapSize.height) }

    /// The column under a point of the node (clamped to the map).
    open func tileColumnIndex(fromPosition position: CGPoint) -> Int {
        guard tileSize.width > 0 else { return 0 }
        return max(0, min(numberOfColumns - 1, Int(((position.x - origin.x) / tileSize.width).rounded(.down))))
    }

    open func tileRowIndex(fromPosition position: CGPoint) -> Int {
        guard tileSize.height > 0 else { return 0 }
        return max(0, min(numberOfRows - 1, Int(((position.y - origin.y) / tileSize.height).rounded(.down))))
    }

    open func centerOfTile(atColumn column: Int, row: Int) -> CGPoint {
        CGPoint(x: origin.x + (CGFloat(column) + 0.5) * tileSize.width, y: origin.y + (CGFloat(row) + 0.5) * tileSize.height)
    }

    override var contentRect: CGRect { CGRect(origin: origin, size: mapSize) }

    override var drawBlendMode: SKBlendMode { blendMode }

    override func drawContent(in context: CGContext, alpha: CGFloat) {
        let time = scene?.lastFrameTime ?? 0
        context.setAlpha(alpha)
        let o = origin
        let tint = colorBlendFactor > 0 ? RGBAColor(color) : nil
        for row in 0..<numberOfRows {
            for column in 0..<numberOfColumns {
                guard let def = definitions[row * numberOfColumns + column], let texture = def.texture(at: time) else { continue }
                let center = CGPoint(x: o.x + (CGFloat(column) + 0.5) * tileSize.width, y: o.y + (CGFloat(row) + 0.5) * tileSize.height)
                var image = texture.drawnImage
                if let tint { image = image.tinted(tint, factor: colorBlendFactor) }
                context.saveGState()
                context.translateBy(x: center.x, y: center.y)
                context.rotate(by: CGFloat(def.rotation.rawValue) * .pi / 2)
                context.scaleBy(x: def.flipHorizontally ? -1 : 1, y: def.flipVertically ? -1 : 1)
                let size = def.size == .zero ? tileSize : def.size
                context.interpolationQuality = texture.filteringMode == .nearest ? .none : .default
                // Each tile overlaps its neighbours by a hair, so their antialiased edges leave no seams.
                let bleed: CGFloat = 0.25
                context.draw(image, in: CGRect(x: -size.width / 2 - bleed, y: -size.height / 2 - bleed,
                                               width: size.width + 2 * bleed, height: size.height + 2 * bleed))
                context.restoreGState()
            }
        }
    }
}
