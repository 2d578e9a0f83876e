import Foundation

/// A row's or item's edit menu (iOS 5–12, still run): a long press on a cell whose delegate allows
/// `shouldShowMenuFor…` shows the standard actions it `canPerformAction`s, performed by the delegate,
/// and the menu controller's custom items, sent to the cell (which passes them to the delegate).
@MainActor enum ListEditMenu {
    /// Shows the menu over `cell`; false when no command applies (no menu).
    @discardableResult
    static func show(over cell: UIView, canPerform: (Selector) -> Bool, perform: @escaping (Selector) -> Void) -> Bool {
        guard let window = cell.window else { return false }
        let controller = UIMenuController.shared
        var commands: [EditMenuView.Command] = []
        for (selector, title) in UIResponder.standardEditActions where canPerform(selector) {
            commands.append(EditMenuView.Command(title: title) { perform(selector) })
        }
        for item in controller.menuItems ?? [] where canPerform(item.action) {
            commands.append(EditMenuView.Command(title: item.title) { [weak cell, weak controller] in
                // The cell, or the nearest responder above it that has the method.
                var r: UIResponder? = cell
                while let x = r, !x.responds(to: item.action) { r = x.next }
                r?.perform(item.action, with: controller)
            })
        }
        guard !commands.isEmpty else { return false }
        controller.present(commands, over: cell.convert(cell.bounds, to: window), in: window)
        return true
    }
}
