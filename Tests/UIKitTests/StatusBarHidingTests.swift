import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that hides the status bar and the home indicator when a test says so.
final class ChromeController: UIViewController {
    var hidesStatusBar = false
    var animation = UIStatusBarAnimation.fade
    var style = UIStatusBarStyle.default
    var indicatorMayHide = false
    var background = UIColor.white
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersHomeIndicatorAutoHidden: Bool { indicatorMayHide }
    override func viewDidLoad() { view.backgroundColor = background }
}

@MainActor @Suite(.serialized) struct StatusBarHidingTests {
    /// The status bar's band on an iPhone 15 (the time and the indicators).
    let band = CGRect(x: 0, y: 15, width: 393, height: 30)

    @Test func theStatusBarFadesOutAndBackInsideTheAppsAnimation() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = ChromeController()
        sim.rootViewController = vc
        sim.settle()
        let shown = darkPixels(sim, in: band)
        #expect(shown > 200, "the time and the indicators: \(shown)")
        let manager = try #require(sim.window.windowScene?.statusBarManager)
        #expect(!manager.isStatusBarHidden && manager.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))

        vc.hidesStatusBar = true
        UIView.animate(withDuration: 0.4) { vc.setNeedsStatusBarAppearanceUpdate() }
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero, "the model changes at once")
        sim.advance(by: 0.2)
        let fading = darkPixels(sim, in: band)
        #expect(fading > 0 && fading < shown, "half faded: \(fading) of \(shown)")
        saveShot(sim, "status-bar-fading")
        sim.advance(by: 0.3)
        #expect(darkPixels(sim, in: band) == 0, "gone")
        #expect(vc.view.safeAreaInsets.top == 59, "the Dynamic Island keeps the top safe area")
        #expect(UIApplication.shared.isStatusBarHidden)

        vc.hidesStatusBar = false
        vc.setNeedsStatusBarAppearanceUpdate()
        #expect(darkPixels(sim, in: band) == shown, "outside an animation block it is back at once")
    }

    @Test func theStatusBarSlidesAndTheSafeAreaFollowsItOnAnIPhoneSE() {
        let sim = Simulator(device: .iPhoneSE)
        let vc = ChromeController()
        vc.animation = .slide
        let nav = UINavigationController(rootViewController: vc)
        sim.rootViewController = nav
        sim.settle()
        #expect(vc.view.safeAreaInsets.top == 64 && nav.navigationBar.frame.minY == 20)
        let bar = CGRect(x: 0, y: 0, width: 375, height: 20)
        let shown = darkPixels(sim, in: bar)
        #expect(shown > 50, "\(shown)")

        vc.hidesStatusBar = true
        UIView.animate(withDuration: 0.4) { vc.setNeedsStatusBarAppearanceUpdate() }
        sim.advance(by: 0.2)
        let mid = nav.navigationBar.layer.presentation()?.frame.minY ?? -1
        #expect(mid > 1 && mid < 19, "the navigation bar rises with the status bar: \(mid)")
        #expect(darkPixels(sim, in: CGRect(x: 0, y: 10, width: 375, height: 10)) < shown / 2, "the bar's lower half has slid up")
        saveShot(sim, "status-bar-sliding-se")
        sim.advance(by: 0.3)
        #expect(nav.navigationBar.frame.minY == 0 && vc.view.safeAreaInsets.top == 44, "no status bar, no inset for it")
        #expect(darkPixels(sim, in: bar) < shown / 4, "only the navigation bar's title could be left: \(darkPixels(sim, in: bar))")
    }

    @Test func aNavigationControllersTopControllerHidesTheStatusBar() {
        let sim = Simulator(device: .iPhone15)
        let first = ChromeController()
        let nav = UINavigationController(rootViewController: first)
        sim.rootViewController = nav
        sim.settle()
        let second = ChromeController()
        second.hidesStatusBar = true
        nav.pushViewController(second, animated: false)
        sim.settle()
        #expect(sim.window.windowScene?.statusBarManager?.isStatusBarHidden == true, "the top controller decides")
        nav.popViewController(animated: false)
        sim.settle()
        #expect(sim.window.windowScene?.statusBarManager?.isStatusBarHidden == false)
    }

    @Test func aSheetDecidesTheStatusBarOnlyWhenItCapturesIt() {
        let sim = Simulator(device: .iPhone15)
        let root = ChromeController()
        sim.rootViewController = root
        sim.settle()
        let sheet = ChromeController()
        sheet.hidesStatusBar = true
        sheet.style = .lightContent
        root.present(sheet, animated: false)
        sim.settle()
        let manager = sim.window.windowScene?.statusBarManager
        #expect(manager?.isStatusBarHidden == false, "a page sheet leaves the status bar to what is under it")
        sheet.dismiss(animated: false)
        sim.settle()

        let capturing = ChromeController()
        capturing.hidesStatusBar = true
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        sim.settle()
        #expect(manager?.isStatusBarHidden == true, "it captures the status bar's appearance")

        capturing.dismiss(animated: false)
        sim.settle()
        let full = ChromeController()
        full.style = .lightContent
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        sim.settle()
        #expect(manager?.statusBarStyle == .lightContent && !(manager?.isStatusBarHidden ?? true), "a full-screen presentation decides")
    }

    @Test func theHomeIndicatorTakesTheContrastingShadeAndHidesWhenTheAppLetsIt() {
        let sim = Simulator(device: .iPhone15)
        let vc = ChromeController()
        sim.rootViewController = vc
        sim.settle()
        let bar = CGRect(x: 196.5 - 60, y: 852 - 13, width: 120, height: 5)
        let barArea = Int(bar.width * bar.height * 9)
        #expect(darkPixels(sim, in: bar) > barArea * 9 / 10, "dark over a white screen")

        vc.view.backgroundColor = .black
        sim.settle()
        #expect(darkPixels(sim, in: bar) < barArea / 10, "light over a black screen")
        saveShot(sim, "home-indicator-light")
        vc.view.backgroundColor = .white
        sim.settle()

        vc.indicatorMayHide = true
        vc.setNeedsUpdateOfHomeIndicatorAutoHidden()
        sim.advance(by: 1)
        #expect(darkPixels(sim, in: bar) > barArea * 9 / 10, "still there before the screen has been left alone long enough")
        sim.advance(by: 1.5)
        #expect(darkPixels(sim, in: bar) == 0, "faded out")
        sim.tap(at: CGPoint(x: 200, y: 400))
        sim.advance(by: 0.3)
        #expect(darkPixels(sim, in: bar) > barArea * 9 / 10, "a touch brings it back")
        sim.advance(by: 2.5)
        #expect(darkPixels(sim, in: bar) == 0, "and it fades again")

        let se = Simulator(device: .iPhoneSE)
        se.rootViewController = ChromeController()
        se.settle()
        #expect(darkPixels(se, in: CGRect(x: 0, y: 600, width: 375, height: 67)) == 0, "a device with a Home button has no indicator")
    }

    @Test func anIPhoneInLandscapeHasNoStatusBar() {
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = ChromeController()
        sim.settle()
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(sim.window.windowScene?.statusBarManager?.isStatusBarHidden == true)
        #expect(darkPixels(sim, in: CGRect(x: 0, y: 0, width: 852, height: 40)) == 0)
        sim.rotate(to: .portrait)
        sim.settle()
        #expect(sim.window.windowScene?.statusBarManager?.isStatusBarHidden == false)
    }
}
