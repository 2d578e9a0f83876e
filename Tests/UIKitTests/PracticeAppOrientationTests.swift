import Testing
import Foundation
import UIKit
import UIKitTesting

/// A controller that takes only landscape, presented full screen.
@MainActor final class LandscapeOnlyController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeLeft }
    override func viewDidLoad() { view.backgroundColor = .systemOrange }
}

/// Orientation behaviours the practice apps showed wrong (issue 57's long tail).
@MainActor @Suite(.serialized) struct PracticeAppOrientationTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow()
            window?.rootViewController = CanvasController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test(arguments: [Simulator.Device.iPadPro11, .iPhone15])
    func anAppWhoseInfoPlistAllowsOnlyLandscapeLaunchesInLandscape(_ device: Simulator.Device) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landscape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        let landscape = ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]
        let values: [String: Any] = ["CFBundleIdentifier": "org.example.Wide", "UISupportedInterfaceOrientations": landscape,
                                     "UISupportedInterfaceOrientations~ipad": landscape]
        try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0).write(to: plist)
        let sim = Simulator(device: device)
        let delegate = Delegate()
        sim.launch(delegate, infoPlist: plist)
        let window = try #require(delegate.window)
        #expect(window.windowScene?.interfaceOrientation.isLandscape == true)
        #expect(window.bounds.width > window.bounds.height, "laid out wide: \(window.bounds)")
        #expect(window.rootViewController?.view.bounds.width == window.bounds.width)
        #expect(sim.screenshotImage().size.width > sim.screenshotImage().size.height)
    }

    @Test func aPresentedControllerThatExcludesTheOrientationTurnsTheInterface() throws {
        let sim = Simulator(device: .iPhone15)
        let root = CanvasController()
        sim.rootViewController = root
        let window = try #require(root.view.window)
        #expect(window.bounds.width < window.bounds.height)
        let wide = LandscapeOnlyController()
        wide.modalPresentationStyle = .fullScreen
        root.present(wide, animated: true)
        sim.advance(by: 1)
        #expect(window.windowScene?.interfaceOrientation == .landscapeLeft, "its preferred orientation")
        #expect(wide.view.bounds.width > wide.view.bounds.height)
        #expect(sim.color(at: CGPoint(x: window.bounds.width - 100, y: window.bounds.midY)) == RGBA(r: 255, g: 149, b: 0))
        wide.dismiss(animated: true)
        sim.advance(by: 1)
        #expect(window.windowScene?.interfaceOrientation == .portrait, "back to the device's orientation")
        #expect(root.view.bounds.width < root.view.bounds.height)
    }
}

/// Counts how often UIKit asks its status-bar preference.
@MainActor final class CountingStatusBarController: UIViewController {
    var hidden = false
    var asked = 0
    override var prefersStatusBarHidden: Bool { asked += 1; return hidden }
    override func viewDidLoad() { view.backgroundColor = .white }
}

extension PracticeAppOrientationTests {
    /// iOS asks `prefersStatusBarHidden` when told (`setNeedsStatusBarAppearanceUpdate`) or when the
    /// deciding controller changes, not every frame.
    @Test func theStatusBarIsAskedWhenToldNotEveryFrame() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = CountingStatusBarController()
        sim.rootViewController = vc
        sim.advance(by: 0.1)
        let settled = vc.asked
        #expect(settled >= 1, "asked when it became the deciding controller")
        vc.hidden = true
        for _ in 0..<10 { vc.view.setNeedsLayout(); sim.advance(by: 1.0 / 60) }
        #expect(vc.asked == settled, "not asked again frame after frame")
        #expect(sim.window.windowScene?.statusBarManager?.isStatusBarHidden == false, "a preference it did not announce is not seen")
        vc.setNeedsStatusBarAppearanceUpdate()
        sim.advance(by: 0.5)
        #expect(vc.asked > settled)
        #expect(sim.window.windowScene?.statusBarManager?.isStatusBarHidden == true, "hidden once told")
        let pushed = CountingStatusBarController()
        let nav = UINavigationController(rootViewController: UIViewController())
        sim.rootViewController = nav
        sim.advance(by: 0.1)
        nav.pushViewController(pushed, animated: false)
        sim.advance(by: 0.1)
        #expect(pushed.asked >= 1, "the pushed controller now decides, and is asked")
    }
}
