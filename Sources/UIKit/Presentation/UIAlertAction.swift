import Foundation

/// A button of an alert or action sheet: its title, its style and what it does once the alert has
/// gone (the handler runs after the dismissal's animation, as on iOS).
@preconcurrency @MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?
    /// A disabled action is grey and does nothing.
    open var isEnabled = true { didSet { onChange?() } }
    var onChange: (() -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
