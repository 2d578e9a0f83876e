import Foundation

/// Draws images with a block, at the format's scale.
@preconcurrency @MainActor open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format.copy(bounds: bounds)
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format.copy(bounds: bounds)
        self.bounds = bounds
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let ctx = makeUIKitBitmapContext(size: bounds.size, scale: format.scale, opaque: format.opaque) else {
            return UIImage()
        }
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rc = UIGraphicsImageRendererContext(cgContext: ctx, format: format)
        UIGraphicsPushContext(ctx)
        actions(rc)
        UIGraphicsPopContext()
        return UIImage(cgImage: ctx.makeImage()!, scale: format.scale, orientation: .up)
    }

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    open func jpegData(withCompressionQuality q: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: q) ?? Data()
    }
}
