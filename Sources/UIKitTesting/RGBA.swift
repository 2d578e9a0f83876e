/// One screen pixel, straight (not premultiplied) 8-bit components.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// From Cairo's premultiplied native-endian ARGB32.
    package init(argb32 px: UInt32) {
        let a = UInt32(px >> 24)
        func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        self.init(r: un((px >> 16) & 0xFF), g: un((px >> 8) & 0xFF), b: un(px & 0xFF), a: UInt8(a))
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }

    public var description: String { "RGBA(\(r), \(g), \(b), \(a))" }
}
