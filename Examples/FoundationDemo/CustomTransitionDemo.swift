import UIKit

/// The transitions chapter's custom push and pop: the pushed page grows out of the middle and fades
/// in over the one below, which recedes; popping reverses it, and a swipe from the left edge pops
/// interactively through a percent-driven interaction controller.
public final class CustomTransitionDemo: NSObject, UINavigationControllerDelegate {
    /// Set while an edge swipe drives a pop.
    public private(set) var interaction: UIPercentDrivenInteractiveTransition?

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(pushing: operation == .push)
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    /// Lets `page` be popped by a swipe from its left edge.
    public func addEdgeSwipe(to page: UIViewController) {
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: CustomTransitionDemo.edgeSwiped)
        edge.edges = .left
        page.view.addGestureRecognizer(edge)
    }

    private func edgeSwiped(_ g: UIScreenEdgePanGestureRecognizer) {
        guard let view = g.view else { return }
        let progress = min(1, max(0, g.translation(in: view).x / view.bounds.width))
        switch g.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            view.next(of: UINavigationController.self)?.popViewController(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            if g.state == .ended && (progress > 0.4 || g.velocity(in: view).x > 500) { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            break
        }
    }

    /// A navigation controller showing page 1, with a demonstration as its delegate (kept by it:
    /// a navigation controller holds its delegate weakly).
    public static func makeNavigationController() -> UINavigationController {
        let demo = CustomTransitionDemo()
        let nav = DemoNavigationController(rootViewController: CustomTransitionDemo.page(1, demo: demo))
        nav.demo = demo
        nav.delegate = demo
        return nav
    }

    /// A page of the demonstration: a colour, a title, and a button that pushes the next.
    public static func page(_ number: Int, demo: CustomTransitionDemo) -> UIViewController {
        let colors: [UIColor] = [.systemTeal, .systemOrange, .systemPurple, .systemGreen]
        let page = UIViewController()
        page.title = "Page \(number)"
        page.view.backgroundColor = colors[(number - 1) % colors.count]
        let button = UIButton(type: .system)
        button.setTitle("Push page \(number + 1)", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .title2)
        button.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: page.view.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: page.view.centerYAnchor),
        ])
        button.addAction(UIAction { [weak page] _ in
            let next = CustomTransitionDemo.page(number + 1, demo: demo)
            page?.navigationController?.pushViewController(next, animated: true)
        }, for: .touchUpInside)
        if number > 1 { demo.addEdgeSwipe(to: page) }
        return page
    }
}

/// Keeps its demonstration alive.
final class DemoNavigationController: UINavigationController {
    var demo: CustomTransitionDemo?
}

/// Grows the incoming page from 80% and fades it in; the outgoing one shrinks to 90% and dims.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let pushing: Bool
    init(pushing: Bool) { self.pushing = pushing }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to), let from = ctx.view(forKey: .from),
              let toVC = ctx.viewController(forKey: .to) else { return ctx.completeTransition(false) }
        to.frame = ctx.finalFrame(for: toVC)
        let front = pushing ? to : from, back = pushing ? from : to
        if pushing { ctx.containerView.insertSubview(to, aboveSubview: from) } else { ctx.containerView.insertSubview(to, belowSubview: from) }
        let small = CGAffineTransform(scaleX: 0.8, y: 0.8), receded = CGAffineTransform(scaleX: 0.9, y: 0.9)
        if pushing {
            front.transform = small
            front.alpha = 0
        } else {
            back.transform = receded
            back.alpha = 0.5
        }
        // Linear when a finger drives it, so the page keeps pace with the finger.
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: ctx.isInteractive ? .curveLinear : .curveEaseInOut, animations: {
            front.transform = self.pushing ? .identity : small
            front.alpha = self.pushing ? 1 : 0
            back.transform = self.pushing ? receded : .identity
            back.alpha = self.pushing ? 0.5 : 1
        }, completion: { _ in
            let cancelled = ctx.transitionWasCancelled
            for v in [front, back] {
                v.transform = .identity
                v.alpha = 1
            }
            if cancelled { to.removeFromSuperview() }
            ctx.completeTransition(!cancelled)
        })
    }
}

extension UIResponder {
    /// The nearest responder of a type up the chain.
    func next<T: UIResponder>(of type: T.Type) -> T? {
        var r = next
        while let x = r {
            if let t = x as? T { return t }
            r = x.next
        }
        return nil
    }
}
