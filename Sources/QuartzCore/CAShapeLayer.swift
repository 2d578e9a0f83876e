import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// A layer that fills and strokes a path, drawn by the compositor from the state of each frame, so its
/// path, colours, line width, dash phase and stroke ends animate as on iOS (`strokeEnd` from 0 to 1
/// draws the line along its length). The path is in the layer's coordinates and is not clipped to its
/// bounds unless `masksToBounds` is set.
open class CAShapeLayer: CALayer {
    /// The animatable properties, with Core Animation's defaults.
    private static let defaults: [String: AnimValue] = [
        "path": .path(nil), "fillColor": .color(CGColor.black), "strokeColor": .color(nil),
        "strokeStart": .scalar(0), "strokeEnd": .scalar(1), "lineWidth": .scalar(1),
        "miterLimit": .scalar(10), "lineDashPhase": .scalar(0),
    ]
    override class var customAnimatableDefaults: [String: AnimValue] { defaults }

    override func adoptValues(of layer: CALayer) {
        super.adoptValues(of: layer)
        guard let l = layer as? CAShapeLayer else { return }
        fillRule = l.fillRule
        lineCap = l.lineCap
        lineJoin = l.lineJoin
        lineDashPattern = l.lineDashPattern
    }

    /// The shape. Animatable: between paths with the same elements, point by point.
    open var path: CGPath? {
        get { state.customPath("path") }
        set { setCustom("path", .path(newValue)) }
    }
    /// What fills the inside; opaque black by default, nil for none. Animatable.
    open var fillColor: CGColor? {
        get { state.customColor("fillColor") }
        set { setCustom("fillColor", .color(newValue)) }
    }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { lookChanged() } }
    /// The line's colour; nil (no line) by default. Animatable.
    open var strokeColor: CGColor? {
        get { state.customColor("strokeColor") }
        set { setCustom("strokeColor", .color(newValue)) }
    }
    /// Where along the path's length the line starts, from 0 to 1. Animatable.
    open var strokeStart: CGFloat {
        get { state.customScalar("strokeStart") ?? 0 }
        set { setCustom("strokeStart", .scalar(newValue)) }
    }
    /// Where along the path's length the line ends, from 0 to 1. Animatable.
    open var strokeEnd: CGFloat {
        get { state.customScalar("strokeEnd") ?? 0 }
        set { setCustom("strokeEnd", .scalar(newValue)) }
    }
    /// Animatable.
    open var lineWidth: CGFloat {
        get { state.customScalar("lineWidth") ?? 0 }
        set { setCustom("lineWidth", .scalar(newValue)) }
    }
    /// Animatable.
    open var miterLimit: CGFloat {
        get { state.customScalar("miterLimit") ?? 0 }
        set { setCustom("miterLimit", .scalar(newValue)) }
    }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { lookChanged() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { lookChanged() } }
    /// Where the dash pattern starts. Animatable.
    open var lineDashPhase: CGFloat {
        get { state.customScalar("lineDashPhase") ?? 0 }
        set { setCustom("lineDashPhase", .scalar(newValue)) }
    }
    /// Lengths of the painted and unpainted segments in turn; nil for a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { lookChanged() } }

    /// A property kept outside the layer's state changed (its fill rule, caps, joins, dashes): counted
    /// in the state, so the compositor sees the whole shape change.
    private func lookChanged() {
        let n = state.customScalar(CAShapeLayer.lookRevision) ?? 0
        state.custom[CAShapeLayer.lookRevision] = .scalar(n + 1)
        markNeedsComposite()
    }
    private static let lookRevision = "_lookRevision"

    // MARK: Drawing

    override func vectorContentExtent(_ s: LayerState) -> CGRect? {
        guard let p = s.customPath("path") else { return nil }
        var box = p.boundingBoxOfPath
        guard !box.isNull else { return nil }
        if let c = s.customColor("strokeColor"), c.alpha > 0 {
            // Half the line on each side, and as far again for a miter or a square cap.
            let w = s.customScalar("lineWidth") ?? 1, miter = s.customScalar("miterLimit") ?? 10
            let reach = w / 2 * max(lineJoin == .miter ? miter : 1, lineCap == .square ? 1.5 : 1) + 1
            box = box.insetBy(dx: -reach, dy: -reach)
        }
        return box
    }

    /// Only the stroke's ends moved: what changed is the stretch of line between each end's old and
    /// new place, caps and joins included.
    override func vectorContentChange(from old: LayerState, to new: LayerState) -> CGRect? {
        guard old.sameAppearance(as: new), let p = new.customPath("path") else { return nil }
        for key in ["path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", CAShapeLayer.lookRevision] where !new.sameCustom(key, as: old) {
            return nil
        }
        func clamped(_ s: LayerState, _ key: String) -> CGFloat { min(max(s.customScalar(key) ?? 0, 0), 1) }
        let ends = [(clamped(old, "strokeStart"), clamped(new, "strokeStart")), (clamped(old, "strokeEnd"), clamped(new, "strokeEnd"))]
        var changed = CGRect.null
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        setLineStyle(cr, new)
        for (a, b) in ends where a != b {
            cairo_new_path(cr)
            p.addTo(cairo: cr)
            CAShapeLayer.trim(cr, from: min(a, b), to: max(a, b))
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            // A pixel more for antialiasing.
            changed = changed.union(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).insetBy(dx: -1, dy: -1))
        }
        return changed
    }

    package override var opaqueBackingStore: Bool { false }
    override func drawVectorContent(_ s: LayerState, in cr: OpaquePointer) {
        guard let p = s.customPath("path") else { return }
        func value(_ key: String) -> CGFloat { s.customScalar(key) ?? 0 }
        if let fill = s.customColor("fillColor"), fill.alpha > 0 {
            cairo_new_path(cr)
            p.addTo(cairo: cr)
            cairo_set_fill_rule(cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            let c = fill.rgba
            cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), Double(c.a))
            cairo_fill(cr)
        }
        guard let stroke = s.customColor("strokeColor"), stroke.alpha > 0 else { return }
        let width = value("lineWidth")
        let start = min(max(value("strokeStart"), 0), 1), end = min(max(value("strokeEnd"), 0), 1)
        guard width > 0, end > start else { return }
        cairo_new_path(cr)
        p.addTo(cairo: cr)
        if start > 0 || end < 1 { CAShapeLayer.trim(cr, from: start, to: end) }
        setLineStyle(cr, s)
        if let dashes = lineDashPattern?.map({ $0.doubleValue }), dashes.contains(where: { $0 > 0 }), dashes.allSatisfy({ $0 >= 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(value("lineDashPhase")))
        }
        let c = stroke.rgba
        cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), Double(c.a))
        cairo_stroke(cr)
    }

    /// The line's width, miter limit, caps and joins, as drawn and as measured for damage.
    private func setLineStyle(_ cr: OpaquePointer, _ s: LayerState) {
        cairo_set_line_width(cr, Double(s.customScalar("lineWidth") ?? 1))
        cairo_set_miter_limit(cr, Double(s.customScalar("miterLimit") ?? 10))
        cairo_set_line_cap(cr, lineCap == .round ? CAIRO_LINE_CAP_ROUND : lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }

    /// Replaces the current path with the part from `start` to `end` of its length (fractions of the
    /// whole), measured along its flattened segments as Core Animation measures it.
    static func trim(_ cr: OpaquePointer, from start: CGFloat, to end: CGFloat) {
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        // The segments, subpath by subpath.
        var segments: [(from: (Double, Double), to: (Double, Double), length: Double, opensSubpath: Bool)] = []
        var current = (0.0, 0.0), subpathStart = (0.0, 0.0), opens = false
        var i = 0
        let data = flat.pointee.data!
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                current = (data[i + 1].point.x, data[i + 1].point.y)
                subpathStart = current
                opens = true
            case CAIRO_PATH_LINE_TO:
                let to = (data[i + 1].point.x, data[i + 1].point.y)
                segments.append((current, to, hypot(to.0 - current.0, to.1 - current.1), opens))
                opens = false
                current = to
            case CAIRO_PATH_CLOSE_PATH:
                segments.append((current, subpathStart, hypot(subpathStart.0 - current.0, subpathStart.1 - current.1), opens))
                opens = false
                current = subpathStart
            default: break
            }
            i += Int(header.length)
        }
        let total = segments.reduce(0) { $0 + $1.length }
        cairo_new_path(cr)
        guard total > 0 else { return }
        let a = Double(start) * total, b = Double(end) * total
        var walked = 0.0
        var drawing = false
        func point(_ s: (from: (Double, Double), to: (Double, Double), length: Double, opensSubpath: Bool), _ d: Double) -> (Double, Double) {
            let t = s.length == 0 ? 0 : d / s.length
            return (s.from.0 + (s.to.0 - s.from.0) * t, s.from.1 + (s.to.1 - s.from.1) * t)
        }
        for s in segments {
            let s0 = walked, s1 = walked + s.length
            walked = s1
            if s.opensSubpath { drawing = false }
            guard s1 >= a, s0 <= b else { continue }
            let p0 = point(s, max(a, s0) - s0), p1 = point(s, min(b, s1) - s0)
            if !drawing { cairo_move_to(cr, p0.0, p0.1); drawing = true }
            cairo_line_to(cr, p1.0, p1.1)
        }
    }
}
