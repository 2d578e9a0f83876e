import Foundation

/// The edit menu, shown by an app (iOS 3–15): the standard actions and `menuItems` that the first
/// responder's chain can perform, in a bar over a rectangle. Each device has its own, as it has
/// its own edit menu.
@preconcurrency @MainActor open class UIMenuController: NSObject {
    public enum ArrowDirection: Int, Sendable { case `default` = 0, up, down, left, right }

    nonisolated public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    nonisolated public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    nonisolated public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// The menu controller of the device the code runs for.
    open class var shared: UIMenuController { UIKitEnvironment.current.menuController }

    /// Commands after the standard ones; each shows when the chain can perform its action.
    open var menuItems: [UIMenuItem]?
    open var arrowDirection: ArrowDirection = .default
    private var target: (view: UIView, rect: CGRect)?
    private weak var device: UIKitEnvironment?
    /// Whether this controller put the menu up (the same bar shows over text selections).
    private var showing = false

    override init() { super.init() }

    open var isMenuVisible: Bool {
        get { showing && (device?.editMenu.isShowing ?? false) }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// The menu's frame in window coordinates (zero while hidden).
    open var menuFrame: CGRect { isMenuVisible ? device?.editMenu.frame ?? .zero : .zero }

    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        target = (targetView, targetRect)
        guard let window = targetView.window else { return }
        let env = window.responderEnvironment
        let start: UIResponder = env.firstResponder ?? targetView
        var commands: [EditMenuView.Command] = []
        for (selector, title) in UIResponder.standardEditActions {
            guard let receiver = start.target(forAction: selector, withSender: self) as? UIResponder else { continue }
            commands.append(EditMenuView.Command(title: title) { [weak receiver, weak self] in
                _ = receiver?.performStandardEditAction(selector, sender: self)
            })
        }
        for item in menuItems ?? [] {
            guard let receiver = start.target(forAction: item.action, withSender: self) as? NSObject else { continue }
            commands.append(EditMenuView.Command(title: item.title) { [weak receiver, weak self] in receiver?.perform(item.action, with: self) })
        }
        present(commands, over: targetView.convert(targetRect, to: window), in: window)
    }

    /// Shows `commands` (a list's row menu decides them itself) and posts the notifications.
    func present(_ commands: [EditMenuView.Command], over rect: CGRect, in window: UIWindow) {
        guard !commands.isEmpty else { return }
        let env = window.responderEnvironment
        device = env
        NotificationCenter.default.post(name: Self.willShowMenuNotification, object: self)
        let hides = commands.map { command in
            EditMenuView.Command(title: command.title) { [weak self] in
                self?.didHide()
                command.run()
            }
        }
        env.editMenu.show(hides, over: rect, in: window)
        showing = true
        NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self)
    }

    open func hideMenu() {
        guard isMenuVisible else { return }
        device?.editMenu.dismiss()
        didHide()
    }

    open func hideMenu(from targetView: UIView) { hideMenu() }

    private func didHide() {
        guard showing else { return }
        NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
        showing = false
        NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
    }

    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) { target = (targetView, targetRect) }

    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible, let target { showMenu(from: target.view, rect: target.rect) } else if !menuVisible { hideMenu() }
    }

    /// Shows the menu again with the commands that apply now.
    open func update() {
        if isMenuVisible, let target { showMenu(from: target.view, rect: target.rect) }
    }
}
