import Testing
import Foundation
import UIKit
import UIKitTesting

/// A custom presentation: the lower half of the screen, over a dimming view it adds itself.
@MainActor final class HalfSheetController: UIPresentationController {
    var log: [String] = []
    let dim = UIView()
    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView!.bounds
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }
    override var shouldPresentInFullscreen: Bool { false }
    override func presentationTransitionWillBegin() {
        log.append("willBegin")
        dim.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dim.frame = containerView!.bounds
        dim.alpha = 0
        dim.isUserInteractionEnabled = false
        containerView!.insertSubview(dim, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dim.alpha = 1 }, completion: nil)
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd \(completed)") }
    override func dismissalTransitionWillBegin() {
        log.append("dismissWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dim.alpha = 0 }, completion: nil)
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissDidEnd \(completed)") }
}

/// Fades the arriving view in (or the leaving one out) over 0.4 s.
@MainActor final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var ended: [Bool] = []
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        if presenting {
            let to = ctx.viewController(forKey: .to)!
            let v = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(v)
            v.frame = ctx.finalFrame(for: to)
            v.alpha = 0
            UIView.animate(withDuration: 0.4, animations: { v.alpha = 1 }, completion: { _ in ctx.completeTransition(true) })
        } else {
            let v = ctx.view(forKey: .from)!
            UIView.animate(withDuration: 0.4, animations: { v.alpha = 0 }, completion: { _ in ctx.completeTransition(true) })
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

@MainActor final class HalfSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var controller: HalfSheetController?
    let presentAnimator = FadeAnimator(presenting: true), dismissAnimator = FadeAnimator(presenting: false)
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let c = HalfSheetController(presentedViewController: presented, presenting: presenting)
        controller = c
        return c
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissAnimator }
}

/// Pushes fade instead of sliding; the pushed controller animates alongside.
@MainActor final class FadingNavigation: NSObject, UINavigationControllerDelegate {
    let animator = FadeAnimator(presenting: true)
    var operations: [UINavigationController.Operation] = []
    func navigationController(_ nc: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return operation == .push ? animator : nil
    }
}

@MainActor final class AlongsideScreen: UIViewController {
    var log: [String] = []
    override func viewDidLoad() { view.backgroundColor = .systemYellow }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { ctx in self.log.append("alongside \(ctx.transitionDuration)") },
                                       completion: { _ in self.log.append("completion") })
    }
}

@MainActor
@Suite(.serialized) struct CustomTransitionTests {
    @Test func aCustomPresentationControllerAndAnimator() {
        let sim = Simulator(device: .iPhone15)
        let a = CanvasController()
        sim.rootViewController = a
        sim.settle()
        let delegate = HalfSheetDelegate()
        var b: Screen! = Screen("B")
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        NavigationTests.journal = []
        a.present(b, animated: true)
        sim.advance(by: 0.2)
        weak var pc = delegate.controller
        #expect(b.presentationController === pc && pc?.presentationStyle == .custom && pc?.containerView != nil)
        let mid = b.view.layer.presentation()!.opacity
        #expect(mid > 0.2 && mid < 0.8, "fading in: \(mid)")
        #expect(pc!.dim.layer.presentation()!.opacity > 0.2, "the dimming animates alongside")
        sim.settle()
        #expect(pc?.log == ["willBegin", "didEnd true"] && delegate.presentAnimator.ended == [true])
        #expect(b.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(!NavigationTests.journal.contains("A.viewWillDisappear"))
        #expect(sim.color(at: CGPoint(x: 200, y: 200)).isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 2), "the white presenter under half black")
        // Outside the presented view the container lets touches through to the presenter (not full screen).
        #expect(sim.environment.windows.first!.hitTest(CGPoint(x: 200, y: 200), with: nil) === a.view)
        weak var gone: UIViewController? = b
        b.dismiss(animated: true)
        sim.settle()
        #expect(pc?.log == ["willBegin", "didEnd true", "dismissWillBegin", "dismissDidEnd true"])
        #expect(delegate.dismissAnimator.ended == [true] && a.presentedViewController == nil && pc?.containerView == nil)
        #expect(sim.color(at: CGPoint(x: 200, y: 200)) == RGBA(r: 255, g: 255, b: 255))
        b = nil
        delegate.controller = nil
        #expect(gone == nil && pc == nil, "released after dismissal")
    }

    @Test func aCustomPushAnimationAndATransitionCoordinator() {
        let sim = Simulator(device: .iPhone15)
        let root = CanvasController()
        let nav = UINavigationController(rootViewController: root)
        let fading = FadingNavigation()
        nav.delegate = fading
        sim.rootViewController = nav
        sim.settle()
        let next = AlongsideScreen()
        nav.pushViewController(next, animated: true)
        sim.advance(by: 0.2)
        #expect(next.view.transform == .identity, "no slide")
        let mid = next.view.layer.presentation()!.opacity
        #expect(mid > 0.2 && mid < 0.8, "fading in: \(mid)")
        sim.settle()
        #expect(fading.operations == [.push] && fading.animator.ended == [true])
        #expect(next.log == ["alongside 0.4", "completion"])
        #expect(nav.topViewController === next && root.viewIfLoaded?.superview == nil)
        // The pop has no custom animator: UIKit's slide, with a coordinator too.
        nav.popViewController(animated: true)
        sim.advance(by: 0.1)
        #expect(next.view.layer.presentation()!.transform.m41 > 0, "sliding out to the right")
        sim.settle()
        #expect(fading.operations == [.push, .pop] && nav.topViewController === root)
    }
}
