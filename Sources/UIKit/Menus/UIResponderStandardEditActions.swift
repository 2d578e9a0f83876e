import Foundation

/// The standard edit actions the edit menu and keyboard shortcuts send up the responder chain.
/// Every responder has them (passing them on to the next); one that edits overrides them.
/// A selector for one is its Objective-C name: `Selector("copy:")` (`uikit-port` writes
/// `#selector(UIResponderStandardEditActions.copy(_:))` so).
@preconcurrency @MainActor public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {
    /// The standard actions the edit menu offers, in its order, with their titles.
    static let standardEditActions: [(selector: Selector, title: String)] = [
        ("cut:", "Cut"), ("copy:", "Copy"), ("paste:", "Paste"), ("delete:", "Delete"),
        ("select:", "Select"), ("selectAll:", "Select All"),
    ]

    /// Runs the standard edit action `selector` names on this responder; false if it names none.
    func performStandardEditAction(_ selector: Selector, sender: Any?) -> Bool {
        switch selector.name {
        case "cut:": cut(sender)
        case "copy:": copy(sender)
        case "paste:": paste(sender)
        case "select:": select(sender)
        case "selectAll:": selectAll(sender)
        case "delete:": delete(sender)
        case "toggleBoldface:": toggleBoldface(sender)
        case "toggleItalics:": toggleItalics(sender)
        case "toggleUnderline:": toggleUnderline(sender)
        case "increaseSize:": increaseSize(sender)
        case "decreaseSize:": decreaseSize(sender)
        default: return false
        }
        return true
    }
}
