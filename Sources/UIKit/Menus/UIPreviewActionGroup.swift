import Foundation

/// A titled group of preview actions: a submenu of the preview's context menu.
@preconcurrency @MainActor open class UIPreviewActionGroup: NSObject, UIPreviewActionItem, NSCopying {
    public let title: String
    public let style: UIPreviewAction.Style
    public let actions: [UIPreviewAction]

    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
