import Foundation

/// Buttons with menus: pull-down buttons (`showsMenuAsPrimaryAction`), pop-up buttons
/// (`changesSelectionAsPrimaryAction`, whose title is the chosen action's), and buttons whose long
/// press opens the menu.
extension UIButton {
    func menuDidChange() {
        let wantsPress = menu != nil && !showsMenuAsPrimaryAction
        if wantsPress, menuPress == nil {
            let press = UILongPressGestureRecognizer(target: self, action: UIButton.menuPressed)
            press.minimumPressDuration = 0.5
            addGestureRecognizer(press)
            menuPress = press
        }
        menuPress?.isEnabled = wantsPress
        if changesSelectionAsPrimaryAction { showSelection() }
    }

    private func menuPressed(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { presentMenu() }
    }

    /// The actions a pop-up button chooses among, in order.
    private var choices: [UIAction] { menu?.flattenedActions.filter { !$0.attributes.contains(.hidden) } ?? [] }

    /// The chosen action, on; the others off; its title on the button (the first is chosen when none is).
    private func showSelection(chosen: UIAction? = nil) {
        let actions = choices
        guard let pick = chosen ?? actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        for a in actions { a.state = a === pick ? .on : .off }
        if var c = configuration {
            c.title = pick.title
            configuration = c
        } else {
            setTitle(pick.title, for: .normal)
        }
    }

    func presentMenu() {
        guard let menu, let shown = MenuView.present(menu, from: self, sender: self) else { return }
        if changesSelectionAsPrimaryAction {
            shown.onChoose = { [weak self] action in self?.showSelection(chosen: action) }
        }
    }
}
