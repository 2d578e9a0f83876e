import Foundation

/// What tapping a context menu's preview does: close the menu, or let the preview grow into place.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0
    case pop = 1
}
