import Foundation
@_spi(OpenUIKit) import CoreGraphics
import CCairo

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate space, as they
    /// appear now (backing stores as last displayed). Sublayers with perspective are projected.
    public func render(in ctx: CGContext) {
        cairo_save(ctx.cairo)
        let m = ctx.ctm
        Compositor.render(self, in: ctx.cairo, scale: max(abs(m.a), abs(m.d), 1))
        cairo_restore(ctx.cairo)
    }
}
