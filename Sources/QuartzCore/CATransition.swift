import Foundation
@_implementationOnly import CCairo

/// An animation of a layer's whole look: added to a layer whose contents or sublayers change, it
/// shows the look the layer had on screen going over to the new one — fading, moving in, pushing
/// or revealing from a side. The old look is what the screen showed in the layer's bounds at the
/// frame before the transition began.
@preconcurrency @MainActor open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// The part of the transition played, 0…1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// Core Image filters are not available; kept for source compatibility.
    open var filter: Any?

    /// The old look, in device pixels, and where on the device it was (set by the compositor).
    var before: OpaquePointer?
    var beforeRect: CGRect = .null
    var captured = false

    override func copyValues(to c: CAAnimation) {
        super.copyValues(to: c)
        guard let c = c as? CATransition else { return }
        c.type = type; c.subtype = subtype; c.startProgress = startProgress; c.endProgress = endProgress; c.filter = filter
    }

    isolated deinit { if let before { cairo_surface_destroy(before) } }

    /// The transition's progress for a paced sample, between `startProgress` and `endProgress`.
    func progress(_ s: Sample) -> CGFloat {
        CGFloat(startProgress + (endProgress - startProgress) * Float(s.progress))
    }

    /// Where the new look comes from, as a fraction of the layer's size: (1, 0) from the right.
    var direction: CGPoint {
        switch subtype {
        case .fromLeft?: return CGPoint(x: -1, y: 0)
        case .fromTop?: return CGPoint(x: 0, y: -1)
        case .fromBottom?: return CGPoint(x: 0, y: 1)
        default: return CGPoint(x: 1, y: 0)
        }
    }
}
