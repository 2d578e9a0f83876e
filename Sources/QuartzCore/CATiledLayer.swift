import Foundation
import CoreGraphics

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
    /// The part of a drawn tile to draw again (the layer's points, whole pixels).
    private var stale: [TileIndex: CGRect] = [:]
    /// Bitmaps of tiles let go far out of view, to draw new tiles into: a fresh bitmap costs its
    /// pages' first touch, a used one only a clear.
    private var spareBitmaps: [CGContext] = []

    public required init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CATiledLayer { tileSize = l.tileSize }
    }

    /// Its device's pipeline draws the tiles that come into view each frame.
    override var drawsInTiles: Bool { true }

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

    /// Marks the part `r` (the layer's points) of the tiles it touches to be drawn again: this frame
    /// for those in view (only that part, as a view's `setNeedsDisplay(_:)` redraws its part), when
    /// they come into view for the others.
    open override func setNeedsDisplay(_ r: CGRect) {
        let part = pixelAligned(r.intersection(bounds))
        guard !part.isNull, !part.isEmpty else { return }
        var touched = false
        for index in tiles.keys {
            let tile = rect(of: index).intersection(part)
            guard !tile.isNull, !tile.isEmpty else { continue }
            stale[index] = stale[index].map { $0.union(tile) } ?? tile
            touched = true
        }
        if touched { markContentsChanged(in: part) }
    }

    /// `r` grown to whole device pixels, counted from the bounds' origin (where tiles start).
    private func pixelAligned(_ r: CGRect) -> CGRect {
        guard !r.isNull else { return r }
        let scale = max(contentsScale, 0.01), o = bounds.origin
        let x0 = ((r.minX - o.x) * scale).rounded(.down), y0 = ((r.minY - o.y) * scale).rounded(.down)
        let x1 = ((r.maxX - o.x) * scale).rounded(.up), y1 = ((r.maxY - o.y) * scale).rounded(.up)
        return CGRect(x: o.x + x0 / scale, y: o.y + y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
    }

    /// `display()`: forget the tiles; the visible ones are drawn again this frame.
    override func invalidateTiles() {
        tiles = [:]
        stale = [:]
        spareBitmaps = []
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
    override func drawVisibleTiles() -> Int {
        guard superlayer != nil, !isHidden, tileSize.width >= 1, tileSize.height >= 1 else { return 0 }
        let visible = visibleRect()
        guard !visible.isNull, !visible.isEmpty else { return 0 }
        let scale = max(contentsScale, 0.01)
        let w = tileSize.width / scale, h = tileSize.height / scale
        let c0 = Int(((visible.minX - bounds.minX) / w).rounded(.down)), c1 = Int(((visible.maxX - bounds.minX) / w).rounded(.up))
        let r0 = Int(((visible.minY - bounds.minY) / h).rounded(.down)), r1 = Int(((visible.maxY - bounds.minY) / h).rounded(.up))
        releaseTiles(farFromRows: r0..<max(r0, r1), columns: c0..<max(c0, c1))
        var drawn = 0
        var changed = CGRect.null
        for row in max(0, r0)..<max(max(0, r0), r1) {
            for column in max(0, c0)..<max(max(0, c0), c1) {
                let index = TileIndex(column: column, row: row)
                let r = rect(of: index)
                guard !r.isEmpty else { continue }
                let part: CGRect
                let ctx: CGContext
                if let drawnTile = tiles[index] {
                    guard let old = stale.removeValue(forKey: index) else { continue }
                    ctx = drawnTile
                    part = old
                } else {
                    let pw = Int((r.width * scale).rounded(.up)), ph = Int((r.height * scale).rounded(.up))
                    guard let made = spareBitmap(width: pw, height: ph) ?? CALayer.makeBitmap(width: pw, height: ph) else { continue }
                    ctx = made
                    part = r
                }
                ctx.saveGState()
                CALayer.drawInPoints(ctx, pixelHeight: ctx.height, scale: scale, origin: r.origin)
                if part != r { ctx.clear(part) }
                ctx.clip(to: part)
                draw(in: ctx)
                ctx.restoreGState()
                tiles[index] = ctx
                changed = changed.union(part)
                drawn += 1
            }
        }
        if drawn > 0 { contentsVersion &+= 1; markContentsChanged(in: changed) }
        return drawn
    }

    /// Lets go of the tiles more than a view's height or width beyond what shows, as Core Animation
    /// discards tiles out of view: a long document scrolled through keeps a few screens of tiles,
    /// not all of them. Their bitmaps are kept for new tiles (up to a screen's worth).
    private func releaseTiles(farFromRows rows: Range<Int>, columns: Range<Int>) {
        let rowMargin = max(2, rows.count), columnMargin = max(1, columns.count)
        let keptRows = (rows.lowerBound - rowMargin)..<(rows.upperBound + rowMargin)
        let keptColumns = (columns.lowerBound - columnMargin)..<(columns.upperBound + columnMargin)
        for index in tiles.keys where !keptRows.contains(index.row) || !keptColumns.contains(index.column) {
            if let ctx = tiles.removeValue(forKey: index), spareBitmaps.count < max(4, rows.count * columns.count) {
                spareBitmaps.append(ctx)
            }
            stale[index] = nil
        }
    }

    /// A spare bitmap of that size, cleared, if there is one.
    private func spareBitmap(width: Int, height: Int) -> CGContext? {
        guard let i = spareBitmaps.firstIndex(where: { $0.width == width && $0.height == height }) else { return nil }
        let ctx = spareBitmaps.remove(at: i)
        ctx.clear(CGRect(x: 0, y: 0, width: width, height: height))
        return ctx
    }

    /// The drawn tiles, for the compositor: surface and rect in layer points.
    override func tileSurfaces() -> [(surface: OpaquePointer, rect: CGRect)] {
        tiles.map { (index, ctx) in (ctx.cairoSurface, rect(of: index)) }
    }
}
