import Foundation
@_implementationOnly import CCairo

/// A bitmap memory layout, and conversion between it and Cairo's premultiplied
/// native-endian ARGB32 (which is `premultipliedFirst | byteOrder32Little` on little-endian machines).
struct PixelLayout: Equatable {
    enum Kind: Equatable {
        case cairoARGB32          // drawn into directly
        case cairoRGB24           // drawn into directly; the alpha byte is ignored
        case cairoA8              // alpha-only, drawn into directly
        case alpha8               // alpha-only rows Cairo cannot address (not 4-byte aligned), through a copy
        case rgba32(order: [Int], alpha: CGImageAlphaInfo) // byte index of r, g, b, a within a pixel
        case gray8(alpha: CGImageAlphaInfo)                 // 8-bit gray, alpha none
        case grayAlpha16(alpha: CGImageAlphaInfo)           // gray + alpha, 2 bytes
    }

    let kind: Kind
    let bytesPerPixel: Int

    var isNative: Bool {
        switch kind {
        case .cairoARGB32, .cairoRGB24, .cairoA8: return true
        default: return false
        }
    }

    var cairoFormat: cairo_format_t {
        switch kind {
        case .cairoRGB24: return CAIRO_FORMAT_RGB24
        case .cairoA8: return CAIRO_FORMAT_A8
        default: return CAIRO_FORMAT_ARGB32
        }
    }

    /// The layout for a CoreGraphics bitmap description, or nil with the reason Apple would log.
    static func make(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace?, bitmapInfo: UInt32) -> PixelLayout? {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8, !info.contains(.floatComponents) else { return nil }
        guard let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = CGBitmapInfo(rawValue: bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue)
        let little = order == .byteOrder32Little
        if alpha == .alphaOnly || space == nil {
            guard bitsPerPixel == 8 else { return nil }
            return PixelLayout(kind: .cairoA8, bytesPerPixel: 1)
        }
        switch space!.model {
        case .monochrome:
            if bitsPerPixel == 8, alpha == .none { return PixelLayout(kind: .gray8(alpha: alpha), bytesPerPixel: 1) }
            if bitsPerPixel == 16, alpha != .none { return PixelLayout(kind: .grayAlpha16(alpha: alpha), bytesPerPixel: 2) }
            return nil
        case .rgb:
            guard bitsPerPixel == 32 else { return nil }
            let hostLittle = UInt32(1).littleEndian == 1
            switch alpha {
            case .premultipliedFirst where little == hostLittle:
                return PixelLayout(kind: .cairoARGB32, bytesPerPixel: 4)
            case .noneSkipFirst where little == hostLittle:
                return PixelLayout(kind: .cairoRGB24, bytesPerPixel: 4)
            case .none:
                return nil // 32 bpp needs an alpha or skip byte
            default:
                // Components in memory order for a big-endian word: first/last decides alpha's place.
                let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
                var o = alphaFirst ? [1, 2, 3, 0] : [0, 1, 2, 3]
                if little { o = o.map { 3 - $0 } }
                return PixelLayout(kind: .rgba32(order: o, alpha: alpha), bytesPerPixel: 4)
            }
        default:
            return nil
        }
    }

    /// Converts `width`×`height` pixels from this layout into Cairo ARGB32.
    func toCairo(src: UnsafeRawPointer, srcStride: Int, dst: UnsafeMutableRawPointer, dstStride: Int,
                 width: Int, height: Int) {
        for y in 0..<height {
            let s = src + y * srcStride
            let d = (dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 255
                var premultiplied = true
                switch kind {
                case .rgba32(let o, let alpha):
                    let p = s + x * 4
                    r = UInt32(p.load(fromByteOffset: o[0], as: UInt8.self))
                    g = UInt32(p.load(fromByteOffset: o[1], as: UInt8.self))
                    b = UInt32(p.load(fromByteOffset: o[2], as: UInt8.self))
                    switch alpha {
                    case .noneSkipFirst, .noneSkipLast, .none: a = 255
                    default: a = UInt32(p.load(fromByteOffset: o[3], as: UInt8.self))
                    }
                    premultiplied = alpha != .first && alpha != .last
                case .gray8:
                    r = UInt32(s.load(fromByteOffset: x, as: UInt8.self)); g = r; b = r
                case .grayAlpha16(let alpha):
                    r = UInt32(s.load(fromByteOffset: x * 2, as: UInt8.self)); g = r; b = r
                    a = UInt32(s.load(fromByteOffset: x * 2 + 1, as: UInt8.self))
                    premultiplied = alpha != .last
                case .alpha8:
                    a = UInt32(s.load(fromByteOffset: x, as: UInt8.self))
                default:
                    break
                }
                if !premultiplied {
                    r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                }
                d[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
    }

    /// Converts Cairo ARGB32 pixels into this layout.
    func fromCairo(src: UnsafeRawPointer, srcStride: Int, dst: UnsafeMutableRawPointer, dstStride: Int,
                   width: Int, height: Int) {
        for y in 0..<height {
            let s = (src + y * srcStride).assumingMemoryBound(to: UInt32.self)
            let d = dst + y * dstStride
            for x in 0..<width {
                let px = s[x]
                let a = px >> 24
                var r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF
                func unpremultiply() {
                    if a > 0 && a < 255 {
                        r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a); b = min(255, (b * 255 + a / 2) / a)
                    }
                }
                switch kind {
                case .rgba32(let o, let alpha):
                    if alpha == .first || alpha == .last { unpremultiply() }
                    let p = d + x * 4
                    p.storeBytes(of: UInt8(r), toByteOffset: o[0], as: UInt8.self)
                    p.storeBytes(of: UInt8(g), toByteOffset: o[1], as: UInt8.self)
                    p.storeBytes(of: UInt8(b), toByteOffset: o[2], as: UInt8.self)
                    p.storeBytes(of: alpha == .noneSkipFirst || alpha == .noneSkipLast ? 255 : UInt8(a),
                                 toByteOffset: o[3], as: UInt8.self)
                case .gray8:
                    // Rec. 601 luma, as a gray context would have drawn it.
                    d.storeBytes(of: UInt8((r * 299 + g * 587 + b * 114 + 500) / 1000), toByteOffset: x, as: UInt8.self)
                case .grayAlpha16(let alpha):
                    if alpha == .last { unpremultiply() }
                    d.storeBytes(of: UInt8((r * 299 + g * 587 + b * 114 + 500) / 1000), toByteOffset: x * 2, as: UInt8.self)
                    d.storeBytes(of: UInt8(a), toByteOffset: x * 2 + 1, as: UInt8.self)
                case .alpha8:
                    d.storeBytes(of: UInt8(a), toByteOffset: x, as: UInt8.self)
                default:
                    break
                }
            }
        }
    }
}
