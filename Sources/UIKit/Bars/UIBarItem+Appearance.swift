import Foundation

extension UIBarItem: UIAppearance, AppearanceCustomizable {
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

    /// Takes the device's matching proxies' settings as the item's view (in a bar) enters a window:
    /// the bar and what contains it are the item's containers.
    func applyAppearance(shownBy view: UIView) {
        guard view.window != nil else { return }
        applyAppearance(on: view.responderEnvironment, containers: view.appearanceContainers, traits: view.traitCollection)
    }
}
