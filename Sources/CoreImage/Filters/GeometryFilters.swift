import Foundation

/// Cropping and geometric transforms.
enum GeometryFilters {
    static let all: [FilterDefinition] = [crop, affineTransform, lanczosScaleTransform]

    private static let categories = [kCICategoryGeometryAdjustment, kCICategoryVideo]

    /// The part of the image within `inputRectangle` (x, y, width, height).
    static let crop = FilterDefinition("CICrop", "Crop", categories, [
        .image(),
        .vector("inputRectangle", CIVector(cgRect: .infinite), type: kCIAttributeTypeRectangle),
    ]) { v in
        v.image()?.cropped(to: v.vector("inputRectangle").cgRectValue)
    }

    /// The image through `inputTransform`, resampled bilinearly.
    static let affineTransform = FilterDefinition("CIAffineTransform", "Affine Transform", categories, [
        .image(),
        .other(kCIInputTransformKey, className: "NSValue", CGAffineTransform.identity, type: kCIAttributeTypeTransform),
    ]) { v in
        v.image()?.transformed(by: v.transform(kCIInputTransformKey))
    }

    /// Scaled by `scale` (its width also by `aspectRatio`), filtered with Lanczos' three-lobed kernel.
    static let lanczosScaleTransform = FilterDefinition("CILanczosScaleTransform", "Lanczos Scale Transform", categories, [
        .image(),
        .number(kCIInputScaleKey, 1, min: 0, max: 1, sliderMin: 0.05, sliderMax: 1.5, identity: 1),
        .number(kCIInputAspectRatioKey, 1, min: 0, max: 1, sliderMin: 0.05, sliderMax: 2, identity: 1),
    ]) { v in
        let scale = CGFloat(v.number(kCIInputScaleKey)), aspect = CGFloat(v.number(kCIInputAspectRatioKey))
        guard scale > 0, aspect > 0 else { return .empty() }
        return v.image()?.transformed(by: CGAffineTransform(scaleX: scale * aspect, y: scale), resampling: .lanczos)
    }
}
