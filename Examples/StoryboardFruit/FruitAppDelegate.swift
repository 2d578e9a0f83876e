import UIKit

/// The app delegate Xcode's storyboard template writes: its window and first screen come from the
/// Info.plist's main storyboard (`FruitListController.infoPlist`).
public final class FruitAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
}
