import Foundation

extension UIApplication {
    /// The app's dynamic Home Screen quick actions, shown after Info.plist's static ones. The Home
    /// Screen keeps them: they are there at the next launch on the same device.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { HomeScreenQuickActions.of(UIKitEnvironment.current).dynamic }
        set { HomeScreenQuickActions.of(UIKitEnvironment.current).dynamic = newValue?.map { $0.copy() as! UIApplicationShortcutItem } }
    }

    /// The quick action a launch was asked for (`Simulator.launch(_:infoPlist:quickAction:)`), found
    /// among those the Home Screen shows once the app's Info.plist is read; the launch takes it.
    func takeLaunchingQuickAction() -> UIApplicationShortcutItem? {
        let device = UIKitEnvironment.current
        let actions = HomeScreenQuickActions.of(device)
        defer { actions.launchingType = nil }
        guard let type = actions.launchingType else { return nil }
        return actions.shown(on: device).first { $0.type == type }
    }

    /// A person chose `item` on the Home Screen while the app was running in the background: it
    /// comes to the foreground, its foreground scene's delegate hears
    /// `windowScene(_:performActionFor:completionHandler:)` (an app without scenes, its delegate's
    /// `application(_:performActionFor:completionHandler:)`), and it becomes active — iOS's order.
    package func performQuickAction(_ item: UIApplicationShortcutItem) {
        enterForeground()
        deliverQuickAction(item)
        becomeActive()
    }

    /// Hands `item` to the scene's delegate or, without scenes, to the app's.
    func deliverQuickAction(_ item: UIApplicationShortcutItem) {
        let done: (Bool) -> Void = { handled in
            if !handled { uikitLog.info("the app did not handle the quick action \(item.type)") }
        }
        if usesScenes {
            guard let scene = connectedScenes.first(where: { $0.activationState != .background }) as? UIWindowScene
                    ?? connectedScenes.first as? UIWindowScene,
                  let delegate = scene.delegate as? UIWindowSceneDelegate else { return }
            delegate.windowScene(scene, performActionFor: item, completionHandler: done)
        } else {
            delegate?.application(self, performActionFor: item, completionHandler: done)
        }
    }
}
