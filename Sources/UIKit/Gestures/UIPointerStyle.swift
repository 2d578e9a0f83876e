import Foundation

/// How the pointer looks over a region, and what it does to the view there.
@preconcurrency @MainActor open class UIPointerStyle: NSObject {
    /// The effect on the view (nil: the pointer's shape alone).
    let effect: UIPointerEffect?
    let shape: UIPointerShape?
    let constrainedAxes: UIAxis
    /// The pointer hidden over the region.
    let isHidden: Bool

    init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis, isHidden: Bool) {
        self.effect = effect
        self.shape = shape
        self.constrainedAxes = constrainedAxes
        self.isHidden = isHidden
        super.init()
    }

    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, constrainedAxes: [], isHidden: false)
    }

    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(effect: nil, shape: shape, constrainedAxes: axes, isHidden: false)
    }

    /// No pointer over the region.
    open class func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: true) }
    /// The system's round pointer, no effect.
    open class func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], isHidden: false) }
}
