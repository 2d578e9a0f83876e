import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// A layer that fills its bounds with a colour gradient, over its background colour and under what
/// its delegate draws: axial, radial or conic, between `startPoint` and `endPoint` in the unit square
/// of its bounds. Drawn by the compositor from each frame's state, so its colours, locations and
/// points animate as on iOS.
open class CAGradientLayer: CALayer {
    /// The animatable properties, with Core Animation's defaults (no colours, evenly spaced stops).
    private static let defaults: [String: AnimValue] = [
        "colors": .list([]), "locations": .list([]),
        "startPoint": .point(CGPoint(x: 0.5, y: 0)), "endPoint": .point(CGPoint(x: 0.5, y: 1)),
    ]
    override class var customAnimatableDefaults: [String: AnimValue] { defaults }

    override func adoptValues(of layer: CALayer) {
        super.adoptValues(of: layer)
        if let g = layer as? CAGradientLayer { type = g.type }
    }

    /// The colours of the stops (`CGColor`s; anything else is skipped, as Core Animation does). Animatable.
    open var colors: [Any]? {
        get {
            guard let items = state.customList("colors"), !items.isEmpty else { return nil }
            return items.compactMap { if case .color(let c?) = $0 { return c as Any }; return nil }
        }
        set {
            let items = (newValue ?? []).compactMap { $0 as? CGColor }.map { AnimValue.color($0) }
            setCustom("colors", .list(items))
        }
    }
    /// Where each colour stands, from 0 to 1; nil, or a count that differs from the colours', spaces
    /// them evenly. Animatable.
    open var locations: [NSNumber]? {
        get {
            guard let items = state.customList("locations"), !items.isEmpty else { return nil }
            return items.map { if case .scalar(let x) = $0 { return NSNumber(value: Double(x)) }; return 0 }
        }
        set {
            let items = (newValue ?? []).map { AnimValue.scalar(CGFloat($0.doubleValue)) }
            setCustom("locations", .list(items))
        }
    }
    /// The first stop's place, in the unit coordinate space of the bounds. Default (0.5, 0). Animatable.
    open var startPoint: CGPoint {
        get { state.customPoint("startPoint") ?? .zero }
        set { setCustom("startPoint", .point(newValue)) }
    }
    /// The last stop's place (axial), the ellipse's reach (radial), the starting direction (conic).
    /// Default (0.5, 1). Animatable.
    open var endPoint: CGPoint {
        get { state.customPoint("endPoint") ?? .zero }
        set { setCustom("endPoint", .point(newValue)) }
    }
    open var type: CAGradientLayerType = .axial { didSet { markNeedsComposite() } }

    // MARK: Drawing

    /// The stops of a state: its colours at their locations (evenly spaced unless one is given per colour), in order.
    private static func stops(_ s: LayerState) -> [(location: CGFloat, color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat))] {
        guard let items = s.customList("colors") else { return [] }
        let colors = items.compactMap { v -> CGColor? in if case .color(let c?) = v { return c }; return nil }
        guard !colors.isEmpty else { return [] }
        var locations = colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        if let given = s.customList("locations"), given.count == colors.count {
            locations = given.map { if case .scalar(let x) = $0 { return x }; return 0 }
        }
        return zip(locations, colors).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { ($0.element.0, $0.element.1.rgba) }
    }

    package override var opaqueBackingStore: Bool { false }
    override func drawVectorContent(_ s: LayerState, in cr: OpaquePointer) {
        let stops = Self.stops(s)
        guard !stops.isEmpty else { return }
        let b = s.bounds
        func place(_ key: String) -> CGPoint {
            guard let u = s.customPoint(key) else { return .zero }
            return CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height)
        }
        let start = place("startPoint"), end = place("endPoint")
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // The gradient fills the bounds, and only them.
        cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
        cairo_clip(cr)
        if type == .conic {
            Self.drawConic(stops, center: start, from: atan2(end.y - start.y, end.x - start.x), covering: b, in: cr)
            return
        }
        let pattern: OpaquePointer
        if type == .radial {
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { return }
            // A circle of radius 1 stretched to the ellipse; beyond it, the last colour.
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, Double(max(rx, 1e-6)), 0, 0, Double(max(ry, 1e-6)), Double(start.x), Double(start.y))
            cairo_matrix_invert(&m)
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.r), Double(c.g), Double(c.b), Double(c.a))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    /// The colour at `location` between the stops (straight RGBA); before the first and after the last, theirs.
    private static func color(at location: CGFloat, _ stops: [(location: CGFloat, color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat))])
        -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (lo, hi) in zip(stops, stops.dropFirst()) where location <= hi.location {
            let t = hi.location == lo.location ? 1 : (location - lo.location) / (hi.location - lo.location)
            let a = lo.color, z = hi.color
            return (a.r + (z.r - a.r) * t, a.g + (z.g - a.g) * t, a.b + (z.b - a.b) * t, a.a + (z.a - a.a) * t)
        }
        return last.color
    }

    /// A conic gradient as a mesh of thin wedges around the centre (Cairo has no conic pattern): each
    /// wedge's outer corners take the colour at their angles, its tip the colour halfway between.
    private static func drawConic(_ stops: [(location: CGFloat, color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat))],
                                  center c: CGPoint, from angle0: CGFloat, covering b: CGRect, in cr: OpaquePointer) {
        // Far enough to cover the bounds from the centre.
        let reach = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
            .map { hypot($0.x - c.x, $0.y - c.y) }.max() ?? 1
        let r = Double(reach) + 2
        let wedges = 180
        let mesh = cairo_pattern_create_mesh()!
        defer { cairo_pattern_destroy(mesh) }
        for i in 0..<wedges {
            let f0 = CGFloat(i) / CGFloat(wedges), f1 = CGFloat(i + 1) / CGFloat(wedges)
            let a0 = Double(angle0) + Double(f0) * 2 * .pi, a1 = Double(angle0) + Double(f1) * 2 * .pi
            let c0 = color(at: f0, stops), c1 = color(at: f1, stops), mid = color(at: (f0 + f1) / 2, stops)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(c.x), Double(c.y))
            cairo_mesh_pattern_line_to(mesh, Double(c.x) + r * cos(a0), Double(c.y) + r * sin(a0))
            cairo_mesh_pattern_line_to(mesh, Double(c.x) + r * cos(a1), Double(c.y) + r * sin(a1))
            for (corner, color) in [(0, mid), (1, c0), (2, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Double(color.r), Double(color.g), Double(color.b), Double(color.a))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cr, mesh)
        cairo_paint(cr)
    }
}
