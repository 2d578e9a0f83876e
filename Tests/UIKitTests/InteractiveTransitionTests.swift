import Testing
import Foundation
import QuartzCore
import UIKit
import UIKitTesting

/// A page of one colour that records its appearance callbacks.
@MainActor private final class Page: UIViewController {
    let color: UIColor
    var log: [String] = []
    init(_ color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() { view.backgroundColor = color }
    override func viewWillAppear(_ a: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ a: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ a: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ a: Bool) { log.append("didDisappear") }
}

/// A fade: the new view's alpha from 0 to 1 over 0.5 s, linearly.
@MainActor private final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
    var ended: [Bool] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(to)
        to.alpha = 0
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { to.alpha = 1 }, completion: { _ in
            if ctx.transitionWasCancelled { to.removeFromSuperview() }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// The same fade as an interruptible property animator.
@MainActor private final class InterruptibleFade: NSObject, UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) { interruptibleAnimator(using: ctx).startAnimation() }
    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let to = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(to)
        to.alpha = 0
        let a = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { to.alpha = 1 }
        a.addCompletion { position in
            if position == .start { to.removeFromSuperview() }
            ctx.completeTransition(position == .end)
        }
        animator = a
        return a
    }
}

/// Gives a navigation controller the fade and a percent-driven interaction controller.
@MainActor private final class Driver: NSObject, UINavigationControllerDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = true
    init(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
    func navigationController(_ nc: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func navigationController(_ nc: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interaction : nil
    }
}

@MainActor
@Suite(.serialized) struct InteractiveTransitionTests {
    private func stack() -> (Simulator, UINavigationController, Page, Page) {
        let sim = Simulator(device: .iPhone15)
        let a = Page(.systemBlue), b = Page(.systemOrange)
        let nav = UINavigationController(rootViewController: a)
        sim.rootViewController = nav
        nav.pushViewController(b, animated: false)
        sim.settle()
        a.log = []
        b.log = []
        return (sim, nav, a, b)
    }

    @Test func theEdgeSwipePopFollowsTheFingerAndIsCancelledHalfWay() throws {
        let (sim, nav, a, b) = stack()
        let w = nav.view.bounds.width
        let finger = sim.touchDown(at: CGPoint(x: 2, y: 500))
        sim.advance(by: 0.05)
        sim.touchMove(finger, to: CGPoint(x: 20, y: 500))
        sim.advance(by: 0.05)
        let end = CGPoint(x: 2 + w * 0.4, y: 500)
        sim.touchMove(finger, to: end)
        sim.advance(by: 0.05)
        let coordinator = try #require(b.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        var interactionEnded: Bool?
        coordinator.notifyWhenInteractionChanges { interactionEnded = $0.isCancelled }
        #expect(nav.viewControllers.count == 1, "during the pop the stack already lacks the top")
        let shown = b.view.layer.presentation()!.frame.minX
        let progress = (end.x - 2 - 15) / w   // the edge pan starts counting once it has begun
        #expect(abs(shown - w * progress) < w * 0.08, "the top view follows the finger: \(shown)")
        #expect(sim.color(at: CGPoint(x: shown + 20, y: 500)).isClose(to: RGBA(UIColor.systemOrange)))
        #expect(sim.color(at: CGPoint(x: shown - 20, y: 500)).isClose(to: RGBA(UIColor.systemBlue)), "the one below shows to its left")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("interactive-pop-40.png"))
        }
        // Hold still, then let go: too short and too slow, so it goes back.
        sim.advance(by: 0.3)
        sim.touchMove(finger, to: end)
        sim.advance(by: 0.1)
        sim.touchUp(finger, at: end)
        #expect(interactionEnded == true)
        sim.advance(by: 0.05)
        #expect(b.view.layer.presentation()!.frame.minX < shown, "it slides back")
        sim.settle()
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
        #expect(b.view.frame.minX == 0 && b.view.superview != nil && a.view.superview == nil)
        #expect(nav.navigationBar.topItem === b.navigationItem)
        #expect(b.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(a.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(sim.color(at: CGPoint(x: 100, y: 500)).isClose(to: RGBA(UIColor.systemOrange)))
        #expect(nav.view.layer.speed == 1 && nav.view.layer.timeOffset == 0)
        // A long swipe finishes.
        sim.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: w * 0.8, y: 500), duration: 0.3)
        sim.settle()
        #expect(nav.topViewController === a && nav.viewControllers.count == 1)
        #expect(sim.color(at: CGPoint(x: 100, y: 500)).isClose(to: RGBA(UIColor.systemBlue)))
    }

    @Test func aPercentDrivenCustomPopIsScrubbedFinishedAndCancelled() throws {
        for cancel in [true, false] {
            let (sim, nav, a, b) = stack()
            let fade = Fade()
            let driver = Driver(fade)
            nav.delegate = driver
            var along: CGFloat?
            nav.popViewController(animated: true)
            let coordinator = try #require(b.transitionCoordinator)
            let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            nav.view.window!.addSubview(marker)
            coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: { _ in along = marker.alpha })
            driver.interaction.update(0.5)
            sim.runFrame()
            #expect(abs(a.view.layer.presentation()!.opacity - 0.5) < 0.02, "the fade at half")
            #expect(abs(marker.layer.presentation()!.opacity - 0.5) < 0.05, "alongside animations follow the percentage too")
            sim.advance(by: 1)
            #expect(abs(a.view.layer.presentation()!.opacity - 0.5) < 0.02, "nothing moves without the finger")
            driver.interaction.update(0.8)
            sim.runFrame()
            #expect(abs(a.view.layer.presentation()!.opacity - 0.8) < 0.02)
            #expect(driver.interaction.percentComplete == 0.8 && driver.interaction.duration == 0.5)
            if cancel { driver.interaction.cancel() } else { driver.interaction.finish() }
            sim.advance(by: 0.05)
            let o = a.view.layer.presentation()!.opacity
            #expect(cancel ? o < 0.8 : o > 0.8, "runs the way it was sent")
            sim.settle()
            #expect(fade.ended == [!cancel])
            #expect(nav.topViewController === (cancel ? b : a))
            #expect(along == (cancel ? 1 : 0), "alongside changes end where the transition does")
            #expect(nav.view.layer.speed == 1)
            marker.removeFromSuperview()
        }
    }

    @Test func anInterruptibleAnimatorIsScrubbedThroughItsFraction() {
        let (sim, nav, a, _) = stack()
        let fade = InterruptibleFade()
        let driver = Driver(fade)
        nav.delegate = driver
        nav.popViewController(animated: true)
        driver.interaction.update(0.25)
        sim.runFrame()
        #expect(fade.animator?.state == .active && fade.animator?.isRunning == false)
        #expect(abs((fade.animator?.fractionComplete ?? 0) - 0.25) < 0.001)
        #expect(abs(a.view.layer.presentation()!.opacity - 0.25) < 0.02)
        driver.interaction.finish()
        #expect(fade.animator?.isRunning == true)
        sim.settle()
        #expect(nav.topViewController === a && a.view.alpha == 1)
        // Not interactive: the animator runs on its own.
        let c = Page(.systemGreen)
        driver.interactive = false
        fade.animator = nil
        nav.pushViewController(c, animated: true)
        sim.advance(by: 0.25)
        #expect(abs(c.view.layer.presentation()!.opacity - 0.5) < 0.05)
        sim.settle()
        #expect(nav.topViewController === c)
    }

    @Test func anInteractiveDismissalCancelledStaysPresented() throws {
        final class Dismisser: NSObject, UIViewControllerTransitioningDelegate {
            let interaction = UIPercentDrivenInteractiveTransition()
            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
                interaction
            }
        }
        let sim = Simulator(device: .iPhone15)
        let root = Page(.systemBlue)
        sim.rootViewController = root
        sim.settle()
        let sheet = Page(.systemOrange)
        sheet.modalPresentationStyle = .fullScreen
        let dismisser = Dismisser()
        sheet.transitioningDelegate = dismisser
        root.present(sheet, animated: true)
        sim.settle()
        sheet.log = []
        sheet.dismiss(animated: true)
        dismisser.interaction.update(0.5)
        sim.runFrame()
        let h = sim.environment.screen.bounds.height
        let y = sheet.view.layer.presentation()!.frame.minY
        #expect(y > h * 0.2 && y < h * 0.8, "the sheet is part way down: \(y)")
        dismisser.interaction.cancel()
        sim.settle()
        #expect(root.presentedViewController === sheet && sheet.view.window != nil)
        #expect(sheet.view.frame.minY == 0)
        #expect(sheet.log == ["willDisappear", "willAppear", "didAppear"])
        #expect(sim.color(at: CGPoint(x: 100, y: 400)).isClose(to: RGBA(UIColor.systemOrange)))
        sheet.dismiss(animated: true)
        dismisser.interaction.update(0.3)
        dismisser.interaction.finish()
        sim.settle()
        #expect(root.presentedViewController == nil && sheet.view.window == nil)
    }
}

private extension RGBA {
    @MainActor init(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(r: UInt8((r * 255).rounded()), g: UInt8((g * 255).rounded()), b: UInt8((b * 255).rounded()))
    }
}
