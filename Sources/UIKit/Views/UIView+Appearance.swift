import Foundation

extension UIView: UIAppearance, UIAppearanceContainer, AppearanceCustomizable {
    public static func appearance() -> Self { proxy(nil, []) }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(nil, containerTypes)
    }

    public static func appearance(for trait: UITraitCollection) -> Self { proxy(trait, []) }

    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(trait, containerTypes)
    }

    private static func proxy(_ trait: UITraitCollection?, _ containers: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(containers: containers, trait: trait)
    }

    /// What contains the view, nearest first: its superviews and the controllers whose views they
    /// are, and a presented controller's presentation controller.
    var appearanceContainers: [AnyObject] {
        var chain: [AnyObject] = []
        var view = superview
        while let v = view {
            chain.append(v)
            if let vc = v.owningViewController {
                chain.append(vc)
                if vc.presentingViewController != nil, let pc = vc.presentationController { chain.append(pc) }
            }
            view = v.superview
        }
        return chain
    }

    /// The view's traits changed in a window: proxies for trait collections (a dark-mode
    /// `appearance(for:)`) apply again, after the plain ones, as the new traits match them.
    func applyAppearanceForNewTraits(_ traits: UITraitCollection) {
        let registry = responderEnvironment.appearance
        guard window != nil, !registry.isEmpty, registry.hasTraitProxies else { return }
        applyAppearance(on: responderEnvironment, containers: appearanceContainers, traits: traits)
    }

    /// The view and everything in it take the device's matching proxies' settings.
    func applyAppearanceToSubtree() {
        guard !responderEnvironment.appearance.isEmpty else { return }
        applyAppearanceOnEnteringWindow()
        for s in subviews { s.applyAppearanceToSubtree() }
    }

    /// Takes the device's matching proxies' settings as the view enters a window.
    func applyAppearanceOnEnteringWindow() {
        guard !responderEnvironment.appearance.isEmpty else { return }
        applyAppearance(on: responderEnvironment, containers: appearanceContainers, traits: traitCollection)
    }
}
