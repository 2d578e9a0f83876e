import Foundation

/// Where a drag preview goes: a point in a container.
@preconcurrency @MainActor open class UIDragPreviewTarget: UIPreviewTarget {}
