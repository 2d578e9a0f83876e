import Foundation
@_spi(OpenUIKit) import CoreGraphics
internal import CCairo

/// A layer that draws a colour gradient over its background colour and under what its delegate
/// draws: axial, radial or conic, between `startPoint` and `endPoint` in the unit square of its bounds.
open class CAGradientLayer: CALayer {
    /// The colours of the stops (`CGColor`s; anything else is skipped, as Core Animation does).
    open var colors: [Any]? { didSet { setNeedsDisplay() } }
    /// Where each colour stands, from 0 to 1; nil, or a count that differs from the colours', spaces them evenly.
    open var locations: [NSNumber]? { didSet { setNeedsDisplay() } }
    /// The first stop's place, in the unit coordinate space of the bounds. Default (0.5, 0).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { setNeedsDisplay() } }
    /// The last stop's place (axial), the ellipse's reach (radial), the starting direction (conic). Default (0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { setNeedsDisplay() } }
    open var type: CAGradientLayerType = .axial { didSet { setNeedsDisplay() } }

    public required init() {
        super.init()
        needsDisplayOnBoundsChange = true
        setNeedsDisplay()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        needsDisplayOnBoundsChange = true
    }

    override func adoptValues(of layer: CALayer) {
        super.adoptValues(of: layer)
        guard let g = layer as? CAGradientLayer else { return }
        colors = g.colors
        locations = g.locations
        startPoint = g.startPoint
        endPoint = g.endPoint
        type = g.type
    }

    /// The stops as a gradient: the colours that are `CGColor`s, at their locations.
    private var gradient: CGGradient? {
        let stops = (colors ?? []).compactMap { $0 as? CGColor }
        guard !stops.isEmpty else { return nil }
        let given = locations?.map { CGFloat($0.doubleValue) }
        return CGGradient(colorsSpace: nil, colors: stops, locations: given?.count == stops.count ? given : nil)
    }

    open override func draw(in ctx: CGContext) {
        if let gradient { drawGradient(gradient, in: ctx) }
        // What the delegate (a view whose layer this is) draws goes over the gradient.
        if delegate != nil {
            super.draw(in: ctx)
            drawingUnimplemented = false
        }
    }

    private func drawGradient(_ gradient: CGGradient, in ctx: CGContext) {
        let b = bounds
        func place(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
        let start = place(startPoint), end = place(endPoint)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        switch type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return }
            // A circle of radius 1 stretched to the ellipse; beyond it, the last colour.
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: max(rx, 1e-6), y: max(ry, 1e-6))
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .conic:
            drawConic(gradient, center: start, from: atan2(end.y - start.y, end.x - start.x), in: ctx)
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// A conic gradient as a mesh of thin wedges around the centre (Cairo has no conic pattern): each
    /// wedge's outer corners take the colour at their angles, its tip the colour halfway between.
    private func drawConic(_ gradient: CGGradient, center c: CGPoint, from angle0: CGFloat, in ctx: CGContext) {
        let b = bounds
        // Far enough to cover the bounds from the centre.
        let reach = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
            .map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 1
        let r = Double(reach) + 2
        let wedges = 180
        ctx.drawingWithCairo { cr in
            let mesh = cairo_pattern_create_mesh()!
            defer { cairo_pattern_destroy(mesh) }
            for i in 0..<wedges {
                let f0 = CGFloat(i) / CGFloat(wedges), f1 = CGFloat(i + 1) / CGFloat(wedges)
                let a0 = Double(angle0) + Double(f0) * 2 * .pi, a1 = Double(angle0) + Double(f1) * 2 * .pi
                let c0 = gradient.color(at: f0), c1 = gradient.color(at: f1), mid = gradient.color(at: (f0 + f1) / 2)
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, Double(c.x), Double(c.y))
                cairo_mesh_pattern_line_to(mesh, Double(c.x) + r * cos(a0), Double(c.y) + r * sin(a0))
                cairo_mesh_pattern_line_to(mesh, Double(c.x) + r * cos(a1), Double(c.y) + r * sin(a1))
                for (corner, color) in [(0, mid), (1, c0), (2, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Double(color.r), Double(color.g), Double(color.b), Double(color.a))
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
            cairo_save(cr)
            cairo_set_source(cr, mesh)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }
}

extension CGGradient {
    /// The colour at `location` (0…1) between the stops, straight RGBA; before the first and after
    /// the last, theirs.
    func color(at location: CGFloat) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let sorted = stopsByLocation
        guard let first = sorted.first, let last = sorted.last else { return (0, 0, 0, 0) }
        if location <= first.location { return first.color.rgba }
        if location >= last.location { return last.color.rgba }
        for (lo, hi) in zip(sorted, sorted.dropFirst()) where location <= hi.location {
            let t = hi.location == lo.location ? 1 : (location - lo.location) / (hi.location - lo.location)
            let a = lo.color.rgba, z = hi.color.rgba
            return (a.r + (z.r - a.r) * t, a.g + (z.g - a.g) * t, a.b + (z.b - a.b) * t, a.a + (z.a - a.a) * t)
        }
        return last.color.rgba
    }
}
