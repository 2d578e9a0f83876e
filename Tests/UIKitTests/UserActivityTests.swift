import Foundation
import Testing
import UIKit
import UIKitTesting

/// A scene delegate whose controller keeps the scene's activity up to date, as iOS 13 books do.
final class ActivitySceneDelegate: UIResponder, UIWindowSceneDelegate, NSUserActivityDelegate {
    nonisolated(unsafe) static var heard: [String] = []
    var window: UIWindow?
    let editor = ActivityEditorController()
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let activity = session.stateRestorationActivity ?? NSUserActivity(activityType: "org.example.pep")
        activity.delegate = self
        scene.userActivity = activity
        editor.word = activity.userInfo?["word"] as? String ?? ""
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = editor
        window?.makeKeyAndVisible()
        editor.userActivity = scene.userActivity
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
    func userActivityWillSave(_ userActivity: NSUserActivity) { Self.heard.append("will save") }
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) { Self.heard.append("will continue \(userActivityType)") }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        Self.heard.append("continue \(userActivity.userInfo?["word"] as? String ?? "")")
        editor.word = userActivity.userInfo?["word"] as? String ?? editor.word
    }
}

final class ActivityEditorController: UIViewController {
    var word = ""
    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        ActivitySceneDelegate.heard.append("update \(word)")
        activity.addUserInfoEntries(from: ["word": word])
    }
    override func restoreUserActivityState(_ activity: NSUserActivity) {
        word = activity.userInfo?["word"] as? String ?? word
    }
}

/// Not a view or controller, yet restored: registered, and encoded by a restorable controller.
final class Thing: NSObject, UIStateRestoring {
    var word = ""
    var finished = false
    func encodeRestorableState(with coder: NSCoder) { coder.encode(word, forKey: "word") }
    func decodeRestorableState(with coder: NSCoder) {
        if let w = coder.decodeObject(of: NSString.self, forKey: "word") { word = w as String }
    }
    func applicationFinishedRestoringState() { finished = true }
}

final class ThingController: UIViewController {
    let thing = Thing()
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(thing, forKey: "mything")
    }
}

@MainActor @Suite(.serialized) struct UserActivityTests {
    final class Delegate: UIResponder, UIApplicationDelegate {}

    private func sceneManifest() throws -> (URL, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("activity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist = folder.appendingPathComponent("Info.plist")
        let manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration",
                                                     "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).ActivitySceneDelegate"]]]]
        try PropertyListSerialization.data(fromPropertyList: ["UIApplicationSceneManifest": manifest, "CFBundleIdentifier": "org.example.pep"],
                                           format: .xml, options: 0).write(to: plist)
        return (folder, plist)
    }

    @Test func respondersSharingTheScenesActivityUpdateItBeforeItIsSaved() throws {
        let (folder, plist) = try sceneManifest()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sim = Simulator(device: .iPhone15)
        ActivitySceneDelegate.heard = []
        sim.launch(Delegate(), infoPlist: plist)
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        let first = try #require(scene.delegate as? ActivitySceneDelegate)
        first.editor.word = "Manny"
        sim.terminate()
        #expect(ActivitySceneDelegate.heard == ["will save", "update Manny"], "the delegate first, then the responders")

        ActivitySceneDelegate.heard = []
        sim.launch(Delegate(), infoPlist: plist)
        let again = try #require(UIApplication.shared.connectedScenes.first?.delegate as? ActivitySceneDelegate)
        #expect(again.editor.word == "Manny", "the word came back in the saved activity")
    }

    @Test func aContinuedActivityReachesTheForegroundScene() throws {
        let (folder, plist) = try sceneManifest()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sim = Simulator(device: .iPhone15)
        ActivitySceneDelegate.heard = []
        sim.launch(Delegate(), infoPlist: plist)
        let activity = NSUserActivity(activityType: "org.example.pep.edit")
        activity.userInfo = ["word": "Jack"]
        sim.continueUserActivity(activity)
        #expect(ActivitySceneDelegate.heard == ["will continue org.example.pep.edit", "continue Jack"])
        let delegate = try #require(UIApplication.shared.connectedScenes.first?.delegate as? ActivitySceneDelegate)
        #expect(delegate.editor.word == "Jack")
    }

    @Test func anAppWithoutScenesRestoresTheRespondersItHandsBack() {
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let editor = ActivityEditorController()
            var types: [String] = []
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = editor
                window?.makeKeyAndVisible()
                return true
            }
            func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
                types.append(userActivityType)
                return true
            }
            func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                             restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
                restorationHandler([editor])
                return true
            }
        }
        let sim = Simulator(device: .iPhone15)
        let app = AppDelegate()
        sim.launch(app)
        let activity = NSUserActivity(activityType: "org.example.pep.edit")
        activity.userInfo = ["word": "Moe"]
        sim.continueUserActivity(activity)
        #expect(app.types == ["org.example.pep.edit"] && app.editor.word == "Moe")
    }

    @Test func aRegisteredObjectAControllerEncodesIsRestoredWithIt() throws {
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let controller = ThingController()
            func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                controller.restorationIdentifier = "things"
                UIApplication.registerObject(forStateRestoration: controller.thing, restorationIdentifier: "thing")
                window = UIWindow()
                window?.rootViewController = controller
                window?.makeKeyAndVisible()
                return true
            }
            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }
        let sim = Simulator(device: .iPhone15)
        let first = AppDelegate()
        sim.launch(first)
        first.controller.thing.word = "Pep"
        sim.terminate()
        let second = AppDelegate()
        sim.launch(second)
        #expect(second.controller.thing.word == "Pep" && second.controller.thing.finished,
                "decoded from its own saved state, then told restoration finished")
        #expect(!first.controller.thing.finished, "the earlier launch's object was not the one restored")
    }
}
