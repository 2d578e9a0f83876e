import Foundation

/// A button revealed by swiping a row: a title or image on a coloured background, and a handler that
/// must call its completion (true when the action was done).
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal
        /// Red, and the row is expected to go away.
        case destructive
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
