import Foundation

/// An immutable color: components in its color space, the last being alpha.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    public let colorSpace: CGColorSpace?
    public let components: [CGFloat]?
    /// A pattern color's tile (`UIColor(patternImage:)`), repeated from the origin of what it fills;
    /// its pixels are `patternScale` to a point.
    package let pattern: CGImage?
    package let patternScale: CGFloat
    /// The cell a Quartz pattern colour (`init(patternSpace:pattern:components:)`) repeats, and an
    /// uncoloured pattern's stencil colour: a context drawing with it tiles it anew at its own scale.
    package let patternCell: (pattern: CGPattern, stencil: CGColor?)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .sharedDeviceRGB
        components = [red, green, blue, alpha]
        pattern = nil; patternScale = 1; patternCell = nil
    }

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
        components = [red, green, blue, alpha]
        pattern = nil; patternScale = 1; patternCell = nil
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .sharedDeviceGray
        components = [gray, alpha]
        pattern = nil; patternScale = 1; patternCell = nil
    }

    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        pattern = nil; patternScale = 1; patternCell = nil
    }

    /// Convenience for Swift callers; Apple's takes a pointer.
    public convenience init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
        guard components.count == space.numberOfComponents + 1 else { return nil }
        guard let c = components.withUnsafeBufferPointer({ CGColor(colorSpace: space, components: $0.baseAddress!) })
        else { return nil }
        self.init(copying: c)
    }

    private init(copying c: CGColor) {
        colorSpace = c.colorSpace
        components = c.components
        pattern = c.pattern; patternScale = c.patternScale; patternCell = c.patternCell
    }

    private init(space: CGColorSpace?, components: [CGFloat], pattern: CGImage? = nil, patternScale: CGFloat = 1,
                 patternCell: (pattern: CGPattern, stencil: CGColor?)? = nil) {
        colorSpace = space
        self.components = components
        self.pattern = pattern
        self.patternScale = patternScale
        self.patternCell = patternCell
    }

    /// A color that paints `image` repeated (its pixels `scale` to a point); it reads as the image's
    /// average color where a single color is asked for.
    package convenience init(patternImage image: CGImage, scale: CGFloat, cell: (pattern: CGPattern, stencil: CGColor?)? = nil) {
        let average = image.averageColor
        self.init(space: .sharedDeviceRGB, components: [average.r, average.g, average.b, average.a], pattern: image,
                  patternScale: max(scale, 0.01), patternCell: cell)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public func copy(alpha: CGFloat) -> CGColor? {
        guard var comps = components else { return nil }
        comps[comps.count - 1] = alpha
        return CGColor(space: colorSpace, components: comps, pattern: pattern, patternScale: patternScale, patternCell: patternCell)
    }

    public func copy() -> CGColor? { self }

    /// Straight (not premultiplied) RGBA, each 0...1, clamped.
    package var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let c = components ?? [0, 0, 0, 1]
        func clamp(_ v: CGFloat) -> CGFloat { min(1, max(0, v)) }
        if c.count == 2 { return (clamp(c[0]), clamp(c[0]), clamp(c[0]), clamp(c[1])) }
        if c.count >= 4 { return (clamp(c[0]), clamp(c[1]), clamp(c[2]), clamp(c[3])) }
        return (0, 0, 0, 1)
    }

    public static func == (l: CGColor, r: CGColor) -> Bool {
        l.colorSpace?.model == r.colorSpace?.model && l.components == r.components && l.pattern === r.pattern
    }
    public func hash(into h: inout Hasher) { h.combine(components) }

    public var description: String {
        let c = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.name ?? "?") [\(c)]>"
    }
}
