import Testing
import Foundation
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct ApplicationTests {
    final class LifecycleController: UIViewController {
        var log: [String] = []
        override func loadView() { log.append("loadView"); super.loadView() }
        override func viewDidLoad() { log.append("viewDidLoad") }
        override func viewWillAppear(_ a: Bool) { log.append("viewWillAppear") }
        override func viewIsAppearing(_ a: Bool) { log.append("viewIsAppearing") }
        override func viewWillLayoutSubviews() { if log.last != "viewWillLayoutSubviews" { log.append("viewWillLayoutSubviews") } }
        override func viewDidLayoutSubviews() { if log.last != "viewDidLayoutSubviews" { log.append("viewDidLayoutSubviews") } }
        override func viewDidAppear(_ a: Bool) { log.append("viewDidAppear") }
        override func didReceiveMemoryWarning() { log.append("memoryWarning") }
    }

    @Test func rootControllerLifecycleInOrder() {
        let sim = Simulator()
        let vc = LifecycleController()
        #expect(!vc.isViewLoaded)
        sim.rootViewController = vc
        #expect(vc.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing",
                           "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(sim.window.isKeyWindow && !sim.window.isHidden)
        #expect(vc.view.frame == sim.window.bounds)
    }

    @Test func memoryWarningsReachDelegateAndControllers() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var warnings = 0
            func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warnings += 1 }
        }
        let sim = Simulator()
        let vc = LifecycleController()
        let other = LifecycleController()   // not on screen, still told
        sim.rootViewController = vc
        let delegate = Delegate(coder: NSCoder())!
        let old = UIApplication.shared.delegate
        UIApplication.shared.delegate = delegate
        sim.simulateMemoryWarning()
        UIApplication.shared.delegate = old
        #expect(delegate.warnings == 1)
        #expect(vc.log.last == "memoryWarning" && other.log.last == "memoryWarning")
    }

    @Test func launchCallsTheDelegateAndBecomesActive() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var log: [String] = []
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                log.append("didFinishLaunching")
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
            func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
        }
        let sim = Simulator()
        let app = UIApplication.shared
        app.enterBackground()
        let d = Delegate(coder: NSCoder())!
        app.launch(with: d)
        #expect(d.log == ["didFinishLaunching", "didBecomeActive"])
        #expect(app.applicationState == .active)
        #expect(d.window?.isKeyWindow == true)
        #expect(app.windows.contains { $0 === d.window })
        sim.runFrame()
        app.delegate = nil
    }

    @Test func atMainStartsTheAppThroughItsDelegate() {
        let sim = Simulator()
        setenv("OPENUIKIT_RUN_SECONDS", "0", 1)
        defer { unsetenv("OPENUIKIT_RUN_SECONDS"); UIApplication.shared.delegate = nil }
        MainAppDelegate.launched = 0
        MainAppDelegate.main()      // what `@main` on the class calls
        #expect(MainAppDelegate.launched == 1)
        let d = UIApplication.shared.delegate as? MainAppDelegate
        #expect(d?.window?.rootViewController is CanvasController)
        #expect(d?.window?.isKeyWindow == true)
        _ = sim
    }

    @Test func failuresGoToTheHandlerWithUIKitsMessage() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("app"), nil]
        let code = UIApplicationMain(1, &argv, nil, "NoSuchModule.NoSuchDelegate")
        free(argv[0])
        #expect(code == 1)
        #expect(failures == ["Unable to instantiate the UIApplication delegate instance. No class named NoSuchModule.NoSuchDelegate is loaded."])
    }
}

/// Declared as an iOS app declares its delegate; `@main` would call `main()`.
final class MainAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var launched = 0
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        MainAppDelegate.launched += 1
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CanvasController()
        window?.makeKeyAndVisible()
        return true
    }
}
