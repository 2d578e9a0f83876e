import Foundation
@_implementationOnly import CCairo

/// A layer's blurred shadow mask (A8, device pixels), kept until the layer or its sublayers change
/// (or, cast by a `shadowPath`, until the path does).
final class ShadowMask {
    /// What the mask depends on besides the layer's own drawing: the layer-to-device linear part,
    /// the blur, and the shape's size on the device.
    struct Key: Equatable {
        let a, b, c, d: CGFloat
        let sigma: Double
        let width, height: CGFloat
    }

    let surface: OpaquePointer
    let key: Key
    /// Where the shape sat within its first whole pixel when the mask was drawn.
    let phase: CGPoint
    /// The `shadowPath` it was cast by (nil: by the layer's own drawing).
    let path: CGPath?

    init(surface: OpaquePointer, key: Key, phase: CGPoint, path: CGPath?) {
        self.surface = surface
        self.key = key
        self.phase = phase
        self.path = path
    }

    deinit { cairo_surface_destroy(surface) }
}
