import Foundation

/// The animation of tapping a context menu's preview (`willPerformPreviewActionForMenuWith`).
@preconcurrency @MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
