//
//  SceneDelegate.swift
//  Workshop
//

import UIKit

@available(iOS 13.0, *)
class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    var heard: [String] = []

    var bench: BenchViewController? {
        return (window?.rootViewController as? UINavigationController)?.viewControllers.first as? BenchViewController
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let _ = (scene as? UIWindowScene) else { return }
        // Handed an activity, or the one saved last time: the user is back where they were.
        let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity
            ?? NSUserActivity(activityType: Workbench.activityType)
        activity.title = "Workshop project"
        scene.userActivity = activity
        if activity.userInfo != nil {
            bench?.restoreUserActivityState(activity)
        }
        // The bench shares the scene's activity, so UIKit asks it to update it before saving.
        bench?.userActivity = activity
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        return scene.userActivity
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        heard.append("will continue \(userActivityType)")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == Workbench.activityType else { return }
        heard.append("continue \(userActivity.userInfo?["project"] as? String ?? "?")")
        (window?.rootViewController as? UINavigationController)?.popToRootViewController(animated: false)
        bench?.restoreUserActivityState(userActivity)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        heard.append("background")
    }
}
