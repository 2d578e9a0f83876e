import Foundation

/// A node whose children show only where its mask node is opaque.
@preconcurrency @MainActor open class SKCropNode: SKNode {
    /// Drawn (not shown) in the crop node's coordinates: its alpha is the children's coverage.
    open var maskNode: SKNode?

    public override init() { super.init() }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}
