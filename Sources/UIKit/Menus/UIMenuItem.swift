import Foundation

/// A custom command in the edit menu (`UIMenuController.menuItems`): sent, as an action, to the
/// responder the menu is for.
@preconcurrency @MainActor open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }

    /// The Linux form of `UIMenuItem(title:action: #selector(Cell.abbrev(_:)))` (PORTING.md's actions).
    public convenience init<T: AnyObject, S>(title: String, action: @escaping (T) -> (S) -> Void) {
        self.init(title: title, action: Selector(action))
    }

    public convenience init<T: AnyObject>(title: String, action: @escaping (T) -> () -> Void) {
        self.init(title: title, action: Selector(action))
    }
}
