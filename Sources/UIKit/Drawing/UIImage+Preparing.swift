import Foundation

/// Decoding ahead of display (iOS 15), mirroring and alignment insets.
extension UIImage {
    /// A copy of the image drawn at `size` points (the image scaled to fill it), ready to display.
    @preconcurrency @MainActor public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard cgImage != nil, size.width > 0, size.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw(in: CGRect(origin: .zero, size: size)) }
    }

    /// As `preparingThumbnail(of:)`, off the caller's path; `completionHandler` runs on the main queue.
    @preconcurrency @MainActor public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        let result = preparingThumbnail(of: size)
        DispatchQueue.main.async { completionHandler(result) }
    }

    @preconcurrency @MainActor public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// The image decoded for display. Every image here is decoded when it is made, so it is a copy
    /// of this one (nil for an image without pixels, as iOS gives for one it cannot decode).
    public func preparingForDisplay() -> UIImage? { cgImage == nil && symbol == nil ? nil : variant() }

    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        let result = preparingForDisplay()
        DispatchQueue.main.async { completionHandler(result) }
    }

    @preconcurrency @MainActor public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

    /// A copy an image view shows mirrored when its layout is right to left (an arrow that points
    /// the way the text reads).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        let copy = variant()
        copy.flipsForRightToLeftLayoutDirection = true
        return copy
    }

    /// A copy whose pixels are mirrored left to right (orientation `.upMirrored`).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        guard let cg = cgImage?.horizontallyMirrored() else { return self }
        let copy = UIImage(cgImage: cg, scale: scale, orientation: imageOrientation == .upMirrored ? .up : .upMirrored)
        copy.renderingMode = renderingMode
        return copy
    }

    /// A copy with `alignmentInsets`: an image view showing it aligns its content, inset so.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        let copy = variant()
        copy.alignmentRectInsets = alignmentInsets
        return copy
    }
}
