import Foundation
import Testing
import UIKit
import UIKitTesting

/// A coffee reminder app with scenes, as Programming iOS's local-notification example is: it
/// registers dynamic quick actions, and shows the one it is handed.
final class BrewSceneDelegate: UIResponder, UIWindowSceneDelegate {
    nonisolated(unsafe) static var heard: [String] = []
    var window: UIWindow?
    let screen = BrewController()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = screen
        window?.makeKeyAndVisible()
        Self.heard.append("connect \(connectionOptions.shortcutItem?.type ?? "-")")
        if let item = connectionOptions.shortcutItem { screen.show(item) }
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(type: "org.example.brew.coffee", localizedTitle: "Coffee at 8:00", localizedSubtitle: "Tomorrow",
                                      icon: UIApplicationShortcutIcon(templateImageName: "cup"), userInfo: ["time": 8 as NSNumber]),
            UIApplicationShortcutItem(type: "org.example.brew.tea", localizedTitle: "Tea"),
            UIApplicationShortcutItem(type: "org.example.brew.cocoa", localizedTitle: "Cocoa"),
        ]
    }
    func sceneWillEnterForeground(_ scene: UIScene) { Self.heard.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { Self.heard.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { Self.heard.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { Self.heard.append("didEnterBackground") }
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        Self.heard.append("perform \(shortcutItem.type)")
        screen.show(shortcutItem)
        completionHandler(true)
    }
}

/// Brown when a coffee action arrived, with its hour in the label.
final class BrewController: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.frame = CGRect(x: 20, y: 100, width: 300, height: 40)
        view.addSubview(label)
    }
    func show(_ item: UIApplicationShortcutItem) {
        loadViewIfNeeded()
        let hour = (item.userInfo?["time"] as? NSNumber)?.intValue
        label.text = hour.map { "Coffee at \($0)" } ?? item.localizedTitle
        view.backgroundColor = item.type.hasSuffix("coffee") ? UIColor(red: 0.4, green: 0.2, blue: 0, alpha: 1) : .white
    }
}

@MainActor @Suite(.serialized) struct QuickActionsTests {
    final class Delegate: UIResponder, UIApplicationDelegate {}

