import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// The single-view app Single.storyboard describes.
@IBConnectable
final class GreeterController: UIViewController {
    @Outlet var greeting: UILabel!
    @Outlet var nameField: UITextField!
    @IBAction func greet(_ sender: UIButton) { greeting.text = "Hello, \(nameField.text ?? "")!" }
}

/// An app delegate that keeps the window UIKit gives it, and notes what it saw at each step.
final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let launching = application.windows.contains { w in !w.isHidden && w.rootViewController?.view.subviews.contains { ($0 as? UILabel)?.text == "Launching…" } == true }
        log.append("willFinish: root \(window?.rootViewController.map { "\(type(of: $0))" } ?? "none"), launch screen \(launching ? "up" : "down")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinish")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("app didBecomeActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("app didEnterBackground") }
}

/// The scene delegate SceneApp/Info.plist names ("$(PRODUCT_MODULE_NAME).FixtureSceneDelegate").
final class FixtureSceneDelegate: UIResponder, UIWindowSceneDelegate {
    nonisolated(unsafe) static var log: [String] = []
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.log.append("willConnect: window \(window?.rootViewController.map { "\(type(of: $0))" } ?? "none"), in scene \(window?.windowScene === scene)")
    }
    func sceneWillEnterForeground(_ scene: UIScene) { Self.log.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { Self.log.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { Self.log.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { Self.log.append("didEnterBackground") }
}

@MainActor @Suite(.serialized) struct AppLaunchTests {
    func fixture(_ path: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures/\(path)", withExtension: nil))
    }

    /// A launch file may be a xib, as iOS allows (`UILaunchStoryboardName` names "Launch Card.xib").
    @Test func aXibLaunchScreenIsShownWhileTheAppLaunches() throws {
        let sim = Simulator(device: .iPhone15)
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        let app = UIApplication.shared
        defer { app.delegate = nil; app.forgetLaunch(); UIKitRuntime.failureHandler = nil }
        let delegate = StoryboardAppDelegate(coder: NSCoder())!
        app.launch(with: delegate, infoPlist: try fixture("XibLaunchApp/Info.plist"))
        #expect(failures.isEmpty, "\(failures)")
        #expect(delegate.log == ["willFinish: root GreeterController, launch screen up", "didFinish", "app didBecomeActive"])
        sim.settle()
        #expect(sim.view(withText: "Launching…") == nil)
    }

    @Test func aMainStoryboardAppLaunchesFromItsInfoPlist() throws {
        let sim = Simulator(device: .iPhone15)
        let app = UIApplication.shared
        defer { app.delegate = nil; app.forgetLaunch() }
        let delegate = StoryboardAppDelegate(coder: NSCoder())!
        app.launch(with: delegate, infoPlist: try fixture("SingleApp/Info.plist"))
        #expect(delegate.log == ["willFinish: root GreeterController, launch screen up", "didFinish", "app didBecomeActive"],
                "the storyboard's window is the delegate's before willFinishLaunching, under the launch screen")
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow && !window.isHidden)
        sim.settle()
        #expect(sim.view(withText: "Launching…") == nil, "the launch screen is gone once the app has launched")
        let greeter = try #require(window.rootViewController as? GreeterController)
        sim.tap(on: greeter.nameField)
        sim.type("Ada")
        sim.tap(on: try #require(sim.view(withText: "Greet")))
        #expect(greeter.greeting.text == "Hello, Ada!")
        // The stack view from the file arranges its three views vertically, 16 points apart.
        let stack = try #require(greeter.greeting.superview as? UIStackView)
        #expect(stack.axis == .vertical && stack.arrangedSubviews.count == 3)
        #expect(abs(greeter.nameField.frame.minY - (greeter.greeting.frame.maxY + 16)) < 0.01)
        // Portrait only, as Info.plist says: turning the phone leaves the interface upright.
        sim.rotate(to: .landscapeLeft)
        #expect(sim.screen.bounds.width < sim.screen.bounds.height)
        #expect(app.supportedInterfaceOrientations(for: window) == .portrait)
        // UIStatusBarStyleLightContent over the dark background: the time is drawn in white.
        #expect(app.statusBarStyle == .lightContent)
        let shot = sim.screenshotImage()
        #expect(brightPixels(in: shot, rect: CGRect(x: 40, y: 15, width: 60, height: 30)) > 50, "white ink in the status bar")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/storyboard-single.png"))
        }
    }

    @Test func aSceneBasedAppConnectsItsSceneFromTheManifest() throws {
        let sim = Simulator(device: .iPhone15)
        let app = UIApplication.shared
        defer { app.delegate = nil; app.forgetLaunch() }
        FixtureSceneDelegate.log = []
        let delegate = StoryboardAppDelegate(coder: NSCoder())!
        app.launch(with: delegate, infoPlist: try fixture("SceneApp/Info.plist"))
        #expect(delegate.log == ["willFinish: root none, launch screen up", "didFinish", "configurationForConnecting UIWindowSceneSessionRoleApplication"],
                "a scene-based app's delegate hears no activation: its scenes do")
        #expect(FixtureSceneDelegate.log == ["willConnect: window UITabBarController, in scene true", "willEnterForeground", "didBecomeActive"])
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(app.connectedScenes.count == 1 && scene.activationState == .foregroundActive)
        #expect(scene.session.configuration.name == "Default Configuration" && app.openSessions.contains(scene.session))
        let sceneDelegate = try #require(scene.delegate as? FixtureSceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(window.isKeyWindow && scene.windows.contains { $0 === window } && scene.keyWindow === window)
        sim.settle()
        #expect(sim.view(withText: "Apple") != nil, "Main.storyboard's list is on screen")
        FixtureSceneDelegate.log = []
        app.enterBackground()
        app.becomeActive()
        #expect(FixtureSceneDelegate.log == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
        #expect(!delegate.log.contains("app didEnterBackground"))
    }

    @Test func aMalformedInfoPlistNamesTheFile() throws {
        _ = Simulator(device: .iPhone15)
        let app = UIApplication.shared
        defer { app.delegate = nil; app.forgetLaunch() }
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        app.launch(with: StoryboardAppDelegate(coder: NSCoder())!, infoPlist: try fixture("BrokenApp/Info.plist"))
        #expect(failures.count == 1)
        #expect(failures.first?.contains("BrokenApp/Info.plist") == true && failures.first?.contains("not a property list") == true, "\(failures)")
    }

    private func brightPixels(in image: UIImage, rect: CGRect) -> Int {
        guard let cg = image.cgImage, let data = cg.dataProvider?.data as Data? else { return 0 }
        let scale = image.scale, bpr = cg.bytesPerRow
        var n = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let i = y * bpr + x * 4
                if data[i] > 220 && data[i + 1] > 220 && data[i + 2] > 220 { n += 1 }
            }
        }
        return n
    }
}

