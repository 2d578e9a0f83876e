import Foundation

/// How a drag preview is drawn: its outline and background (the preview parameters' own).
@preconcurrency @MainActor open class UIDragPreviewParameters: UIPreviewParameters {}
