import Foundation
import CoreGraphics

/// An image with a scale (points = pixels / scale). Loading failures are logged naming the file and the problem.
open class UIImage: NSObject, @unchecked Sendable {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()
    public let cgImage: CGImage?
    /// The Core Image recipe the image was made from (`init(ciImage:)`); its `cgImage` is then nil,
    /// as on iOS, and it is rendered when first drawn or shown (`UIImage+CoreImage`).
    public internal(set) var ciImage: CIImage?
    /// That rendering, made once.
    var ciRendering: CIImageRendering?
    public let scale: CGFloat
    public let imageOrientation: Orientation
    public internal(set) var renderingMode: RenderingMode = .automatic

    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    /// How a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// The fixed edges of a resizable image, in points (zero: the image scales whole).
    public private(set) var capInsets: UIEdgeInsets = .zero
    public private(set) var resizingMode: ResizingMode = .tile
    /// Made by `resizableImage`: drawn in nine pieces even with zero insets (then the whole image tiles).
    private var isResizable = false
    /// An animated image's frames (`animatedImage(with:duration:)`); nil for a still image.
    public internal(set) var images: [UIImage]?
    /// How long one pass through an animated image's frames takes.
    public internal(set) var duration: TimeInterval = 0
    /// A symbol image's name and configuration (`UIImage+Symbols`); nil for any other image.
    var symbol: SymbolSource?
    /// The distance from the bottom edge to the baseline of the text the image stands in (symbols,
    /// `withBaselineOffset(fromBottom:)`); nil: no baseline.
    var baseline: CGFloat?
    /// The name `UIImage(named:)` found it by: what VoiceOver calls a button showing only this image.
    var assetName: String?
    /// The vector file of a catalog image that preserves vector data: image views draw it again at
    /// the size they show it, sharp.
    var vectorSource: VectorImage.Source?
    /// The asset the image came from, with its other appearances (`UIImageAsset`); nil for an image
    /// made in code or a catalog image with one appearance.
    open var imageAsset: UIImageAsset?
    /// Whether an image view in a right-to-left layout shows it mirrored (`imageFlippedForRightToLeftLayoutDirection()`).
    public internal(set) var flipsForRightToLeftLayoutDirection = false
    /// How much of the image's edges lie outside its content, for Auto Layout (`withAlignmentRectInsets(_:)`).
    public internal(set) var alignmentRectInsets: UIEdgeInsets = .zero
    /// UIAccessibility's informal protocol, as iOS apps set it on an image: what an image view or a
    /// button showing only this image says to VoiceOver and UI tests (before its symbol's or asset's name).
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    /// UIAccessibilityIdentification: what UI tests find an image view showing it by.
    open var accessibilityIdentifier: String?
    /// Whether drawing fills a rect in pieces (caps kept, the rest tiled or stretched) rather than scaling.
    var drawsInPieces: Bool { capInsets != .zero || (isResizable && resizingMode == .tile) }

