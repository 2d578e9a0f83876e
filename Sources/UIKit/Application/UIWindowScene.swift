import Foundation

/// A scene that shows windows: the app's windows on the device's screen.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    /// The windows that belong to the scene, in the order they joined it.
    open var windows: [UIWindow] { members.compactMap(\.window) }
    private var members: [UIKitEnvironment.WeakWindow] = []

    /// The screen the scene shows on.
    open var screen: UIScreen { UIKitEnvironment.current.screen }
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The interface's orientation: landscape is mirrored relative to the device's.
    open var interfaceOrientation: UIInterfaceOrientation { UIInterfaceOrientation(screen.orientation) }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func add(_ window: UIWindow) {
        members.removeAll { $0.window == nil || $0.window === window }
        members.append(UIKitEnvironment.WeakWindow(window: window))
    }

    func remove(_ window: UIWindow) { members.removeAll { $0.window == nil || $0.window === window } }
}
