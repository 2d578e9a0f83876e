import Foundation

/// The edit menu over a text selection: a rounded bar of commands (Cut, Copy, Paste, Select, Select
/// All) as iOS 17 draws it, above the selection (below it when there is no room). A command runs and
/// the menu goes; typing, a tap elsewhere or the end of editing also take it away.
@MainActor final class EditMenuView: UIView {
    struct Command {
        let title: String
        let run: () -> Void
    }

    private var buttons: [UIButton] = []
    private var separators: [UIView] = []
    private var commands: [Command] = []
    static let height: CGFloat = 38

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = ChromePalette.editMenu
        layer.cornerRadius = 8
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 3)
        isHidden = true
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    var isShowing: Bool { !isHidden && superview != nil }

    /// Shows `commands` centred over `target` (window coordinates) in `window`.
    func show(_ commands: [Command], over target: CGRect, in window: UIWindow) {
        guard !commands.isEmpty else { dismiss(); return }
        self.commands = commands
        buttons.forEach { $0.removeFromSuperview() }
        separators.forEach { $0.removeFromSuperview() }
        buttons = commands.enumerated().map { i, c in
            let b = UIButton(type: .system)
            b.setTitle(c.title, for: .normal)
            b.setTitleColor(.label, for: .normal)
            b.titleLabel?.font = .systemFont(ofSize: 15)
            b.tag = i
            b.addTarget(self, action: EditMenuView.commandTapped, for: .touchUpInside)
            addSubview(b)
            return b
        }
        separators = (1..<max(1, commands.count)).map { _ in
            let s = UIView()
            s.backgroundColor = ChromePalette.editMenuDivider
            addSubview(s)
            return s
        }
        let widths = buttons.map { ($0.titleLabel?.sizeThatFits(.zero).width ?? 40) + 24 }
        let w = widths.reduce(0, +)
        var x: CGFloat = 0
        for (i, b) in buttons.enumerated() {
            b.frame = CGRect(x: x, y: 0, width: widths[i], height: EditMenuView.height)
            x += widths[i]
            if i < separators.count { separators[i].frame = CGRect(x: x - 0.25, y: 8, width: 0.5, height: EditMenuView.height - 16) }
        }
        if superview !== window { window.addSubview(self) }
        window.bringSubviewToFront(self)
        let safe = window.safeAreaInsets
        var y = target.minY - 10 - EditMenuView.height
        if y < safe.top + 4 { y = target.maxY + 10 }
        let left = min(max(8, target.midX - w / 2), window.bounds.width - 8 - w)
        frame = pixelAligned(CGRect(x: left, y: y, width: w, height: EditMenuView.height))
        isHidden = false
    }

    func dismiss() {
        guard isShowing else { return }
        isHidden = true
        removeFromSuperview()
    }

    /// What the menu offers for a text input: Cut, Copy (unless secure) and Paste over a selection;
    /// Select, Select All and Paste at the caret. `reshow` brings the menu back over a new selection.
    static func commands(for input: UIResponder & UITextInput, secure: Bool, selectWord: @escaping () -> Void,
                         reshow: @escaping () -> Void) -> [Command] {
        var out: [Command] = []
        let hasSelection = !(input.selectedTextRange?.isEmpty ?? true)
        // Read-only text (a text view that is not editable) is copied, never cut or pasted into.
        let editable = input.takesKeyboardInput
        if hasSelection {
            if !secure {
                if editable { out.append(Command(title: "Cut") { [weak input] in input?.cut(nil) }) }
                out.append(Command(title: "Copy") { [weak input] in input?.copy(nil) })
            }
        } else if input.hasText && editable {
            out.append(Command(title: "Select") { selectWord(); reshow() })
            out.append(Command(title: "Select All") { [weak input] in input?.selectAll(nil); reshow() })
        }
        if editable && UIPasteboard.general.hasStrings { out.append(Command(title: "Paste") { [weak input] in input?.paste(nil) }) }
        return out
    }

    private func commandTapped(_ sender: UIButton) {
        let c = commands[sender.tag]
        dismiss()
        c.run()
    }
}
