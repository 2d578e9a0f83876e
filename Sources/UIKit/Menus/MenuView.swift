import Foundation
import QuartzCore

/// A pull-down menu as iOS 14 and later show it: a 250-point rounded panel of translucent material
/// near the control that opened it, over a clear layer that dismisses it when touched anywhere
/// else. Inline groups are set apart by thick separators; a nested menu opens in the panel's place
/// under a header that leads back; deferred elements show a loading row until their items come.
@MainActor final class MenuView: UIView {
    let menu: UIMenu
    private weak var sender: AnyObject?
    private let anchor: CGRect
    private let panel = UIView()
    private let material = BackdropBlurView()
    private let content = UIView()
    /// The menus opened, the root first; the last is shown.
    private var path: [UIMenu]
    private(set) var rowViews: [MenuRowView] = []
    /// Told when the user chose an action (before its handler runs) or dismissed the menu.
    var onChoose: ((UIAction) -> Void)?
    var onClose: (() -> Void)?
    static let width: CGFloat = 250
    static let headerHeight: CGFloat = 36

    init(menu: UIMenu, sender: AnyObject?, anchor: CGRect, in window: UIWindow) {
        self.menu = menu
        self.sender = sender
        self.anchor = anchor
        path = [menu]
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 20
        panel.layer.shadowOffset = CGSize(width: 0, height: 8)
        material.layer.cornerRadius = 13
        material.clipsToBounds = true
        content.layer.cornerRadius = 13
        content.clipsToBounds = true
        panel.addSubview(material)
        panel.addSubview(content)
        addSubview(panel)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// Lays the shown menu's rows out in the panel and places it by the anchor.
    private func build() {
        guard let window else { return }
        content.subviews.forEach { $0.removeFromSuperview() }
        let shown = path[path.count - 1]
        let rows = MenuRow.rows(of: shown.children) { [weak self] in self?.build() }
        let checks = rows.contains { if case .action(let a) = $0 { return a.state != .off } else { return false } }
        var y: CGFloat = 0
        let header = path.count > 1 ? shown.title : shown.title.isEmpty ? nil : shown.title
        if let header {
            let t = UILabel(frame: CGRect(x: path.count > 1 ? 36 : 16, y: 0, width: MenuView.width - 52, height: MenuView.headerHeight))
            t.text = header
            t.font = path.count > 1 ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13)
            t.textColor = path.count > 1 ? .label : .secondaryLabel
            content.addSubview(t)
            if path.count > 1 {
                // The header leads back to the menu that opened this one.
                let back = UIControl(frame: CGRect(x: 0, y: 0, width: MenuView.width, height: MenuView.headerHeight))
                back.addTarget(self, action: MenuView.back, for: .touchUpInside)
                let chevron = UIImageView(image: MenuRowView.chevron)
                chevron.transform = CGAffineTransform(rotationAngle: .pi)
                chevron.frame = CGRect(x: 16, y: (MenuView.headerHeight - 15) / 2, width: 9, height: 15)
                chevron.tintColor = .label
                back.addSubview(chevron)
                content.addSubview(back)
            }
            y = MenuView.headerHeight
        }
        rowViews = []
        for (i, row) in rows.enumerated() {
            let v = MenuRowView(row, showsChecks: checks)
            v.frame = CGRect(x: 0, y: y, width: MenuView.width, height: v.rowHeight)
            if !row.isSeparator {
                v.addTarget(self, action: MenuView.chose, for: .touchUpInside)
                if (i > 0 && !rows[i - 1].isSeparator) || (i == 0 && header != nil) {
                    let line = UIView(frame: CGRect(x: 0, y: y, width: MenuView.width, height: 1 / window.screen.scale))
                    line.backgroundColor = .separator
                    v.addSubview(line)
                    line.frame.origin = .zero
                }
            }
            content.addSubview(v)
            rowViews.append(v)
            y += v.rowHeight
        }
        // Below the control, its trailing edges lined up when it sits in the right half, kept on screen.
        let b = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: 8, dy: 8)
        let height = min(y, b.height)
        var x = anchor.midX > window.bounds.midX ? anchor.maxX - MenuView.width : anchor.minX
        x = min(max(x, b.minX), b.maxX - MenuView.width)
        var top = anchor.maxY + 8
        if top + height > b.maxY { top = max(b.minY, anchor.minY - 8 - height) }
        UIView.performWithoutAnimation {
            panel.bounds = CGRect(x: 0, y: 0, width: MenuView.width, height: height)
            panel.center = CGPoint(x: x + MenuView.width / 2, y: top + height / 2)
            material.frame = panel.bounds
            content.frame = panel.bounds
        }
    }

    /// Fades and grows in.
    func show() {
        build()
        UIView.performWithoutAnimation {
            panel.alpha = 0
            panel.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        }
        UIView.animate(withDuration: 0.25, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: []) {
            self.panel.alpha = 1
            self.panel.transform = .identity
        }
    }

    private func chose(_ sender: MenuRowView) {
        switch sender.row {
        case .action(let action):
            if let group = MenuView.parent(of: action, in: menu), group.options.contains(.singleSelection) {
                for case let a as UIAction in group.children { a.state = a === action ? .on : .off }
            }
            onChoose?(action)
            close()
            action.perform(sender: self.sender)
        case .submenu(let m):
            path.append(m)
            build()
        default: break
        }
    }

    private func back() {
        path.removeLast()
        build()
    }

    /// The menu whose children hold `action`.
    static func parent(of action: UIAction, in menu: UIMenu) -> UIMenu? {
        for c in menu.children {
            if c === action { return menu }
            if let m = c as? UIMenu, let found = parent(of: action, in: m) { return found }
            if let d = c as? UIDeferredMenuElement, d.loaded?.contains(where: { $0 === action }) == true { return menu }
        }
        return nil
    }

    /// A touch outside the panel closes the menu.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { close() }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    func close() {
        guard isUserInteractionEnabled else { return }
        isUserInteractionEnabled = false
        MenuView.forEachDeferred(in: menu) { $0.menuClosed() }
        onClose?()
        UIView.animate(withDuration: 0.2, animations: { self.panel.alpha = 0 }, completion: { _ in self.removeFromSuperview() })
    }

    private static func forEachDeferred(in menu: UIMenu, _ body: (UIDeferredMenuElement) -> Void) {
        for c in menu.children {
            if let d = c as? UIDeferredMenuElement { body(d) }
            if let m = c as? UIMenu { forEachDeferred(in: m, body) }
        }
    }

    /// Shows `menu` for a control or bar item whose frame in the window is `anchor`.
    @discardableResult
    static func present(_ menu: UIMenu, from view: UIView, sender: AnyObject?) -> MenuView? {
        guard let w = view.window else { return nil }
        let v = MenuView(menu: menu, sender: sender, anchor: view.convert(view.bounds, to: w), in: w)
        w.addSubview(v)
        v.show()
        return v
    }
}
