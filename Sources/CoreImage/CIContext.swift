import Foundation

/// Renders `CIImage` recipes into bitmaps. Rendering happens here, when asked, not when filters
/// are set up; it works in the working space (extended linear sRGB, floating point) and converts
/// to sRGB on the way out. A context keeps nothing between renders, so one may be shared by any
/// threads, as Apple's may.
public final class CIContext: NSObject, @unchecked Sendable {
    private let options: [CIContextOption: Any]

    /// A context with the default options.
    public override convenience init() { self.init(options: nil) }

    /// A context; the options are accepted (the working space is always linear sRGB here, and
    /// rendering is always on the CPU).
    public init(options: [CIContextOption: Any]?) {
        self.options = options ?? [:]
        super.init()
    }

    /// The colour space filters work in: extended linear sRGB.
    public var workingColorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.extendedLinearSRGB) }

    /// The pixel format filters work in: 32-bit floating point per component.
    public var workingFormat: CIFormat { .RGBAf }

    /// `image`'s pixels within `fromRect` (Core Image's coordinates, rounded out to whole pixels)
    /// as a premultiplied 8-bit sRGB bitmap, its top row the rectangle's top; nil for an
    /// infinite or empty rectangle.
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard let raster = render(image, fromRect) else { return nil }
        return raster.cgImage()
    }

    public func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }

    /// Writes `image`'s pixels within `bounds` into `data`, top row first, as `format` says
    /// (`RGBA8`, `BGRA8`, `ARGB8`: premultiplied bytes; `A8`: alpha; `RGBAf`: premultiplied
    /// floats, converted to sRGB).
    public func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                       format: CIFormat, colorSpace: CGColorSpace?) {
        guard let bitmap = createCGImage(image, from: bounds), let pixels = bitmap.dataProvider?.data else { return }
        let width = bitmap.width, stride = bitmap.bytesPerRow
        pixels.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt8.self).baseAddress!
            for y in 0..<bitmap.height {
                let out = data + y * rowBytes
                for x in 0..<width {
                    // Cairo's ARGB32 in memory: blue, green, red, alpha.
                    let p = src + y * stride + 4 * x
                    format.store((p[2], p[1], p[0], p[3]), at: out, index: x)
                }
            }
        }
    }

    /// JPEG bytes of the image's extent.
    public func jpegRepresentation(of image: CIImage, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]) -> Data? {
        let quality = (options[CIImageRepresentationOption(rawValue: "kCGImageDestinationLossyCompressionQuality")] as? Double) ?? 0.9
        return createCGImage(image, from: image.extent)?.jpegData(quality: quality)
    }

    /// PNG bytes of the image's extent.
    public func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: CGColorSpace,
                                  options: [CIImageRepresentationOption: Any] = [:]) -> Data? {
        createCGImage(image, from: image.extent)?.pngData()
    }

    /// Nothing is cached between renders here.
    public func clearCaches() {}

    /// The working-space pixels of `image` within `rect`, rendered.
    func render(_ image: CIImage, _ rect: CGRect) -> Raster? {
        guard !rect.isNull, !rect.isEmpty, !rect.isInfinite else {
            ciLog.warning("CIContext: cannot render \(rect.isInfinite ? "an infinite" : "an empty") rectangle of \(image)")
            return nil
        }
        let pixels = PixelRect(covering: rect)
        return Renderer(image.node).render(image.node, pixels)
    }
}
