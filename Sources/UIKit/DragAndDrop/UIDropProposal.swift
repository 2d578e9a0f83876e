import Foundation

/// A drop target's answer while a drag moves over it: what a drop there would do.
@preconcurrency @MainActor open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    /// Whether the drop lands exactly under the finger (the preview is lifted above it).
    open var isPrecise = false
    /// Whether the preview keeps its size over this target.
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
