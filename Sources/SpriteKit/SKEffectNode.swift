import Foundation

/// A node whose children are drawn into an image of their own, then through a Core Image filter
/// (a blur, a colour effect) into the scene.
@preconcurrency @MainActor open class SKEffectNode: SKNode {
    open var filter: CIFilter?
    /// Whether the filter is applied; a scene has it off.
    open var shouldEnableEffects = true
    /// Keeps the filtered image until the children change (drawn afresh each frame here).
    open var shouldRasterize = false
    open var shouldCenterFilter = true
    open var blendMode: SKBlendMode = .alpha

    public override init() { super.init() }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// Whether the renderer draws the children through the filter.
    var rendersThroughFilter: Bool { shouldEnableEffects && filter != nil }

    override var drawBlendMode: SKBlendMode { blendMode }
}
