import Foundation

/// A drag preview placed in a container: where an item lifts from, or lands.
@preconcurrency @MainActor open class UITargetedDragPreview: UITargetedPreview {
    /// The same preview, moved to `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}
