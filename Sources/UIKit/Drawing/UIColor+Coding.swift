import Foundation

/// A color in a keyed archive: its sRGB components (a dynamic color as it is in light mode).
extension UIColor: NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = resolvedColor(with: UIColor.lightTraits).getRed(&r, green: &g, blue: &b, alpha: &a)
        coder.encode(4, forKey: "UIColorComponentCount")
        coder.encode(Double(r), forKey: "UIRed")
        coder.encode(Double(g), forKey: "UIGreen")
        coder.encode(Double(b), forKey: "UIBlue")
        coder.encode(Double(a), forKey: "UIAlpha")
    }
}