/// Which Info.plist an app takes from a build folder that several packages share (ported apps built
/// beside OpenUIKit, or beside each other).
@MainActor @Suite struct SharedBuildFolderInfoTests {
    func folder(_ bundles: [String: Bool]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shared-build-\(UUID())")
        for (name, hasInfo) in bundles {
            let b = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: b, withIntermediateDirectories: true)
            if hasInfo { try Data("<plist/>".utf8).write(to: b.appendingPathComponent("Info.plist")) }
        }
        return dir
    }

    @Test func eachAppTakesItsOwn() throws {
        let dir = try folder(["Bouncy_Bouncy.resources": true, "Notes_Notes.resources": true, "OpenUIKit_UIKitTests.resources": false])
        defer { try? FileManager.default.removeItem(at: dir) }
        func found(_ exe: String) -> String? { UIApplication.infoPlist(forExecutable: exe, in: dir)?.deletingLastPathComponent().lastPathComponent }
        #expect(found("Bouncy") == "Bouncy_Bouncy.resources")
        #expect(found("NotesPackageTests.xctest") == "Notes_Notes.resources")
        // An app with no Info.plist of its own takes nobody else's.
        #expect(found("Gallery") == nil)
        #expect(found("GreeterPackageTests.xctest") == nil)
    }

    @Test func anExecutableNamedApartFromItsTargetTakesItsPackagesOnlyOne() throws {
        let dir = try folder(["MyApp_App.resources": true, "MyApp_Core.resources": false])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(UIApplication.infoPlist(forExecutable: "MyApp", in: dir)?.deletingLastPathComponent().lastPathComponent == "MyApp_App.resources")
        // Beside another package's app, which is whose is not known: neither.
        let shared = try folder(["MyApp_App.resources": true, "Bouncy_Bouncy.resources": true])
        defer { try? FileManager.default.removeItem(at: shared) }
        #expect(UIApplication.infoPlist(forExecutable: "MyApp", in: shared) == nil)
        // An app without an Info.plist never takes the one app's a test built beside it.
        let beside = try folder(["Trial_Trial.resources": true, "OpenUIKit_UIKit.resources": false])
        defer { try? FileManager.default.removeItem(at: beside) }
        #expect(UIApplication.infoPlist(forExecutable: "Gallery", in: beside) == nil)
    }

    /// Apps built into one folder (a shared `--scratch-path`): each finds its own storyboard first,
    /// its executable named after its target and its package after the project's folder.
    @Test func anAppSearchesItsOwnTargetsBundleFirst() throws {
        let dir = try folder(["AutoresizingConstraints_AutoresizingConstraints.resources": true,
                              "bk2ch06p282navigationInterface_ch19p615navigationInterface.resources": true,
                              "Notes_Notes.resources": true])
        defer { try? FileManager.default.removeItem(at: dir) }
        let order = UIApplication.resourceBundleOrder(forExecutable: "ch19p615navigationInterface", in: dir)
        #expect(order.first == "bk2ch06p282navigationInterface_ch19p615navigationInterface.resources", "\(order)")
        #expect(UIApplication.resourceBundleOrder(forExecutable: "NotesPackageTests.xctest", in: dir).first == "Notes_Notes.resources")
        #expect(UIApplication.resourceBundleOrder(forExecutable: "Notes", in: dir).first == "Notes_Notes.resources")
    }
}
