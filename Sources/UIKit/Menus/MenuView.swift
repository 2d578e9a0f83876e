import Foundation
@_spi(OpenUIKit) import QuartzCore

/// A pull-down menu as iOS 14+ shows it: a 250-point rounded panel of 44-point rows near the control that
/// opened it, over a clear layer that dismisses it when touched anywhere else.
@MainActor final class MenuView: UIView {
    let menu: UIMenu
    private weak var sender: AnyObject?
    private let panel = UIView()
    private var rows: [(UIAction, UIControl)] = []
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44

    init(menu: UIMenu, sender: AnyObject?, anchor: CGRect, in window: UIWindow) {
        self.menu = menu
        self.sender = sender
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.backgroundColor = UIColor(r: 249, g: 249, b: 249, a: 0.98)
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 20
        panel.layer.shadowOffset = CGSize(width: 0, height: 8)
        addSubview(panel)
        let actions = menu.flattenedActions.filter { !$0.attributes.contains(.hidden) }
        var header: CGFloat = 0
        if !menu.title.isEmpty {
            let t = UILabel(frame: CGRect(x: 16, y: 0, width: MenuView.width - 32, height: 36))
            t.text = menu.title
            t.font = .systemFont(ofSize: 13)
            t.textColor = .secondaryLabel
            panel.addSubview(t)
            header = 36
        }
        for (i, action) in actions.enumerated() {
            let row = UIButton(type: .custom)
            row.setTitle(action.title, for: .normal)
            row.titleLabel?.font = .systemFont(ofSize: 17)
            let destructive = action.attributes.contains(.destructive)
            let disabled = action.attributes.contains(.disabled)
            row.setTitleColor(disabled ? .tertiaryLabel : destructive ? .systemRed : .label, for: .normal)
            row.isEnabled = !disabled
            row.contentHorizontalAlignment = .left
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            row.frame = CGRect(x: 0, y: header + CGFloat(i) * MenuView.rowHeight, width: MenuView.width, height: MenuView.rowHeight)
            row.tag = i
            row.addTarget(self, action: MenuView.chose, for: .touchUpInside)
            panel.addSubview(row)
            if i > 0 || header > 0 {
                let line = UIView(frame: CGRect(x: 0, y: row.frame.minY, width: MenuView.width, height: 1 / window.screen.scale))
                line.backgroundColor = UIColor(r: 60, g: 60, b: 67, a: 0.29)
                panel.addSubview(line)
            }
            rows.append((action, row))
        }
        let height = header + CGFloat(actions.count) * MenuView.rowHeight
        // Below the control, its trailing edges lined up when it sits in the right half, kept on screen.
        let b = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: 8, dy: 8)
        var x = anchor.midX > window.bounds.midX ? anchor.maxX - MenuView.width : anchor.minX
        x = min(max(x, b.minX), b.maxX - MenuView.width)
        var y = anchor.maxY + 8
        if y + height > b.maxY { y = max(b.minY, anchor.minY - 8 - height) }
        panel.frame = CGRect(x: x, y: y, width: MenuView.width, height: height)
        panel.clipsToBounds = false
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// Fades and grows in.
    func show() {
        UIView.performWithoutAnimation {
            panel.alpha = 0
            panel.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        }
        UIView.animate(withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: []) {
            self.panel.alpha = 1
            self.panel.transform = .identity
        }
    }

    private func chose(_ sender: UIButton) {
        let action = rows[sender.tag].0
        close()
        action.perform(sender: self.sender)
    }

    /// A touch outside the panel closes the menu.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { close() }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    func close() {
        UIView.animate(withDuration: 0.2, animations: { self.panel.alpha = 0 }, completion: { _ in self.removeFromSuperview() })
        isUserInteractionEnabled = false
    }

    /// Shows `menu` for a control or bar item whose frame in the window is `anchor`.
    static func present(_ menu: UIMenu, from view: UIView, sender: AnyObject?) {
        guard let w = view.window else { return }
        let v = MenuView(menu: menu, sender: sender, anchor: view.convert(view.bounds, to: w), in: w)
        w.addSubview(v)
        v.show()
    }
}
