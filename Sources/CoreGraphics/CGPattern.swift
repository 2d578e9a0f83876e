import Foundation

/// A cell drawn by a callback and repeated `xStep` and `yStep` apart, painted by
/// `CGContext.setFillPattern(_:colorComponents:)` (in a pattern color space). A coloured pattern
/// draws its own colours; an uncoloured one is a stencil painted in the components' colour. The
/// matrix's scale and translation apply (cells are not rotated or sheared).
public final class CGPattern: @unchecked Sendable {
    let info: UnsafeMutableRawPointer?
    let bounds: CGRect
    let matrix: CGAffineTransform
    let xStep: CGFloat, yStep: CGFloat
    let isColored: Bool
    private let draw: CGPatternDrawPatternCallback?
    private let release: CGPatternReleaseInfoCallback?

    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat, yStep: CGFloat,
                 tiling: CGPatternTiling, isColored: Bool, callbacks: UnsafePointer<CGPatternCallbacks>) {
        guard xStep > 0, yStep > 0 else { return nil }
        self.info = info
        self.bounds = bounds
        self.matrix = matrix
        self.xStep = xStep
        self.yStep = yStep
        self.isColored = isColored
        draw = callbacks.pointee.drawPattern
        release = callbacks.pointee.releaseInfo
    }

    deinit { release?(info) }

    /// One tile, `scale` pixels to a point, upright as UIKit contexts show patterns; an uncoloured
    /// pattern's cell painted in `color`.
    func tile(scale: CGFloat, color: CGColor?) -> CGImage? {
        let sx = abs(matrix.a) * scale, sy = abs(matrix.d) * scale
        let w = max(1, Int((xStep * sx).rounded())), h = max(1, Int((yStep * sy).rounded()))
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: .sharedDeviceRGB, bitmapInfo: info) else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: sx, y: -sy)
        ctx.translateBy(x: matrix.tx / max(abs(matrix.a), 0.0001), y: matrix.ty / max(abs(matrix.d), 0.0001))
        draw?(self.info, ctx)
        if !isColored, let color {
            // A stencil: what the cell drew, in the colour given.
            ctx.resetClip()
            ctx.setBlendMode(.sourceIn)
            ctx.setFillColor(color)
            ctx.fill(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        }
        return ctx.makeImage()
    }
}

extension CGContext {
    /// Choosing a pattern space waits for `setFillPattern`; any other space resets the fill to its black, as Quartz does.
    public func setFillColorSpace(_ space: CGColorSpace) {
        if space.model != .pattern { setFillColor(gray: 0, alpha: 1) } else { patternBaseSpace = space.baseColorSpace }
    }

    public func setStrokeColorSpace(_ space: CGColorSpace) {
        if space.model != .pattern { setStrokeColor(gray: 0, alpha: 1) } else { patternBaseSpace = space.baseColorSpace }
    }

    /// Fills with `pattern`'s cells; `colorComponents` is the colour of an uncoloured pattern in
    /// the pattern space's base space, then alpha (a coloured pattern's one component is its alpha).
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        setFillColor(patternColor(pattern, components))
    }

    /// Strokes paint one colour here: the pattern's average.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        setStrokeColor(patternColor(pattern, components))
    }

    private func patternColor(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>) -> CGColor {
        patternColor(pattern, stencil: pattern.stencil(components, base: patternBaseSpace))
    }

    /// `pattern`'s cell tiled at this context's scale, as a pattern colour.
    func patternColor(_ pattern: CGPattern, stencil: CGColor?) -> CGColor {
        let t = ctm
        let scale = max(1, (t.a * t.a + t.b * t.b).squareRoot())
        guard let tile = pattern.tile(scale: scale, color: stencil) else { return CGColor(gray: 0, alpha: 0) }
        return CGColor(patternImage: tile, scale: scale)
    }
}

extension CGPattern {
    /// An uncoloured pattern's colour from components in `base` (grey or RGB, then alpha); nil for a coloured pattern.
    func stencil(_ components: UnsafePointer<CGFloat>, base: CGColorSpace?) -> CGColor? {
        guard !isColored else { return nil }
        let gray = base?.model == .monochrome
        let c = Array(UnsafeBufferPointer(start: components, count: gray ? 2 : 4))
        return gray ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}

extension CGColor {
    /// A colour that paints `pattern`'s cells, as Quartz's pattern colours do: `space` is a pattern
    /// space (`CGColorSpace(patternBaseSpace:)`); `components` is a coloured pattern's alpha, or an
    /// uncoloured pattern's colour in the space's base space, then alpha. A context filling with it
    /// draws the cell at its own scale; a layer's background shows the cell drawn at 3 pixels a point.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else { return nil }
        let stencil = pattern.stencil(components, base: space.baseColorSpace)
        guard let tile = pattern.tile(scale: 3, color: stencil) else { return nil }
        self.init(patternImage: tile, scale: 3, cell: (pattern, stencil))
    }
}
