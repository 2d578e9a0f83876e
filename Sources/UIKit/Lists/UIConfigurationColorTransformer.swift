import Foundation

/// A function from one color to another that a configuration applies to a color it resolves
/// (a background's, a stroke's), such as the grayscale of a disabled state.
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The color's luminance as a grey, alpha kept.
    public static let grayscale = UIConfigurationColorTransformer { c in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }
}
