import Foundation

/// A colour for Core Image's filters: red, green, blue and alpha in sRGB (not premultiplied), as
/// Apple's default `CIColor` space is. Filters turn it into the working space's linear light.
public final class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// A Core Graphics colour's components (a grey one's white repeated).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 3 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
        } else {
            self.init(red: c.first ?? 0, green: c.first ?? 0, blue: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
        }
    }

    /// Parses `stringRepresentation`'s form, "0.5 0.2 0.1 1.0" (three or four numbers).
    public convenience init(string representation: String) {
        let v = representation.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" }).compactMap { Double($0) }
        self.init(red: v.count > 0 ? v[0] : 0, green: v.count > 1 ? v[1] : 0, blue: v.count > 2 ? v[2] : 0,
                  alpha: v.count > 3 ? v[3] : 1)
    }

    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat] { [red, green, blue, alpha] }
    public var colorSpace: CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB() }
    public var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }
    public override var description: String { "<CIColor \(stringRepresentation)>" }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CIColor else { return false }
        return o.components == components
    }

    public override var hash: Int { components.hashValue }

    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// In the working space: linear light, premultiplied.
    var pixel: Pixel {
        let a = Float(alpha)
        return Pixel(SRGB.linear(Float(red)) * a, SRGB.linear(Float(green)) * a, SRGB.linear(Float(blue)) * a, a)
    }
}
