import Foundation

/// What an image can be turned into directly, each a new recipe over this one.
extension CIImage {
    /// This image through the named filter (it as `kCIInputImageKey`, then the parameters);
    /// an empty image when there is no such filter or it makes nothing.
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    public func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    /// Only the part within `rect`: the extent becomes the two rectangles' intersection.
    public func cropped(to rect: CGRect) -> CIImage {
        let extent = self.extent.intersection(rect)
        guard !extent.isNull, !extent.isEmpty else { return .empty() }
        if rect.contains(self.extent), !self.extent.isInfinite { return self }
        if case .crop(let input, let inner) = node.kind { return CIImage(.crop(input, inner.intersection(rect)), extent: extent) }
        return CIImage(.crop(node, rect), extent: extent)
    }

    /// Moved, scaled, rotated or skewed by `matrix` (Core Image's coordinates, y upwards),
    /// resampled bilinearly.
    public func transformed(by matrix: CGAffineTransform) -> CIImage { transformed(by: matrix, resampling: .linear) }

    /// As `transformed(by:)`; with `highQualityDownsample` a reduction is filtered with Lanczos.
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix, resampling: highQualityDownsample ? .lanczos : .linear)
    }

    func transformed(by matrix: CGAffineTransform, resampling: Resampling) -> CIImage {
        if matrix.isIdentity { return self }
        let extent = self.extent.isInfinite ? CGRect.infinite : self.extent.applying(matrix)
        if case .transform(let input, let inner, let mode) = node.kind, mode == resampling {
            return CIImage(.transform(input, inner.concatenating(matrix), mode), extent: extent)
        }
        return CIImage(.transform(node, matrix, resampling), extent: extent)
    }

    /// This image over `dest` (source-over compositing, `CISourceOverCompositing`).
    public func composited(over dest: CIImage) -> CIImage { blended(over: dest, .sourceOver, extent: extent.union(dest.extent)) }

    /// The edge pixels continued for ever outwards: an infinite image, as blurs want their input
    /// (crop the result back to the original extent).
    public func clampedToExtent() -> CIImage { clamped(to: extent) }

    /// The pixels within `rect` kept and its edges continued outwards for ever.
    public func clamped(to rect: CGRect) -> CIImage {
        guard !rect.isInfinite, !rect.isNull else { return self }
        return CIImage(.clamp(node, PixelRect(centresIn: rect.intersection(extent))), extent: .infinite)
    }

    /// A Gaussian blur of `sigma` pixels (`CIGaussianBlur`'s radius); the extent grows by three sigmas.
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        guard sigma > 0 else { return self }
        let grow = CGFloat((3 * sigma).rounded(.up))
        return CIImage(.gaussianBlur(node, sigma: sigma), extent: extent.isInfinite ? .infinite : extent.insetBy(dx: -grow, dy: -grow))
    }

    /// Transforms of this image pick the nearest pixel (hard edges) rather than interpolating.
    public func samplingNearest() -> CIImage { CIImage(.sampler(node, .nearest), extent: extent) }

    /// Transforms of this image interpolate bilinearly (the default).
    public func samplingLinear() -> CIImage { CIImage(.sampler(node, .linear), extent: extent) }

    /// Upright as an image file with this EXIF orientation is shown (`oriented(_:)`).
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        oriented(CGImagePropertyOrientation(rawValue: UInt32(max(1, orientation))) ?? .up)
    }

    /// Turned and mirrored so that an image stored with this orientation shows upright; the
    /// result's extent starts at the origin again.
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        transformed(by: orientationTransform(for: orientation))
    }

    /// The transform `oriented(_:)` applies.
    public func orientationTransform(for orientation: CGImagePropertyOrientation) -> CGAffineTransform {
        let w = extent.width, h = extent.height, x = extent.minX, y = extent.minY
        let toOrigin = CGAffineTransform(translationX: -x, y: -y)
        let turn: CGAffineTransform
        switch orientation {
        case .up: turn = .identity
        case .upMirrored: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .down: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .downMirrored: turn = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .right: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case .left: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .rightMirrored: turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .leftMirrored: turn = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        }
        return toOrigin.concatenating(turn)
    }

    // MARK: Recipes the filters build

    /// Each pixel changed by `operation`, within this image's extent.
    func pointwise(_ operation: @escaping RowOperation) -> CIImage { CIImage(.pointwise(node, operation), extent: extent) }

    /// This image composited onto `background` by pixman's operator.
    func blended(over background: CIImage, _ operation: BlendOperation, extent: CGRect) -> CIImage {
        guard !extent.isNull, !extent.isEmpty else { return .empty() }
        return CIImage(.blend(top: node, bottom: background.node, operation), extent: extent)
    }

    /// This image's pixels and `other`'s combined, within `extent`.
    func combined(with other: CIImage, extent: CGRect, _ combine: @escaping RowCombination) -> CIImage {
        guard !extent.isNull, !extent.isEmpty else { return .empty() }
        return CIImage(.combination(node, other.node, combine), extent: extent)
    }

    /// A box blur of `radius` pixels; the extent grows by the radius.
    func boxBlurred(radius: Int) -> CIImage {
        guard radius > 0 else { return self }
        let grow = CGFloat(radius)
        return CIImage(.boxBlur(node, radius: radius), extent: extent.isInfinite ? .infinite : extent.insetBy(dx: -grow, dy: -grow))
    }
}
