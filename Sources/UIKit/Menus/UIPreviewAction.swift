import Foundation

/// An action under a previewed view controller (iOS 9's peek): since iOS 13 it shows as an item
/// of the preview's context menu.
@preconcurrency @MainActor open class UIPreviewAction: NSObject, UIPreviewActionItem, NSCopying {
    public enum Style: Int, Sendable { case `default` = 0, selected, destructive }

    public let title: String
    public let style: Style
    open var handler: (UIPreviewActionItem, UIViewController) -> Void

    public init(title: String, style: Style, handler: @escaping (UIPreviewActionItem, UIViewController) -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
