import Foundation
import CoreGraphics

/// A layer that draws its sublayers `instanceCount` times: each instance transformed by
/// `instanceTransform` once more than the one before (about the layer's anchor point), its
/// animations `instanceDelay` later, and its colours multiplied by `instanceColor` stepped by the
/// colour offsets. Drawn by the compositor, so the sublayers' animations and the instance
/// transform and colours animate in every copy.
open class CAReplicatorLayer: CALayer {
    private static let defaults: [String: AnimValue] = [
        "instanceTransform": .transform(CATransform3DIdentity), "instanceColor": .color(CGColor.white),
        "instanceRedOffset": .scalar(0), "instanceGreenOffset": .scalar(0), "instanceBlueOffset": .scalar(0),
        "instanceAlphaOffset": .scalar(0),
    ]
    override class var customAnimatableDefaults: [String: AnimValue] { defaults }

    override func adoptValues(of layer: CALayer) {
        super.adoptValues(of: layer)
        guard let l = layer as? CAReplicatorLayer else { return }
        instanceCount = l.instanceCount
        instanceDelay = l.instanceDelay
        preservesDepth = l.preservesDepth
    }

    /// How many copies of the sublayers are drawn (1: just them).
    open var instanceCount = 1 { didSet { markNeedsComposite() } }
    /// Each instance's animations run this much later than the one before's.
    open var instanceDelay: CFTimeInterval = 0 { didSet { markNeedsComposite() } }
    /// Kept for source compatibility: instances are drawn flat, in order.
    open var preservesDepth = false
    /// Applied to each instance once more than to the one before. Animatable.
    open var instanceTransform: CATransform3D {
        get { state.customTransform("instanceTransform") ?? CATransform3DIdentity }
        set { setCustom("instanceTransform", .transform(newValue)) }
    }
    /// Multiplies the first instance's colours; opaque white (no change) by default. Animatable.
    open var instanceColor: CGColor? {
        get { state.customColor("instanceColor") }
        set { setCustom("instanceColor", .color(newValue)) }
    }
    /// Added to the colour's components for each instance after the first. Animatable.
    open var instanceRedOffset: Float {
        get { customFloat("instanceRedOffset") }
        set { setCustom("instanceRedOffset", float: newValue) }
    }
    open var instanceGreenOffset: Float {
        get { customFloat("instanceGreenOffset") }
        set { setCustom("instanceGreenOffset", float: newValue) }
    }
    open var instanceBlueOffset: Float {
        get { customFloat("instanceBlueOffset") }
        set { setCustom("instanceBlueOffset", float: newValue) }
    }
    open var instanceAlphaOffset: Float {
        get { customFloat("instanceAlphaOffset") }
        set { setCustom("instanceAlphaOffset", float: newValue) }
    }

    override func replicas(_ s: LayerState) -> [Replica]? {
        let count = max(0, instanceCount)
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width
        let ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        let step = CATransform3DGetAffineTransform(s.customTransform("instanceTransform") ?? CATransform3DIdentity)
        let base = (s.customColor("instanceColor") ?? CGColor.white).rgba
        let offsets = (r: s.customScalar("instanceRedOffset") ?? 0, g: s.customScalar("instanceGreenOffset") ?? 0,
                       b: s.customScalar("instanceBlueOffset") ?? 0, a: s.customScalar("instanceAlphaOffset") ?? 0)
        var out: [Replica] = []
        out.reserveCapacity(count)
        var accumulated = CGAffineTransform.identity
        for i in 0..<count {
            let k = CGFloat(i)
            func clamp(_ x: CGFloat) -> CGFloat { min(1, max(0, x)) }
            let c = (r: clamp(base.r + k * offsets.r), g: clamp(base.g + k * offsets.g),
                     b: clamp(base.b + k * offsets.b), a: clamp(base.a + k * offsets.a))
            let plain = c.r == 1 && c.g == 1 && c.b == 1 && c.a == 1
            // About the anchor point, as a sublayer transform is.
            let about = CGAffineTransform(translationX: -ax, y: -ay).concatenating(accumulated)
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
            out.append(Replica(transform: about, delay: instanceDelay * Double(i), color: plain ? nil : c))
            accumulated = accumulated.concatenating(step)
        }
        return out
    }
}