    /// This image resizing as `other` does (its caps and mode, if it is resizable).
    func resizing(like other: UIImage) -> UIImage {
        other.isResizable ? resizableImage(withCapInsets: other.capInsets, resizingMode: other.resizingMode) : self
    }

    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        super.init()
    }

    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
        imageOrientation = .up
        super.init()
    }

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        super.init()
    }

    /// An image of a Core Image recipe, rendered when it is first drawn or shown; its `cgImage`
    /// is nil and its size is the recipe's extent, as on iOS.
    public init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        cgImage = nil
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        super.init()
        self.ciImage = ciImage
        ciRendering = CIImageRendering()
    }

    public convenience init(ciImage: CIImage) { self.init(ciImage: ciImage, scale: 1, orientation: .up) }

    /// The pixels drawing and image views show: the bitmap, or the Core Image recipe rendered.
    var bitmap: CGImage? { cgImage ?? ciImage.flatMap { ciRendering?.bitmap(of: $0) } }

    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        do {
            self.init(cgImage: try CGImage(data: data, name: "<data>"), scale: scale, orientation: .up)
        } catch {
            uikitLog.error("UIImage(data:): \(error)")
            return nil
        }
    }

    /// Loads a PNG or JPEG file; a name ending in @2x/@3x sets the scale.
    public convenience init?(contentsOfFile path: String) {
        do {
            let cg = try CGImage(contentsOf: URL(fileURLWithPath: path))
            self.init(cgImage: cg, scale: UIImage.scale(fromFileName: path), orientation: .up)
        } catch {
            uikitLog.error("UIImage(contentsOfFile:): \(error)")
            return nil
        }
    }

    /// Loads and decodes a file, throwing an error that names the file and the problem (OpenUIKit).
    public static func load(contentsOf url: URL) throws -> UIImage {
        UIImage(cgImage: try CGImage(contentsOf: url), scale: scale(fromFileName: url.path), orientation: .up)
    }

    @_disfavoredOverload
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// The image named `name`: the calling module's resource bundle first, then the others and
    /// the main bundle, preferring the screen's @3x/@2x variant.
    public convenience init?(named name: String, _ fileID: String = #fileID) {
        self.init(named: name, in: nil, compatibleWith: nil, search: .caller(fileID))
    }

    /// Looks in the bundle (nil: the SwiftPM resource bundles beside the executable and the main
    /// bundle), preferring the screen's @3x/@2x variant.
    @_disfavoredOverload
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle, compatibleWith: traitCollection, search: .anywhere)
    }

    /// As `init(named:in:compatibleWith:)`; a nil bundle looks in the calling module's resource bundle first.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?,
                             _ fileID: String = #fileID) {
        self.init(named: name, in: bundle, compatibleWith: traitCollection, search: .caller(fileID))
    }

    convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?,
                      search: NilBundleSearch) {
        let scale = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : 0 } ?? 0
        // The appearance asked for, else the current traits' (a view drawing, or the device's).
        let traits = traitCollection.flatMap { $0.userInterfaceStyle == .unspecified ? nil : $0 } ?? CurrentColorTraits.traits
        let dark = traits.userInterfaceStyle == .dark, high = traits.accessibilityContrast == .high
        guard let found = ImageLookup.find(name: name, bundle: bundle, scale: scale, search: search, dark: dark, highContrast: high) else { return nil }
        self.init(cgImage: found.image, scale: found.scale, orientation: .up)
        renderingMode = found.renderingMode
        capInsets = found.capInsets
        resizingMode = found.resizingMode
        assetName = name
        vectorSource = found.vector
        if found.hasAppearances { imageAsset = UIImageAsset(catalogImage: name, bundle: bundle, search: search, scale: scale) }
    }

    static func scale(fromFileName path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The size in points.
    open var size: CGSize {
        if let ciImage, cgImage == nil {
            let extent = ciImage.extent
            return extent.isInfinite || extent.isNull ? .zero : CGSize(width: extent.width / scale, height: extent.height / scale)
        }
        guard let cg = cgImage else { return .zero }
        return CGSize(width: CGFloat(cg.width) / scale, height: CGFloat(cg.height) / scale)
    }

    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = variant()
        copy.renderingMode = mode
        return copy
    }

    /// A copy that draws its `capInsets` edges at their size and tiles what is between them.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy that draws its `capInsets` edges at their size and fills what is between them by
    /// tiling or stretching.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let copy = variant()
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.isResizable = true
        return copy
    }

    func variant() -> UIImage {
        let copy = cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: imageOrientation) }
            ?? ciImage.map { UIImage(ciImage: $0, scale: scale, orientation: imageOrientation) } ?? UIImage()
        copy.renderingMode = renderingMode
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.isResizable = isResizable
        copy.symbol = symbol
        copy.baseline = baseline
        copy.imageAsset = imageAsset
        copy.vectorSource = vectorSource
        copy.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
        copy.alignmentRectInsets = alignmentRectInsets
        copy.accessibilityLabel = accessibilityLabel
        copy.accessibilityHint = accessibilityHint
        copy.accessibilityIdentifier = accessibilityIdentifier
        return copy
    }

    /// The image's shape filled with `color` (its alpha kept), in the image's own rendering mode.
    /// A symbol image always draws in `color` afterwards, whatever tint its view has.
    @preconcurrency @MainActor public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: isSymbolImage ? .alwaysOriginal : renderingMode)
    }

    /// The image's shape filled with `color` (its alpha kept), as template images are drawn in bars.
    @preconcurrency @MainActor public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard bitmap != nil else { return self }
        if var source = symbol {
            source.tint = color
            if let drawn = UIImage(symbol: source) { return drawn.withRenderingMode(renderingMode) }
        }
        let tinted = UIGraphicsImageRenderer(size: size, format: imageRendererFormat).image { ctx in
            let c = ctx.cgContext
            draw(in: CGRect(origin: .zero, size: size))
            c.setBlendMode(.sourceIn)
            c.setFillColor(color.cgColor)
            c.fill(CGRect(origin: .zero, size: size))
        }
        return tinted.withRenderingMode(renderingMode)
    }

    /// A renderer format for drawing a copy of this image: its scale.
    @preconcurrency @MainActor open var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    public func pngData() -> Data? { bitmap?.pngData() }
    public func jpegData(compressionQuality: CGFloat) -> Data? { bitmap?.jpegData(quality: compressionQuality) }

    // MARK: Drawing into the current context

    @preconcurrency @MainActor open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    @preconcurrency @MainActor open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    @preconcurrency @MainActor open func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws upright in UIKit's flipped space (Core Graphics' own draw would appear upside down).
    @preconcurrency @MainActor open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cg = bitmap else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        if drawsInPieces { drawSliced(cg, in: rect, ctx) } else { UIImage.drawUpright(vectorRedrawn(cg, in: rect, ctx), in: rect, ctx) }
        ctx.restoreGState()
    }

    /// A catalog image that preserves vector data, drawn at another size: its file drawn again at
    /// that size and the context's scale, sharp; else its bitmap.
    private func vectorRedrawn(_ cg: CGImage, in rect: CGRect, _ ctx: CGContext) -> CGImage {
        let t = ctx.ctm
        return vectorImage(size: CGSize(width: abs(rect.width), height: abs(rect.height)),
                           scale: max(1, (t.a * t.a + t.b * t.b).squareRoot())) ?? cg
    }

    /// A catalog image that preserves vector data, its file drawn again at `size` points and `scale`;
    /// nil for any other image, or at its own size (its bitmap is that already).
    func vectorImage(size: CGSize, scale: CGFloat) -> CGImage? {
        guard let source = vectorSource, size != self.size, size.width > 0, size.height > 0 else { return nil }
        return try? VectorImage.render(source, size: size, scale: scale)
    }

    private static func drawUpright(_ cg: CGImage, in rect: CGRect, _ ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cg, in: CGRect(origin: .zero, size: rect.size))
        ctx.restoreGState()
    }

    /// Nine pieces: the corners at their size, the edges and centre tiled or stretched.
    private func drawSliced(_ cg: CGImage, in rect: CGRect, _ ctx: CGContext) {
        let s = scale, w = CGFloat(cg.width), h = CGFloat(cg.height), c = capInsets
        let sx = [0, c.left * s, w - c.right * s, w], sy = [0, c.top * s, h - c.bottom * s, h]
        let dx = [rect.minX, rect.minX + c.left, rect.maxX - c.right, rect.maxX]
        let dy = [rect.minY, rect.minY + c.top, rect.maxY - c.bottom, rect.maxY]
        for i in 0..<3 {
            for j in 0..<3 {
                let src = CGRect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                let dst = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0, let piece = cg.cropping(to: src) else { continue }
                guard resizingMode == .tile, i == 1 || j == 1 else {
                    UIImage.drawUpright(piece, in: dst, ctx)
                    continue
                }
                // Tiles at the piece's own size along the axes that stretch, clipped to its place.
                let tile = CGSize(width: i == 1 ? src.width / s : dst.width, height: j == 1 ? src.height / s : dst.height)
                ctx.saveGState()
                ctx.clip(to: dst)
                var y = dst.minY
                while y < dst.maxY {
                    var x = dst.minX
                    while x < dst.maxX {
                        UIImage.drawUpright(piece, in: CGRect(origin: CGPoint(x: x, y: y), size: tile), ctx)
                        x += tile.width
                    }
                    y += tile.height
                }
                ctx.restoreGState()
            }
        }
    }
}
