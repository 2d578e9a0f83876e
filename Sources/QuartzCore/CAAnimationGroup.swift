import Foundation

/// Several animations run together on the group's timeline, clipped to its duration.
@preconcurrency @MainActor open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copyValues(to c: CAAnimation) {
        super.copyValues(to: c)
        (c as? CAAnimationGroup)?.animations = animations?.map { $0.copy() as! CAAnimation }
    }

    override var dependsOnTimeOnly: Bool { (animations ?? []).allSatisfy(\.dependsOnTimeOnly) }

    override func apply(_ s: Sample, to state: inout LayerState, model: LayerState) {
        // Children see the group's local (unpaced-by-children) time.
        let groupTime = s.progress * effectiveDuration
        for a in animations ?? [] {
            // A child without a duration of its own spans the group, as in Core Animation.
            let (sub, _) = a.sample(at: groupTime, inheritedDuration: effectiveDuration)
            if let sub { a.apply(sub, to: &state, model: model) }
        }
    }
}
