import UIKit

extension UIViewController {
    /// The Gallery's dark-mode switch, as an iOS app writes one: a bar button showing a moon in
    /// light mode and a sun in dark mode; a tap turns the whole window to the other style
    /// (`overrideUserInterfaceStyle`), whatever the device's.
    public func makeDarkModeSwitch() -> UIBarButtonItem {
        let item = UIBarButtonItem()
        item.accessibilityLabel = "Dark Mode"
        func showStyle(_ dark: Bool) { item.image = UIImage(systemName: dark ? "sun.max" : "moon") }
        showStyle(traitCollection.userInterfaceStyle == .dark)
        item.primaryAction = UIAction(image: item.image) { [weak self, weak item] _ in
            guard let self, let window = view.window else { return }
            let dark = window.traitCollection.userInterfaceStyle != .dark
            window.overrideUserInterfaceStyle = dark ? .dark : .light
            item?.image = UIImage(systemName: dark ? "sun.max" : "moon")
        }
        return item
    }
}
