import Foundation

/// The pointer's shape over a region: a path, a rounded rectangle, or a text beam.
public enum UIPointerShape: @unchecked Sendable {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    /// The corner radius iPadOS gives a rounded-rectangle pointer.
    public static let defaultCornerRadius: CGFloat = 8
}
