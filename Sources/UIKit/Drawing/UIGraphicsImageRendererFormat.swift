import Foundation

/// How an image renderer's images are made: scale and opacity; `bounds` is the renderer's.
@preconcurrency @MainActor open class UIGraphicsImageRendererFormat {
    open var scale: CGFloat
    open var opaque = false
    open var prefersExtendedRange = false
    /// The colour range images are made in; OpenUIKit's are always standard range.
    open var preferredRange: Range = .automatic
    /// The area the renderer draws (set on the renderer's own copy of the format).
    open internal(set) var bounds: CGRect = .zero

    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    public init() { scale = UIScreen.main.scale }

    /// A format for images shown with `traitCollection`: its display scale (the screen's when it has none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// A copy for a renderer of `bounds`.
    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        f.opaque = opaque
        f.prefersExtendedRange = prefersExtendedRange
        f.preferredRange = preferredRange
        f.bounds = bounds
        return f
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
