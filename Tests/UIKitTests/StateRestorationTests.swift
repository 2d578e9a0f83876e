import Foundation
import Testing
import UIKit
import UIKitTesting

/// A recipe list whose scroll position and chosen recipe survive a relaunch.
final class RecipeListController: UIViewController, UITableViewDataSource {
    var log: [String] = []
    var recipe = ""
    let steps = UITableView()
    override func viewDidLoad() {
        super.viewDidLoad()
        steps.restorationIdentifier = "Steps"
        steps.dataSource = self
        steps.register(UITableViewCell.self, forCellReuseIdentifier: "step")
        steps.frame = view.bounds
        steps.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(steps)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "step", for: indexPath)
        cell.textLabel?.text = "Step \(indexPath.row + 1)"
        return cell
    }
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(recipe, forKey: "recipe")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        recipe = coder.decodeObject(forKey: "recipe") as? String ?? ""
        log.append("decode \(recipe)")
    }
    override func applicationFinishedRestoringState() { log.append("finished") }
}

/// A controller nothing else makes: its restoration class makes it again.
final class RecipeController: UIViewController, UIViewControllerRestoration {
    var name = ""
    var servings = 0
    var finished = false
    static var made = 0
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        made += 1
        let vc = RecipeController()
        vc.restorationIdentifier = identifierComponents.last
        vc.restorationClass = RecipeController.self
        return vc
    }
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(name, forKey: "name")
        coder.encode(servings, forKey: "servings")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        servings = coder.decodeInteger(forKey: "servings")
    }
    override func applicationFinishedRestoringState() { finished = true }
}

/// An app that builds its window in `willFinishLaunching`, as state restoration needs, and opts in.
final class RecipesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var saves = true
    var restores = true
    var calls: [String] = []
    let list = RecipeListController()
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("willFinishLaunching")
        list.restorationIdentifier = "List"
        let nav = UINavigationController(rootViewController: list)
        nav.restorationIdentifier = "Nav"
        window = UIWindow()
        window?.rootViewController = nav
        window?.makeKeyAndVisible()
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { saves }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { restores }
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        coder.encode("2.1", forKey: "version")
    }
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        calls.append("didDecode \(coder.decodeObject(forKey: "version") as? String ?? "?")")
    }
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController? {
        calls.append("asked for \(identifierComponents.joined(separator: "/"))")
        guard identifierComponents.last == "Notes" else { return nil }
        let notes = UIViewController()
        notes.restorationIdentifier = "Notes"
        return notes
    }
}

@MainActor @Suite(.serialized) struct StateRestorationTests {
    @Test func anAppRelaunchedReopensWhereItWas() throws {
        let sim = Simulator(device: .iPhone15)
        let first = RecipesAppDelegate()
        sim.launch(first)
        sim.settle()
        first.list.recipe = "Goulash"
        first.list.steps.contentOffset = CGPoint(x: 0, y: 600)
        let recipe = RecipeController()
        recipe.restorationIdentifier = "Recipe"
        recipe.restorationClass = RecipeController.self
        recipe.name = "Goulash"
        recipe.servings = 4
        first.list.navigationController?.pushViewController(recipe, animated: false)
        let notes = UIViewController()
        notes.restorationIdentifier = "Notes"
        recipe.present(notes, animated: false)
        sim.settle()

        sim.terminate()
        #expect(sim.view(withText: "Goulash") == nil && UIApplication.shared.delegate == nil, "the app has quit")
        let saved = sim.environment.savedStateFile
        #expect(FileManager.default.fileExists(atPath: saved.path), "saved as it went to the background: \(saved.path)")

        RecipeController.made = 0
        let second = RecipesAppDelegate()
        sim.launch(second)
        sim.settle()
        let nav = try #require(second.window?.rootViewController as? UINavigationController)
        #expect(nav.viewControllers.count == 2, "the pushed recipe is back on the stack: \(nav.viewControllers)")
        let back = try #require(nav.topViewController as? RecipeController)
        #expect(RecipeController.made == 1, "made again by its restoration class")
        #expect(back.name == "Goulash" && back.servings == 4 && back.finished)
        #expect(second.list.recipe == "Goulash" && second.list.log == ["decode Goulash", "finished"])
        // A child presents through its navigation controller, which is the presented controller's restoration parent.
        #expect(nav.presentedViewController?.restorationIdentifier == "Notes", "and what it presented, made by the app delegate")
        #expect(second.calls == ["willFinishLaunching", "asked for Nav/Notes", "didDecode 2.1", "didFinishLaunching"],
                "restoration runs between willFinishLaunching and didFinishLaunching: \(second.calls)")

