import Foundation
@_implementationOnly import CCairo

/// A drawing destination over a Cairo context. Bitmap contexts use Core Graphics'
/// y-up device space (origin bottom-left); UIKit flips its contexts as Apple's does.
public class CGContext: @unchecked Sendable {
    /// Parts of the graphics state Cairo does not keep for us (Cairo has one source; CG has two colors).
    struct GState {
        var fill: (Double, Double, Double, Double) = (0, 0, 0, 1)
        /// A pattern color set as the fill (`UIColor(patternImage:)`): fills paint its tile.
        var fillPattern: CGColor?
        var stroke: (Double, Double, Double, Double) = (0, 0, 0, 1)
        var alpha: Double = 1
        var blendMode: CGBlendMode = .normal
        var interpolation: CGInterpolationQuality = .default
        /// The shadow every drawing operation casts, in device pixels (`setShadow`).
        var shadow: Shadow?
    }

    /// A shadow as drawn: offset and blur in device pixels, its color.
    struct Shadow {
        var dx: Double, dy: Double, sigma: Double
        var color: (Double, Double, Double, Double)
    }

    package let cairo: OpaquePointer
    package let cairoSurface: OpaquePointer

    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    private let layout: PixelLayout
    /// The caller's (or our own) buffer, in the caller's layout.
    private let userData: UnsafeMutableRawPointer
    private let ownsUserData: Bool
    /// Cairo's buffer when the caller's layout is one Cairo cannot draw into.
    private let shadowData: UnsafeMutableRawPointer?
    var state = GState()
    var stack: [GState] = []
    /// The states at each open `beginTransparencyLayer`, innermost last.
    var transparencyLayers: [GState] = []
    /// Core Graphics' y-up device space expressed in Cairo's y-down one.
    private let deviceFlip: CGAffineTransform
    /// The base space of the pattern space last chosen (`setFillColorSpace`): how many components
    /// an uncoloured pattern's colour has.
    var patternBaseSpace: CGColorSpace?

