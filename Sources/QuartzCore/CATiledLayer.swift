import Foundation
@_spi(OpenUIKit) import CoreGraphics
internal import CCairo

/// A layer drawn in tiles, only where it shows: for content far larger than any backing store (a
/// zoomable map, a long document). Each frame the tiles that intersect what is visible — the layer's
/// bounds within its window and every clipping ancestor — and are not yet drawn are drawn, each by
/// `draw(in:)` with the context clipped to the tile; `setNeedsDisplay()` drops them all.
open class CATiledLayer: CALayer {
    /// The largest tile, in pixels (Core Animation's default 256 × 256).
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet { setNeedsDisplay() }
    }
    /// Kept for compatibility: tiles are drawn at the screen's scale only.
    open var levelsOfDetail = 1
    open var levelsOfDetailBias = 0

    /// How long new tiles take to fade in on iOS; here they appear at once.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    struct TileIndex: Hashable { let column: Int; let row: Int }
    private(set) var tiles: [TileIndex: CGContext] = [:]

    public required init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CATiledLayer { tileSize = l.tileSize }
    }

    /// Its device's pipeline draws the tiles that come into view each frame.
    override func joined(_ pipeline: FramePipeline) {
        pipeline.tiledLayers[ObjectIdentifier(self)] = WeakLayer(self)
    }

    /// A tile's rect in the layer's coordinates (points).
    func rect(of tile: TileIndex) -> CGRect {
        let scale = max(contentsScale, 0.01)
        let w = tileSize.width / scale, h = tileSize.height / scale
        return CGRect(x: bounds.minX + CGFloat(tile.column) * w, y: bounds.minY + CGFloat(tile.row) * h, width: w, height: h)
            .intersection(bounds)
    }

    /// Forgets the tiles `r` touches (the layer's points); those in view are drawn again this frame.
    open override func setNeedsDisplay(_ r: CGRect) {
        let before = tiles.count
        tiles = tiles.filter { !rect(of: $0.key).intersects(r) }
        if tiles.count != before { markNeedsComposite() }
    }

    /// `display()`: forget the tiles; the visible ones are drawn again this frame.
    func invalidateTiles() {
        tiles = [:]
        markNeedsComposite()
    }

    /// What of the layer can show: its bounds within its root and every clipping ancestor.
    func visibleRect() -> CGRect {
        var visible = bounds
        var l: CALayer? = superlayer
        while let ancestor = l {
            if ancestor.masksToBounds || ancestor.superlayer == nil {
                visible = visible.intersection(convert(ancestor.bounds, from: ancestor))
            }
            l = ancestor.superlayer
        }
        return visible
    }

    /// Draws the tiles that show and are missing; returns how many it drew.
    @discardableResult
    func drawVisibleTiles() -> Int {
        guard superlayer != nil, !isHidden, tileSize.width >= 1, tileSize.height >= 1 else { return 0 }
        let visible = visibleRect()
        guard !visible.isNull, !visible.isEmpty else { return 0 }
        let scale = max(contentsScale, 0.01)
        let w = tileSize.width / scale, h = tileSize.height / scale
        let c0 = Int(((visible.minX - bounds.minX) / w).rounded(.down)), c1 = Int(((visible.maxX - bounds.minX) / w).rounded(.up))
        let r0 = Int(((visible.minY - bounds.minY) / h).rounded(.down)), r1 = Int(((visible.maxY - bounds.minY) / h).rounded(.up))
        var drawn = 0
        for row in max(0, r0)..<max(max(0, r0), r1) {
            for column in max(0, c0)..<max(max(0, c0), c1) {
                let index = TileIndex(column: column, row: row)
                guard tiles[index] == nil else { continue }
                let r = rect(of: index)
                guard !r.isEmpty else { continue }
                let pw = Int((r.width * scale).rounded(.up)), ph = Int((r.height * scale).rounded(.up))
                guard let ctx = CALayer.makeBitmap(width: pw, height: ph) else { continue }
                ctx.saveGState()
                CALayer.drawInPoints(ctx, pixelHeight: ph, scale: scale, origin: r.origin)
                ctx.clip(to: r)
                draw(in: ctx)
                ctx.restoreGState()
                tiles[index] = ctx
                drawn += 1
            }
        }
        if drawn > 0 { contentsVersion &+= 1; markNeedsComposite() }
        return drawn
    }

    /// The drawn tiles, for the compositor: surface and rect in layer points.
    func tileSurfaces() -> [(surface: OpaquePointer, rect: CGRect)] {
        tiles.map { (index, ctx) in (ctx.cairoSurface, rect(of: index)) }
    }
}
