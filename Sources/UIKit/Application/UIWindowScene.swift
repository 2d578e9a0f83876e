import Foundation

/// A scene that shows windows: the app's windows on the device's screen.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    /// The windows that belong to the scene, in the order they joined it.
    open var windows: [UIWindow] { members.compactMap(\.window) }
    private var members: [UIKitEnvironment.WeakWindow] = []

    /// The device the scene was made on (the one current then).
    weak var device: UIKitEnvironment? = UIKitEnvironment.current
    /// The screen the scene shows on.
    open var screen: UIScreen { (device ?? UIKitEnvironment.current).screen }
    /// The screen's traits with the scene's `traitOverrides`: what its windows inherit.
    open var traitCollection: UITraitCollection {
        guard let own = traitState?.overrides, own != .unspecified else { return screen.traitCollection }
        return UITraitCollection(values: screen.traitCollection.values.overlaid(with: own))
    }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Overrides and trait change registrations, made when first needed.
    var traitState: TraitEnvironmentState?

    /// The traits the scene sets for all its windows (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(traitState?.overrides ?? .unspecified) }
        set {
            guard newValue.values != (traitState?.overrides ?? .unspecified) else { return }
            let before = TraitSnapshot(windows: windows)
            let previous = traitCollection
            ensuredTraitState.overrides = newValue.values
            let changed = traitCollection.values.changedTraits(from: previous.values)
            if !changed.isEmpty {
                traitCollectionDidChange(previous)
                runTraitRegistrations(previous: previous, changed: changed)
            }
            before.deliver()
        }
    }
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

extension UIWindowScene: TraitStateOwner, UITraitChangeObservable {}