    /// Apple's bitmap-context initializer. `data: nil` lets the context allocate its memory.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let bpp: Int
        switch space.model {
        case .monochrome:
            let a = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
            bpp = (a == CGImageAlphaInfo.none || a == .alphaOnly) ? 8 : 16
        default:
            let a = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
            bpp = a == .alphaOnly ? 8 : 32
        }
        let alphaOnly = (bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) == CGImageAlphaInfo.alphaOnly.rawValue
        guard width > 0, height > 0,
              var layout = PixelLayout.make(bitsPerComponent: bitsPerComponent, bitsPerPixel: bpp,
                                            space: alphaOnly ? nil : space, bitmapInfo: bitmapInfo)
        else {
            cgLog.error("CGBitmapContextCreate: unsupported parameter combination: \(bitsPerComponent) bits/component; \(width)x\(height); \(space.model) color space; bitmapInfo \(bitmapInfo).")
            return nil
        }
        var stride = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        // Cairo addresses A8 rows on 4-byte strides; other alpha-only rows (a 1×1 context with
        // bytesPerRow 1, as alpha hit-testing code makes) are drawn through a copy.
        if layout.kind == .cairoA8 && bytesPerRow != 0 && bytesPerRow % 4 != 0 { layout = PixelLayout(kind: .alpha8, bytesPerPixel: 1) }
        if layout.isNative && bytesPerRow == 0 {
            stride = Int(cairo_format_stride_for_width(layout.cairoFormat, Int32(width)))
        }
        guard stride >= width * layout.bytesPerPixel, !(layout.isNative && stride % 4 != 0) else {
            cgLog.error("CGBitmapContextCreate: invalid data bytes/row: should be at least \(width * layout.bytesPerPixel) for \(bitsPerComponent) integer bits/component, \(width) pixels wide.")
            return nil
        }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bpp
        self.bytesPerRow = stride
        self.colorSpace = alphaOnly ? nil : space
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
        self.layout = layout
        if let data {
            userData = data
            ownsUserData = false
        } else {
            userData = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
            userData.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
            ownsUserData = true
        }
        let surface: OpaquePointer
        if layout.isNative {
            shadowData = nil
            surface = cairo_image_surface_create_for_data(userData.assumingMemoryBound(to: UInt8.self),
                                                          layout.cairoFormat, Int32(width), Int32(height), Int32(stride))!
        } else {
            let cstride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
            let shadow = UnsafeMutableRawPointer.allocate(byteCount: cstride * height, alignment: 16)
            shadowData = shadow
            surface = cairo_image_surface_create_for_data(shadow.assumingMemoryBound(to: UInt8.self),
                                                          CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(cstride))!
            layout.toCairo(src: userData, srcStride: stride, dst: shadow, dstStride: cstride, width: width, height: height)
        }
        cairoSurface = surface
        cairo = cairo_create(surface)!
        deviceFlip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        var m = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
        cairo_set_matrix(cairo, &m)
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(cairoSurface)
        shadowData?.deallocate()
        if ownsUserData { userData.deallocate() }
    }

    /// The pixels, in the layout the context was created with.
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(cairoSurface)
        return userData
    }

    // MARK: Keeping a foreign-layout buffer in step

    /// Runs drawing that uses the Cairo context directly (a layer rendered into the context),
    /// keeping a foreign-layout buffer in step as the context's own drawing does.
    package func drawingWithCairo(_ body: (OpaquePointer) -> Void) {
        drawing { body(cairo) }
    }

    /// Runs a drawing operation; for layouts Cairo can't draw into, copies the caller's
    /// pixels in before and the result back out after, so `data` is always current.
    func drawing(_ body: () -> Void) {
        if let shadow = state.shadow {
            state.shadow = nil
            defer { state.shadow = shadow }
            return drawing { casting(shadow, body) }
        }
        if let shadowData {
            let cstride = Int(cairo_image_surface_get_stride(cairoSurface))
            cairo_surface_flush(cairoSurface)
            layout.toCairo(src: userData, srcStride: bytesPerRow, dst: shadowData, dstStride: cstride,
                           width: width, height: height)
            cairo_surface_mark_dirty(cairoSurface)
            body()
            cairo_surface_flush(cairoSurface)
            layout.fromCairo(src: shadowData, srcStride: cstride, dst: userData, dstStride: bytesPerRow,
                             width: width, height: height)
        } else {
            body()
            cairo_surface_flush(cairoSurface)
        }
    }

    // MARK: Graphics state

    public func saveGState() {
        stack.append(state)
        cairo_save(cairo)
    }

    public func restoreGState() {
        guard let s = stack.popLast() else {
            cgLog.warning("CGContextRestoreGState: invalid context: restore without a matching save")
            return
        }
        // Cairo's save/restore would also drop the path; Core Graphics keeps it.
        let path = cairo_copy_path(cairo)
        cairo_restore(cairo)
        cairo_new_path(cairo)
        if let path { cairo_append_path(cairo, path); cairo_path_destroy(path) }
        state = s
    }

    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0).concatenating(deviceFlip)
    }

    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    public func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &m)
    }

    public func convertToDeviceSpace(_ p: CGPoint) -> CGPoint { p.applying(ctm) }
    public func convertToUserSpace(_ p: CGPoint) -> CGPoint { p.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ r: CGRect) -> CGRect { r.applying(ctm) }
    public func convertToUserSpace(_ r: CGRect) -> CGRect { r.applying(ctm.inverted()) }

    public func setFillColor(_ color: CGColor) {
        if let cell = color.patternCell { return setFillColor(patternColor(cell.pattern, stencil: cell.stencil)) }
        state.fill = CGContext.rgba(color)
        state.fillPattern = color.pattern == nil ? nil : color
    }
    public func setStrokeColor(_ color: CGColor) { state.stroke = CGContext.rgba(color) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = (Double(red), Double(green), Double(blue), Double(alpha))
        state.fillPattern = nil
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = (Double(red), Double(green), Double(blue), Double(alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fill = (Double(gray), Double(gray), Double(gray), Double(alpha))
        state.fillPattern = nil
    }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.stroke = (Double(gray), Double(gray), Double(gray), Double(alpha))
    }

    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(cap.rawValue)])
    }
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(join.rawValue)])
    }
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let l = lengths.map(Double.init)
        cairo_set_dash(cairo, l, Int32(l.count), Double(phase))
    }
    public func setFlatness(_ flatness: CGFloat) { cairo_set_tolerance(cairo, max(0.01, Double(flatness))) }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, Double(alpha))) }
    public func setShouldAntialias(_ on: Bool) {
        cairo_set_antialias(cairo, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
    public func setAllowsAntialiasing(_ allows: Bool) { setShouldAntialias(allows) }

    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        cairo_set_operator(cairo, CGContext.cairoOperator(mode))
    }

    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    // MARK: The current path

    public func beginPath() { cairo_new_path(cairo) }
    public func closePath() { cairo_close_path(cairo) }
    public func move(to p: CGPoint) { cairo_move_to(cairo, Double(p.x), Double(p.y)) }

    public func addLine(to p: CGPoint) {
        guard cairo_has_current_point(cairo) != 0 else {
            cgLog.warning("CGContextAddLineToPoint: no current point.")
            return
        }
        cairo_line_to(cairo, Double(p.x), Double(p.y))
    }

    public func addLines(between points: [CGPoint]) {
        guard let f = points.first else { return }
        move(to: f)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addPath(pathContinuing { $0.addCurve(to: end, control1: control1, control2: control2) })
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        addPath(pathContinuing { $0.addQuadCurve(to: end, control: control) })
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addPath(pathContinuing {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        })
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        addPath(pathContinuing { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) })
    }

    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    public func addEllipse(in rect: CGRect) {
        let p = CGMutablePath(); p.addEllipse(in: rect); addPath(p)
    }

    public func addPath(_ path: CGPath) { path.addTo(cairo: cairo) }

    /// A path starting at the current point (in user space), so a segment can be built by CGMutablePath.
    private func pathContinuing(_ build: (CGMutablePath) -> Void) -> CGPath {
        let p = CGMutablePath()
        if cairo_has_current_point(cairo) != 0 {
            var x = 0.0, y = 0.0
            cairo_get_current_point(cairo, &x, &y)
            p.move(to: CGPoint(x: x, y: y))
            build(p)
            p.elements.removeFirst()
            return p
        }
        build(p)
        return p
    }

    public var isPathEmpty: Bool {
        guard let path = cairo_copy_path(cairo) else { return true }
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    public var currentPointOfPath: CGPoint {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    public var boundingBoxOfPath: CGRect {
        if isPathEmpty { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// The current path, in user space.
    public var path: CGPath? {
        guard let cp = cairo_copy_path(cairo) else { return nil }
        defer { cairo_path_destroy(cp) }
        let m = CGMutablePath()
        var i = 0
        let d = cp.pointee.data!
        while i < Int(cp.pointee.num_data) {
            let header = d[i].header
            let pt = { (k: Int) in CGPoint(x: d[i + k].point.x, y: d[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: m.move(to: pt(1))
            case CAIRO_PATH_LINE_TO: m.addLine(to: pt(1))
            case CAIRO_PATH_CURVE_TO: m.addCurve(to: pt(3), control1: pt(1), control2: pt(2))
            default: m.closeSubpath()
            }
            i += Int(header.length)
        }
        return m.isEmpty ? nil : m
    }

    // MARK: Painting

    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        drawing { paintFill { cairo_fill(cairo) } }
    }

    public func strokePath() {
        drawing { paint(color: state.stroke) { cairo_stroke(cairo) } }
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cairo, mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            drawing {
                paintFill { cairo_fill_preserve(cairo) }
                paint(color: state.stroke) { cairo_stroke(cairo) }
            }
        }
    }

    public func fill(_ rect: CGRect) { fill([rect]) }

    public func fill(_ rects: [CGRect]) {
        withSeparatePath({ rects.forEach(addRect) }) {
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            drawing { paintFill { cairo_fill(cairo) } }
        }
    }

    public func fillEllipse(in rect: CGRect) {
        withSeparatePath({ addEllipse(in: rect) }) { drawing { paintFill { cairo_fill(cairo) } } }
    }

    public func stroke(_ rect: CGRect) {
        withSeparatePath({ addRect(rect) }) { drawing { paint(color: state.stroke) { cairo_stroke(cairo) } } }
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        let old = cairo_get_line_width(cairo)
        cairo_set_line_width(cairo, Double(width))
        stroke(rect)
        cairo_set_line_width(cairo, old)
    }

    public func strokeEllipse(in rect: CGRect) {
        withSeparatePath({ addEllipse(in: rect) }) { drawing { paint(color: state.stroke) { cairo_stroke(cairo) } } }
    }

    /// Strokes pairs of points as separate segments.
    public func strokeLineSegments(between points: [CGPoint]) {
        withSeparatePath({
            var i = 0
            while i + 1 < points.count {
                move(to: points[i]); cairo_line_to(cairo, Double(points[i + 1].x), Double(points[i + 1].y))
                i += 2
            }
        }) { drawing { paint(color: state.stroke) { cairo_stroke(cairo) } } }
    }

    /// Makes the rectangle transparent, whatever the blend mode.
    public func clear(_ rect: CGRect) {
        withSeparatePath({ addRect(rect) }) {
            drawing {
                cairo_save(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
                cairo_fill(cairo)
                cairo_restore(cairo)
            }
        }
    }

    /// Draws an image upright in Core Graphics' y-up sense: its first row at `rect.maxY`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard rect.width != 0, rect.height != 0 else { return }
        let r = rect.standardized
        drawing {
            cairo_save(cairo)
            cairo_translate(cairo, Double(r.minX), Double(r.maxY))
            cairo_scale(cairo, Double(r.width) / Double(image.width), -Double(r.height) / Double(image.height))
            paintImage(image, tiled: false)
            cairo_restore(cairo)
        }
    }

    /// Tiles the image over the clip, one tile the size of `rect`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { draw(image, in: rect); return }
        let r = rect.standardized
        drawing {
            cairo_save(cairo)
            cairo_translate(cairo, Double(r.minX), Double(r.maxY))
            cairo_scale(cairo, Double(r.width) / Double(image.width), -Double(r.height) / Double(image.height))
            paintImage(image, tiled: true)
            cairo_restore(cairo)
        }
    }

    private func paintImage(_ image: CGImage, tiled: Bool) {
        let pattern = cairo_pattern_create_for_surface(image.cairoSurface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, cairoFilter(for: image))
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        if !tiled {
            cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(cairo)
        }
        if image.isMask {
            // A mask draws the fill color through its alpha.
            let f = state.fill
            cairo_set_source_rgba(cairo, f.0, f.1, f.2, f.3 * state.alpha)
            cairo_mask(cairo, pattern)
        } else {
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, state.alpha)
        }
    }

    private func cairoFilter(for image: CGImage) -> cairo_filter_t {
        if !image.shouldInterpolate { return CAIRO_FILTER_NEAREST }
        switch state.interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .high: return CAIRO_FILTER_BEST
        default: return CAIRO_FILTER_GOOD
        }
    }

    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        paintGradient(gradient, pattern: pattern, options: options)
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        paintGradient(gradient, pattern: pattern, options: options)
    }

    private func paintGradient(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let c = stop.color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.r), Double(c.g), Double(c.b), Double(c.a))
        }
        // Cairo extends both ends or neither; clip away the end not asked for.
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, (before || after) ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        drawing {
            cairo_save(cairo)
            if before != after { clipGradientEnd(pattern: pattern, keepBefore: before) }
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, state.alpha)
            cairo_restore(cairo)
        }
    }

    /// For a linear gradient extended on one side only: clip to the half-plane that is kept.
    private func clipGradientEnd(pattern: OpaquePointer, keepBefore: Bool) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        guard cairo_pattern_get_linear_points(pattern, &x0, &y0, &x1, &y1) == CAIRO_STATUS_SUCCESS else { return }
        let dx = x1 - x0, dy = y1 - y0
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 0 else { return }
        let big = 1e6, ux = dx / len, uy = dy / len, nx = -uy, ny = ux
        // Keep everything up to the end (keepBefore) or from the start on.
        let (ax, ay) = keepBefore ? (x1, y1) : (x0, y0)
        let dir = keepBefore ? -1.0 : 1.0
        cairo_new_path(cairo)
        cairo_move_to(cairo, ax + nx * big, ay + ny * big)
        cairo_line_to(cairo, ax - nx * big, ay - ny * big)
        cairo_line_to(cairo, ax - nx * big + dir * ux * big, ay - ny * big + dir * uy * big)
        cairo_line_to(cairo, ax + nx * big + dir * ux * big, ay + ny * big + dir * uy * big)
        cairo_close_path(cairo)
        cairo_clip(cairo)
    }

    // MARK: Clipping

    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    public func clip(to rect: CGRect) { clip(to: [rect]) }

    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        rects.forEach(addRect)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    public func resetClip() { cairo_reset_clip(cairo) }

    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Images out

    /// A snapshot of the pixels.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(cairoSurface)
        // The image is of the bitmap's memory, as on iOS: what the caller wrote through `data` too.
        if let shadowData {
            let cstride = Int(cairo_image_surface_get_stride(cairoSurface))
            layout.toCairo(src: userData, srcStride: bytesPerRow, dst: shadowData, dstStride: cstride, width: width, height: height)
            cairo_surface_mark_dirty(cairoSurface)
        }
        let format = layout.kind == .cairoA8 ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let out = cairo_image_surface_create(format, Int32(width), Int32(height))!
        let cr = cairo_create(out)
        if layout.kind == .cairoRGB24 {
            cairo_set_source_rgb(cr, 0, 0, 0); cairo_paint(cr)
        }
        cairo_set_operator(cr, layout.kind == .cairoRGB24 ? CAIRO_OPERATOR_OVER : CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, cairoSurface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(cairoSurface: out)
    }

    public func flush() { cairo_surface_flush(cairoSurface) }

    /// The smallest pixel rectangle outside which every pixel is fully transparent; `.null` when all are.
    /// The compositor blends only this part of a backing store (a label's text, not its empty width).
    package var inkBounds: CGRect {
        cairo_surface_flush(cairoSurface)
        guard let base = cairo_image_surface_get_data(cairoSurface) else { return .null }
        let stride = Int(cairo_image_surface_get_stride(cairoSurface))
        let rows = Int(cairo_image_surface_get_height(cairoSurface)), cols = Int(cairo_image_surface_get_width(cairoSurface))
        let raw = UnsafeRawPointer(base)
        // A row is ORed together a run of words at a time, without a branch per word (which the
        // compiler vectorises): a label's store is mostly clear rows, scanned whole.
        func rowIsClear(_ y: Int) -> Bool {
            let row = raw + y * stride
            let words = cols / 2
            var i = 0
            while i < words {
                let end = min(words, i + 64)
                var ored: UInt64 = 0
                while i < end { ored |= row.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self); i += 1 }
                if ored != 0 { return false }
            }
            return cols % 2 == 0 || row.loadUnaligned(fromByteOffset: words * 8, as: UInt32.self) == 0
        }
        var top = 0
        while top < rows && rowIsClear(top) { top += 1 }
        guard top < rows else { return .null }
        var bottom = rows - 1
        while bottom > top && rowIsClear(bottom) { bottom -= 1 }
        // Inked at both edges (a scene, a photo, any opaque drawing): the whole width, found by
        // reading two columns instead of every inked row.
        func columnIsInked(_ x: Int) -> Bool {
            (top...bottom).contains { raw.load(fromByteOffset: $0 * stride + x * 4, as: UInt32.self) != 0 }
        }
        if columnIsInked(0) && columnIsInked(cols - 1) {
            return CGRect(x: 0, y: top, width: cols, height: bottom - top + 1)
        }
        // The columns: every inked row ORed into one (eight bytes at a time, which the compiler
        // vectorises), then that row searched from both ends. Walking each row inwards from its
        // edges costs a branch per pixel, and more than the drawing for a label's short text.
        let words = (cols + 1) / 2
        let acc = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
        defer { acc.deallocate() }
        acc.initialize(repeating: 0, count: words)
        let whole = cols / 2
        for y in top...bottom {
            let row = raw + y * stride
            for i in 0..<whole { acc[i] |= row.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self) }
            if cols % 2 == 1 { acc[whole] |= UInt64(row.loadUnaligned(fromByteOffset: whole * 8, as: UInt32.self)) }
        }
        let ored = UnsafeRawPointer(acc)
        func inked(_ x: Int) -> Bool { ored.load(fromByteOffset: x * 4, as: UInt32.self) != 0 }
        var left = 0
        while left < cols && !inked(left) { left += 1 }
        var right = cols - 1
        while right > left && !inked(right) { right -= 1 }
        guard right >= left else { return .null }
        return CGRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Whether every pixel is fully transparent (a fresh or cleared bitmap that nothing drew into).
    package var isBlank: Bool {
        cairo_surface_flush(cairoSurface)
        guard let base = cairo_image_surface_get_data(cairoSurface) else { return true }
        let stride = Int(cairo_image_surface_get_stride(cairoSurface))
        let rows = Int(cairo_image_surface_get_height(cairoSurface))
        let bytes = stride * rows
        let raw = UnsafeRawPointer(base)
        var i = 0
        // Eight bytes at a time; the surface's stride keeps rows 4-byte aligned.
        while i + 8 <= bytes {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) != 0 { return false }
            i += 8
        }
        while i < bytes {
            if raw.load(fromByteOffset: i, as: UInt8.self) != 0 { return false }
            i += 1
        }
        return true
    }
    public func synchronize() { flush() }

    // MARK: Helpers

    /// Paints with the fill (a color or a pattern color's tile, times the context alpha) as Cairo's source.
    private func paintFill(_ op: () -> Void) {
        guard let pattern = state.fillPattern else { return paint(color: state.fill, op) }
        pattern.setAsCairoSource(cairo, alpha: state.alpha)
        op()
    }

    /// Paints with `color` (times the context alpha) as Cairo's source, then restores Cairo's source.
    private func paint(color: (Double, Double, Double, Double), _ op: () -> Void) {
        cairo_set_source_rgba(cairo, color.0, color.1, color.2, color.3 * state.alpha)
        op()
    }

    /// Runs `draw` on a path built by `build` without disturbing the current path, as CG's rect calls do.
    private func withSeparatePath(_ build: () -> Void, draw: () -> Void) {
        let saved = cairo_copy_path(cairo)
        cairo_new_path(cairo)
        build()
        draw()
        cairo_new_path(cairo)
        if let saved { cairo_append_path(cairo, saved); cairo_path_destroy(saved) }
    }

    static func rgba(_ c: CGColor) -> (Double, Double, Double, Double) {
        let v = c.rgba
        return (Double(v.r), Double(v.g), Double(v.b), Double(v.a))
    }

    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .plusDarker:
            // Cairo has no plus-darker; normal compositing is the closest honest fallback.
            cgLog.warning("CGBlendMode.plusDarker is not supported by Cairo; drawing with .normal")
            return CAIRO_OPERATOR_OVER
        }
    }
}
