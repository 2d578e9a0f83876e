import Foundation

/// A pixel format for `CIContext.render(_:toBitmap:rowBytes:bounds:format:colorSpace:)`.
public struct CIFormat: Hashable, RawRepresentable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let ARGB8 = CIFormat(rawValue: 516)
    public static let BGRA8 = CIFormat(rawValue: 266)
    public static let RGBA8 = CIFormat(rawValue: 264)
    public static let A8 = CIFormat(rawValue: 258)
    public static let RGBAf = CIFormat(rawValue: 2320)
    public static let RGBAh = CIFormat(rawValue: 2056)

    /// Writes one premultiplied 8-bit pixel (red, green, blue, alpha) as pixel `index` of a row.
    func store(_ p: (UInt8, UInt8, UInt8, UInt8), at row: UnsafeMutableRawPointer, index: Int) {
        switch self {
        case .ARGB8: row.storeBytes(of: (p.3, p.0, p.1, p.2), toByteOffset: 4 * index, as: (UInt8, UInt8, UInt8, UInt8).self)
        case .BGRA8: row.storeBytes(of: (p.2, p.1, p.0, p.3), toByteOffset: 4 * index, as: (UInt8, UInt8, UInt8, UInt8).self)
        case .A8: row.storeBytes(of: p.3, toByteOffset: index, as: UInt8.self)
        case .RGBAf:
            let f = SIMD4<Float>(Float(p.0), Float(p.1), Float(p.2), Float(p.3)) / 255
            row.storeBytes(of: f, toByteOffset: 16 * index, as: SIMD4<Float>.self)
        default: row.storeBytes(of: p, toByteOffset: 4 * index, as: (UInt8, UInt8, UInt8, UInt8).self)
        }
    }
}
