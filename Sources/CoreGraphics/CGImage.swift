import Foundation
@_implementationOnly import CCairo
@_implementationOnly import CJPEG

/// An immutable bitmap image. Pixels live in a Cairo image surface
/// (premultiplied ARGB32, or A8 for masks) so drawing it costs no conversion.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The Cairo surface holding the pixels; never drawn into after creation.
    package let cairoSurface: OpaquePointer

    public let width: Int
    public let height: Int
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    public let isMask: Bool

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { isMask ? 8 : 32 }
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(cairoSurface)) }
    public var colorSpace: CGColorSpace? { isMask ? nil : CGColorSpaceCreateDeviceRGB() }
    public var alphaInfo: CGImageAlphaInfo { isMask ? .alphaOnly : .premultipliedFirst }
    public var bitmapInfo: CGBitmapInfo {
        isMask ? CGBitmapInfo(alphaInfo: .alphaOnly)
               : [CGBitmapInfo(alphaInfo: .premultipliedFirst), .byteOrder32Little]
    }
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// The pixels, laid out as `bitmapInfo` says.
    public var dataProvider: CGDataProvider? {
        cairo_surface_flush(cairoSurface)
        guard let p = cairo_image_surface_get_data(cairoSurface) else { return nil }
        return CGDataProvider(data: Data(bytes: p, count: bytesPerRow * height))
    }

    /// Takes ownership of one reference to `surface`.
    package init(cairoSurface surface: OpaquePointer, shouldInterpolate: Bool = true,
                                 intent: CGColorRenderingIntent = .defaultIntent) {
        cairoSurface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        isMask = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
    }

    deinit { cairo_surface_destroy(cairoSurface) }

    /// Apple's raw-pixel initializer: any 8-bit RGB(A), gray or alpha-only layout.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        guard width > 0, height > 0,
              let layout = PixelLayout.make(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                            space: space, bitmapInfo: bitmapInfo.rawValue),
              bytesPerRow >= width * layout.bytesPerPixel,
              let data = provider.data, data.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        else {
            cgLog.error("CGImageCreate: invalid image bits/pixel or bytes/row or data size (\(width)x\(height), \(bitsPerPixel) bpp, \(bytesPerRow) bytes/row)")
            return nil
        }
        let format = layout.kind == .cairoA8 ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        let dst = cairo_image_surface_get_data(surface)!
        let dstStride = Int(cairo_image_surface_get_stride(surface))
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Void in
            let src = raw.baseAddress!
            if layout.isNative {
                let rowBytes = width * layout.bytesPerPixel
                for y in 0..<height { memcpy(dst + y * dstStride, src + y * bytesPerRow, rowBytes) }
                if layout.kind == .cairoRGB24 {
                    // The skipped byte becomes opaque alpha.
                    for y in 0..<height {
                        let row = UnsafeMutableRawPointer(dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
                        for x in 0..<width { row[x] |= 0xFF00_0000 }
                    }
                }
            } else {
                layout.toCairo(src: src, srcStride: bytesPerRow, dst: dst, dstStride: dstStride,
                               width: width, height: height)
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(cairoSurface: surface, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Apple's PNG decoding initializer.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data else { return nil }
        do {
            self.init(cairoSurface: try CGImage.decodePNG(data, name: source.source).takeSurface(),
                      shouldInterpolate: shouldInterpolate, intent: intent)
        } catch {
            cgLog.error("\(error)")
            return nil
        }
    }

    /// Apple's JPEG decoding initializer.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data else { return nil }
        do {
            self.init(cairoSurface: try CGImage.decodeJPEG(data, name: source.source).takeSurface(),
                      shouldInterpolate: shouldInterpolate, intent: intent)
        } catch {
            cgLog.error("\(error)")
            return nil
        }
    }

    /// Decodes PNG or JPEG data (told apart by their signatures), or another format iOS reads (GIF,
    /// TIFF, BMP…, through gdk-pixbuf); the error names `name` and the problem.
    public convenience init(data: Data, name: String) throws {
        let owned: OwnedSurface
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            owned = try CGImage.decodePNG(data, name: name)
        } else if data.starts(with: [0xFF, 0xD8]) {
            owned = try CGImage.decodeJPEG(data, name: name)
        } else if data.isEmpty {
            throw CGImageError(file: name, reason: "the file is empty")
        } else {
            owned = try CGImage.decodeWithPixbuf(data, name: name)
        }
        self.init(cairoSurface: owned.takeSurface())
    }

    /// Reads and decodes an image file.
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "it cannot be read" : "no such file"
            throw CGImageError(file: url.path, reason: reason)
        }
        try self.init(data: data, name: url.path)
    }

    /// A sub-rectangle (in pixels), or nil when it misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let format = cairo_image_surface_get_format(cairoSurface)
        let out = cairo_image_surface_create(format, Int32(r.width), Int32(r.height))!
        let cr = cairo_create(out)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, cairoSurface, -Double(r.minX), -Double(r.minY))
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(cairoSurface: out, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    public func copy() -> CGImage? { self }

    /// PNG bytes (OpenUIKit: Apple's platforms use ImageIO for this).
    public func pngData() -> Data? {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(cairoSurface, { closure, bytes, length in
            let s = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            s.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    /// JPEG bytes at `quality` 0...1 (OpenUIKit: Apple's platforms use ImageIO for this).
    public func jpegData(quality: CGFloat) -> Data? {
        cairo_surface_flush(cairoSurface)
        guard !isMask, let px = cairo_image_surface_get_data(cairoSurface) else { return nil }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let q = Int32(min(100, max(1, (quality * 100).rounded())))
        guard cjpeg_encode(px, Int32(width), Int32(height), Int32(bytesPerRow), q, &out, &length, &message, 256) == 0,
              let out else { return nil }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }

    public static func == (l: CGImage, r: CGImage) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { "<CGImage \(width)x\(height)\(isMask ? " mask" : "")>" }

    // MARK: Decoding

    /// A Cairo surface reference that is released unless taken.
    final class OwnedSurface {
        private var surface: OpaquePointer?
        init(_ s: OpaquePointer) { surface = s }
        func takeSurface() -> OpaquePointer { defer { surface = nil }; return surface! }
        deinit { if let surface { cairo_surface_destroy(surface) } }
    }

    static func decodePNG(_ data: Data, name: String) throws -> OwnedSurface {
        final class Reader { let data: Data; var offset = 0; init(_ d: Data) { data = d } }
        let reader = Reader(data)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard r.offset + n <= r.data.count else { return CAIRO_STATUS_READ_ERROR }
            r.data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Void in
                _ = memcpy(buffer!, raw.baseAddress! + r.offset, n)
            }
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque())!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            let reason: String
            switch status {
            case CAIRO_STATUS_READ_ERROR: reason = "the PNG data is truncated (\(data.count) bytes)"
            case CAIRO_STATUS_NO_MEMORY: reason = "out of memory decoding PNG"
            default: reason = "corrupt PNG data (\(String(cString: cairo_status_to_string(status))))"
            }
            throw CGImageError(file: name, reason: reason)
        }
        // Normalize to ARGB32 so every image draws and reads the same way.
        if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
            let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
            let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
            let cr = cairo_create(out)
            if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 {
                cairo_set_source_rgb(cr, 0, 0, 0)
                cairo_mask_surface(cr, surface, 0, 0)
            } else {
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_paint(cr)
            }
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            return OwnedSurface(out)
        }
        return OwnedSurface(surface)
    }

    static func decodeJPEG(_ data: Data, name: String) throws -> OwnedSurface {
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var w: Int32 = 0, h: Int32 = 0, stride: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let rc = data.withUnsafeBytes { raw in
            cjpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &pixels, &w, &h, &stride,
                         &message, message.count)
        }
        guard rc == 0, let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw CGImageError(file: name, reason: "corrupt JPEG data (\(text))")
        }
        defer { free(pixels) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        let dst = cairo_image_surface_get_data(surface)!
        let dstStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<Int(h) { memcpy(dst + y * dstStride, pixels + y * Int(stride), Int(w) * 4) }
        cairo_surface_mark_dirty(surface)
        return OwnedSurface(surface)
    }
}

