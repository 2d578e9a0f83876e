import Foundation

/// A class whose instances take their look from proxies: `UINavigationBar.appearance().barTintColor = .red`
/// sets the bar tint of every navigation bar that enters a window from then on (on the device the
/// code runs for), unless the app set that bar's own. Views and bar items adopt it; the properties
/// it reaches are those iOS marks `UI_APPEARANCE_SELECTOR` (listed in the porting guide).
@preconcurrency @MainActor public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside containers of these classes, nearest container first.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits include `trait`'s.
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}