    /// An Info.plist with two static quick actions, with scenes (the scene delegate above) or without.
    private func infoPlist(scenes: Bool) throws -> (URL, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quick-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist = folder.appendingPathComponent("Info.plist")
        var values: [String: Any] = ["CFBundleIdentifier": "org.example.brew", "UIApplicationShortcutItems": [
            ["UIApplicationShortcutItemType": "org.example.brew.new", "UIApplicationShortcutItemTitle": "New Brew",
             "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeAdd"],
            ["UIApplicationShortcutItemType": "org.example.brew.search", "UIApplicationShortcutItemTitle": "Search",
             "UIApplicationShortcutItemSubtitle": "Every brew", "UIApplicationShortcutItemIconSymbolName": "magnifyingglass",
             "UIApplicationShortcutItemUserInfo": ["scope": "all"]],
            ["UIApplicationShortcutItemTitle": "No type: not shown"],
        ]]
        if scenes {
            values["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration",
                                                         "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).BrewSceneDelegate"]]]]
        }
        try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0).write(to: plist)
        return (folder, plist)
    }

    @Test func theHomeScreenShowsInfoPlistsActionsThenTheAppsAtMostFour() throws {
        let (folder, plist) = try infoPlist(scenes: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sim = Simulator(device: .iPhone15)
        sim.launch(Delegate(), infoPlist: plist)
        #expect(sim.quickActions.map(\.localizedTitle) == ["New Brew", "Search", "Coffee at 8:00", "Tea"])
        let search = sim.quickActions[1]
        #expect(search.localizedSubtitle == "Every brew" && search.icon == UIApplicationShortcutIcon(systemImageName: "magnifyingglass"))
        #expect(search.userInfo?["scope"] as? String == "all")
        #expect(sim.quickActions[0].icon == UIApplicationShortcutIcon(type: .add))
        #expect(UIApplication.shared.shortcutItems?.count == 3, "the app's own list keeps all three")

        // Apple's way to change one: a mutable copy, registered again.
        var items = try #require(UIApplication.shared.shortcutItems)
        let tea = try #require(items[1].mutableCopy() as? UIMutableApplicationShortcutItem)
        tea.localizedTitle = "Green Tea"
        items[1] = tea
        UIApplication.shared.shortcutItems = items
        tea.localizedTitle = "changed after registering"
        #expect(sim.quickActions.map(\.localizedTitle)[3] == "Green Tea", "a registered action is a copy: it does not change")
    }

    @Test func anActionChosenWhileTheAppRunsReachesTheSceneBetweenForegroundAndActive() throws {
        let (folder, plist) = try infoPlist(scenes: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sim = Simulator(device: .iPhone15)
        BrewSceneDelegate.heard = []
        sim.launch(Delegate(), infoPlist: plist)
        let delegate = try #require(UIApplication.shared.connectedScenes.first?.delegate as? BrewSceneDelegate)
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == RGBA(r: 255, g: 255, b: 255))

        BrewSceneDelegate.heard = []
        #expect(sim.performQuickAction("org.example.brew.coffee"))
        #expect(BrewSceneDelegate.heard == ["willResignActive", "didEnterBackground", "willEnterForeground",
                                            "perform org.example.brew.coffee", "didBecomeActive"])
        #expect(delegate.screen.label.text == "Coffee at 8", "the action's user info reached the app")
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == RGBA(r: 102, g: 51, b: 0), "and the screen shows it")
        #expect(UIApplication.shared.applicationState == .active)

        #expect(!sim.performQuickAction("org.example.brew.cocoa"), "the fifth action is not on the Home Screen")
    }

    @Test func launchingFromAnActionHandsItToTheSceneAndTheActionsStayOnTheDevice() throws {
        let (folder, plist) = try infoPlist(scenes: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sim = Simulator(device: .iPhone15)
        sim.launch(Delegate(), infoPlist: plist)
        sim.terminate()

        BrewSceneDelegate.heard = []
        sim.launch(Delegate(), infoPlist: plist, quickAction: "org.example.brew.coffee")
        #expect(BrewSceneDelegate.heard == ["connect org.example.brew.coffee", "willEnterForeground", "didBecomeActive"],
                "the action comes in the connection options; the scene is not asked to perform it again")
        let delegate = try #require(UIApplication.shared.connectedScenes.first?.delegate as? BrewSceneDelegate)
        #expect(delegate.screen.label.text == "Coffee at 8")
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == RGBA(r: 102, g: 51, b: 0))

        let other = Simulator(device: .iPhone15)
        #expect(other.quickActions.isEmpty, "another device has no app's actions")
    }

    @Test func withoutScenesTheLaunchOptionsCarryTheActionAndTheDelegatePerformsIt() throws {
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var heard: [String] = []
            var finishes = true
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
                heard.append("didFinish \(item?.type ?? "-")")
                window = UIWindow()
                window?.rootViewController = BrewController()
                window?.makeKeyAndVisible()
                return finishes
            }
            func applicationDidBecomeActive(_ application: UIApplication) { heard.append("didBecomeActive") }
            func applicationWillEnterForeground(_ application: UIApplication) { heard.append("willEnterForeground") }
            func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                             completionHandler: @escaping (Bool) -> Void) {
                heard.append("perform \(shortcutItem.type)")
                (window?.rootViewController as? BrewController)?.show(shortcutItem)
                completionHandler(true)
            }
        }
        let (folder, plist) = try infoPlist(scenes: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sim = Simulator(device: .iPhone15)
        let app = AppDelegate()
        sim.launch(app, infoPlist: plist, quickAction: "org.example.brew.search")
        #expect(app.heard == ["didFinish org.example.brew.search", "perform org.example.brew.search", "didBecomeActive"])
        #expect((app.window?.rootViewController as? BrewController)?.label.text == "Search")

        app.heard = []
        #expect(sim.performQuickAction("org.example.brew.new"))
        #expect(app.heard == ["willEnterForeground", "perform org.example.brew.new", "didBecomeActive"])

        sim.terminate()
        let refusing = AppDelegate()
        refusing.finishes = false
        sim.launch(refusing, infoPlist: plist, quickAction: "org.example.brew.search")
        #expect(refusing.heard == ["didFinish org.example.brew.search", "didBecomeActive"],
                "a launch method that returns false is not handed the action again")
    }

    @Test func osLogTakesObjectsAndCollectionsAsIOSDoes() {
        let options: [UIApplication.LaunchOptionsKey: Any] = [:]
        let text = String(format: "%@ %@ %@", options, ["a", "b"], #function)
        #expect(text == "[:] [\"a\", \"b\"] osLogTakesObjectsAndCollectionsAsIOSDoes()")
    }
}