extension CGImage {
    /// The mean of the image's straight RGBA over a grid of at most 32×32 samples (a pattern
    /// color's single-color stand-in).
    var averageColor: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        cairo_surface_flush(cairoSurface)
        guard width > 0, height > 0, !isMask, let data = cairo_image_surface_get_data(cairoSurface) else { return (0, 0, 0, 1) }
        let stride = bytesPerRow
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0), n = 0.0
        let stepX = max(1, width / 32), stepY = max(1, height / 32)
        for y in Swift.stride(from: 0, to: height, by: stepY) {
            for x in Swift.stride(from: 0, to: width, by: stepX) {
                // Cairo's ARGB32 is a premultiplied native-endian word.
                let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                sum.a += Double(word >> 24) / 255
                sum.r += Double((word >> 16) & 0xFF) / 255
                sum.g += Double((word >> 8) & 0xFF) / 255
                sum.b += Double(word & 0xFF) / 255
                n += 1
            }
        }
        guard sum.a > 0 else { return (0, 0, 0, 0) }
        return (CGFloat(sum.r / sum.a), CGFloat(sum.g / sum.a), CGFloat(sum.b / sum.a), CGFloat(sum.a / n))
    }
}

extension CGColor {
    /// Makes the color Cairo's source, times `alpha`: a pattern color's tile repeated from the
    /// user-space origin, else its RGBA.
    package func setAsCairoSource(_ cr: OpaquePointer, alpha: Double = 1) {
        if let pattern {
            let source = cairo_pattern_create_for_surface(pattern.cairoSurface)!
            cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, Double(patternScale), Double(patternScale))
            cairo_pattern_set_matrix(source, &m)
            if alpha < 1 {
                // Cairo has no source alpha for a surface pattern: paint through a group.
                cairo_push_group(cr)
                cairo_set_source(cr, source)
                cairo_paint_with_alpha(cr, alpha)
                let faded = cairo_pop_group(cr)!
                cairo_set_source(cr, faded)
                cairo_pattern_destroy(faded)
            } else {
                cairo_set_source(cr, source)
            }
            cairo_pattern_destroy(source)
            return
        }
        let v = rgba
        cairo_set_source_rgba(cr, Double(v.r), Double(v.g), Double(v.b), Double(v.a) * alpha)
    }
}
