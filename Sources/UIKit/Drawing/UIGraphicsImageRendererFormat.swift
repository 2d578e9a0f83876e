import Foundation

/// How an image renderer's images are made: scale and opacity.
@preconcurrency @MainActor open class UIGraphicsImageRendererFormat {
    open var scale: CGFloat
    open var opaque = false
    open var prefersExtendedRange = false

    public init() { scale = UIScreen.main.scale }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
