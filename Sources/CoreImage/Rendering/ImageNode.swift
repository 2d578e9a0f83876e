import Foundation

/// Works on the pixels of one row in place: the row's first pixel is at `x`, all at `y` (the
/// pixel's centre is half a pixel further on each axis).
typealias RowOperation = @Sendable (_ row: UnsafeMutablePointer<Pixel>, _ count: Int, _ x: Int, _ y: Int) -> Void

/// Two rasters' pixels into one: `row` (the first image) is replaced, `other` is the second's.
typealias RowCombination = @Sendable (_ row: UnsafeMutablePointer<Pixel>, _ other: UnsafePointer<Pixel>, _ count: Int) -> Void

/// One step of a `CIImage`'s recipe. Immutable; filters make new nodes over their inputs' nodes,
/// and nothing is computed until a `Renderer` is asked for a rectangle of it.
final class ImageNode: @unchecked Sendable {
    enum Kind {
        /// Nothing: clear everywhere (`CIImage.empty()`).
        case empty
        /// A bitmap covering `(0, 0, width, height)`.
        case bitmap(CGImage)
        /// Pixels made from their position alone: colours, gradients (the row starts clear).
        case generator(RowOperation)
        /// Each pixel of the input changed on its own (colour kernels); runs of these are applied
        /// together, row by row, to one raster.
        case pointwise(ImageNode, RowOperation)
        /// The input, clear outside the rectangle.
        case crop(ImageNode, CGRect)
        /// The input moved by whole pixels: no resampling.
        case translation(ImageNode, dx: Int, dy: Int)
        /// The input through an affine transform, resampled by pixman.
        case transform(ImageNode, CGAffineTransform, Resampling)
        /// The input's edge pixels continued for ever (`clampedToExtent()`).
        case clamp(ImageNode, PixelRect)
        /// A Gaussian blur of this standard deviation, in pixels.
        case gaussianBlur(ImageNode, sigma: Double)
        /// A box blur of this radius, in pixels.
        case boxBlur(ImageNode, radius: Int)
        /// The top image composited over the bottom one by pixman.
        case blend(top: ImageNode, bottom: ImageNode, BlendOperation)
        /// Two images combined pixel by pixel; the second is rendered first (it usually needs more
        /// of a shared input, as a blur of the first does).
        case combination(ImageNode, ImageNode, RowCombination)
        /// The input, asking transforms of it to resample it this way (`samplingNearest()`).
        case sampler(ImageNode, Resampling)
        /// Each output pixel takes an input pixel chosen by its position (`CIPixellate`'s cells):
        /// how far from the output pixel it may lie, and the input pixel for an output pixel.
        case sampling(ImageNode, reach: Int, @Sendable (_ x: Int, _ y: Int) -> (x: Int, y: Int))
    }

    let kind: Kind
    let extent: CGRect

    init(_ kind: Kind, extent: CGRect) {
        self.kind = kind
        self.extent = extent
    }

    /// The images this one is made from.
    var inputs: [ImageNode] {
        switch kind {
        case .empty, .bitmap, .generator: []
        case .pointwise(let n, _), .crop(let n, _), .translation(let n, _, _), .transform(let n, _, _), .clamp(let n, _),
             .gaussianBlur(let n, _), .boxBlur(let n, _), .sampling(let n, _, _), .sampler(let n, _): [n]
        case .blend(let top, let bottom, _): [top, bottom]
        case .combination(let a, let b, _): [a, b]
        }
    }
}

/// How a transformed image is resampled.
enum Resampling: Sendable {
    /// Bilinear, as Core Image samples by default.
    case linear
    /// Lanczos (three lobes), for scaling down with `CILanczosScaleTransform`.
    case lanczos
    /// The nearest pixel: sharp edges (QR codes scaled up keep their modules).
    case nearest
}