        // The list's table view has its scroll offset back once it is laid out again.
        nav.dismiss(animated: false)
        nav.popViewController(animated: false)
        sim.settle()
        #expect(second.list.steps.contentOffset.y == 600, "\(second.list.steps.contentOffset)")
        #expect(sim.view(withText: "Step 15") != nil && sim.view(withText: "Step 1") == nil)
    }

    @Test func nothingIsSavedOrRestoredWithoutTheDelegatesConsent() throws {
        let sim = Simulator(device: .iPhone15)
        let first = RecipesAppDelegate()
        first.saves = false
        sim.launch(first)
        first.list.recipe = "Pancakes"
        sim.terminate()
        #expect(!FileManager.default.fileExists(atPath: sim.environment.savedStateFile.path))

        let second = RecipesAppDelegate()
        sim.launch(second)
        second.list.recipe = "Pancakes"
        sim.enterBackground()
        sim.enterForeground()
        #expect(FileManager.default.fileExists(atPath: sim.environment.savedStateFile.path), "saved on entering the background")
        sim.terminate()
        let third = RecipesAppDelegate()
        third.restores = false
        sim.launch(third)
        #expect(third.list.recipe == "" && third.list.log.isEmpty, "the delegate declined to restore")
    }

    @Test func aStoryboardControllerComesBackByItsStoryboardID() throws {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            let nav = UINavigationController(rootViewController: UIViewController())
            func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                nav.restorationIdentifier = "Nav"
                nav.viewControllers[0].restorationIdentifier = "Home"
                window = UIWindow()
                window?.rootViewController = nav
                window?.makeKeyAndVisible()
                return true
            }
            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }
        let sim = Simulator(device: .iPhone15)
        let first = Delegate()
        sim.launch(first)
        let under = UIStoryboard(name: "OpaqueBars", bundle: .module).instantiateViewController(withIdentifier: "Under")
        under.restorationIdentifier = "Under"
        first.nav.pushViewController(under, animated: false)
        sim.settle()
        sim.terminate()
        let second = Delegate()
        sim.launch(second)
        sim.settle()
        #expect(second.nav.viewControllers.count == 2 && second.nav.topViewController?.title == "Under",
                "instantiated again from its storyboard: \(second.nav.viewControllers)")
    }
}

/// A scene delegate that keeps which recipe is open in its restoration activity.
final class RestoringSceneDelegate: UIResponder, UIWindowSceneDelegate {
    nonisolated(unsafe) static var opened: [String] = []
    var window: UIWindow?
    var recipe = "Soup"
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let saved = session.stateRestorationActivity?.userInfo?["recipe"] as? String { recipe = saved }
        Self.opened.append("connect \(recipe)")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let vc = UIViewController()
        vc.title = recipe
        window?.rootViewController = vc
        window?.makeKeyAndVisible()
    }
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        Self.opened.append("restore \(stateRestorationActivity.activityType) \(stateRestorationActivity.title ?? "")")
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "org.example.recipes.open")
        activity.title = "Open recipe"
        activity.addUserInfoEntries(from: ["recipe": recipe, "view": UIView()])
        return activity
    }
}

@MainActor @Suite(.serialized) struct SceneStateRestorationTests {
    final class Delegate: UIResponder, UIApplicationDelegate {}

    @Test func aSceneReconnectsWithTheActivityItSaved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-restore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        let manifest: [String: Any] = ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration",
                                                     "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RestoringSceneDelegate"]]]]
        try PropertyListSerialization.data(fromPropertyList: ["UIApplicationSceneManifest": manifest, "CFBundleIdentifier": "org.example.recipes"],
                                           format: .xml, options: 0).write(to: plist)
        let sim = Simulator(device: .iPhone15)
        RestoringSceneDelegate.opened = []
        sim.launch(Delegate(), infoPlist: plist)
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        let first = try #require(scene.delegate as? RestoringSceneDelegate)
        #expect(RestoringSceneDelegate.opened == ["connect Soup"] && scene.session.stateRestorationActivity == nil)
        first.recipe = "Goulash"
        sim.terminate()
        #expect(sim.warnings.contains { $0.contains("user info entry view is not a property-list value") }, "\(sim.warnings)")

        RestoringSceneDelegate.opened = []
        sim.launch(Delegate(), infoPlist: plist)
        let again = try #require(UIApplication.shared.connectedScenes.first)
        #expect(again.session.stateRestorationActivity?.activityType == "org.example.recipes.open")
        #expect(RestoringSceneDelegate.opened == ["connect Goulash", "restore org.example.recipes.open Open recipe"],
                "the session carries the activity into willConnectTo, then restoreInteractionState: \(RestoringSceneDelegate.opened)")
        sim.settle()
        #expect((again.delegate as? RestoringSceneDelegate)?.window?.rootViewController?.title == "Goulash")
    }
}
