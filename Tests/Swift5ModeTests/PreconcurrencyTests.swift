import Foundation
import Testing
import UIKit
import UIKitTesting

// App code as it is written against the iOS SDK in Swift 5 mode: free functions, NSObject
// subclasses and closures that are not main-actor isolated use UIKit, and layers are made off the
// main actor. On iOS UIKit is imported as `@preconcurrency @MainActor`; this file compiles only if
// OpenUIKit's declarations are too (it would stop with "call to main actor-isolated initializer in
// a synchronous nonisolated context" otherwise).

/// A free function drawing with a renderer and a path, as helpers in books do.
func badge(_ color: UIColor, side: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
    return renderer.image { context in
        color.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
        context.cgContext.setFillColor(UIColor.white.cgColor)
        context.cgContext.fill(CGRect(x: side / 2 - 1, y: side / 2 - 1, width: 2, height: 2))
    }
}

/// A free function making a view.
func badgeView(_ color: UIColor) -> UIImageView {
    let view = UIImageView(image: badge(color, side: 40))
    view.contentMode = .center
    return view
}

/// A closure stored at file scope.
let makeCaption: (String) -> UILabel = { text in
    let label = UILabel()
    label.text = text
    label.sizeToFit()
    return label
}

/// An NSObject subclass (not a view or controller) that owns gesture recognizers.
final class TapCounter: NSObject {
    private(set) var taps = 0
    func attach(to view: UIView) {
        let tap = UITapGestureRecognizer(target: self, action: TapCounter.tapped(_:))
        view.addGestureRecognizer(tap)
        view.isUserInteractionEnabled = true
    }
    func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }
}

/// A free function working on a transition context, called from an animator.
func crossFade(using context: UIViewControllerContextTransitioning, duration: TimeInterval) {
    guard let to = context.view(forKey: .to) else { return }
    to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
    to.alpha = 0
    context.containerView.addSubview(to)
    UIView.animate(withDuration: duration, animations: { to.alpha = 1 }) { _ in
        context.completeTransition(!context.transitionWasCancelled)
    }
}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        crossFade(using: transitionContext, duration: transitionDuration(using: transitionContext))
    }
}

final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { FadeAnimator() }
}

/// A layer configured where no actor is known, as chart and drawing code does (CALayer is not
/// main-actor isolated on iOS).
final class StripeMaker {
    func stripe(color: UIColor, frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        layer.cornerRadius = 4
        return layer
    }
}

@MainActor
@Suite struct PreconcurrencyTests {
    @Test func freeFunctionsAndClosuresDrawAndMakeViews() {
        let sim = Simulator()
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        sim.rootViewController = vc
        let image = badgeView(.systemBlue)
        image.frame = CGRect(x: 100, y: 200, width: 40, height: 40)
        vc.view.addSubview(image)
        let caption = makeCaption("Badge")
        caption.frame.origin = CGPoint(x: 100, y: 250)
        vc.view.addSubview(caption)
        sim.settle()
        #expect(image.image?.size == CGSize(width: 40, height: 40))
        #expect(sim.color(at: CGPoint(x: 110, y: 220)) == RGBA(r: 0, g: 122, b: 255), "the oval the free function filled")
        #expect(sim.color(at: CGPoint(x: 120, y: 220)) == RGBA(r: 255, g: 255, b: 255), "its centre, drawn through the CGContext")
        #expect(sim.color(at: CGPoint(x: 101, y: 201)) == RGBA(r: 255, g: 255, b: 255), "outside the oval")
        #expect(caption.bounds.width > 20 && sim.view(withText: "Badge") === caption)
    }

    @Test func anNSObjectOwnsGestureRecognizers() {
        let sim = Simulator()
        let vc = UIViewController()
        sim.rootViewController = vc
        let target = UIView(frame: CGRect(x: 50, y: 300, width: 100, height: 100))
        vc.view.addSubview(target)
        let counter = TapCounter()
        counter.attach(to: target)
        sim.settle()
        sim.tap(at: CGPoint(x: 100, y: 350))
        sim.tap(at: CGPoint(x: 10, y: 350))
        #expect(counter.taps == 1)
    }

    @Test func aTransitionContextInAFreeFunctionRunsACustomPresentation() {
        let sim = Simulator()
        let root = UIViewController()
        root.view.backgroundColor = .white
        sim.rootViewController = root
        sim.settle()
        let presented = UIViewController()
        presented.view.backgroundColor = .red
        let fade = FadeDelegate()
        presented.transitioningDelegate = fade
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        sim.advance(by: 0.2)
        let mid = sim.color(at: CGPoint(x: 200, y: 400))
        #expect(mid.r == 255 && mid.g > 60 && mid.g < 200, "half faded in: \(mid)")
        sim.settle()
        #expect(root.presentedViewController === presented)
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == RGBA(r: 255, g: 0, b: 0))
    }

    @Test func layersMadeOffTheMainThreadAreShown() {
        let sim = Simulator()
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        sim.rootViewController = vc
        sim.settle()
        // Made and configured on a background queue, added on the main one, as apps do.
        nonisolated(unsafe) var made: [CALayer] = []
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let maker = StripeMaker()
            made = [maker.stripe(color: .green, frame: CGRect(x: 20, y: 100, width: 200, height: 20)),
                    maker.stripe(color: .blue, frame: CGRect(x: 20, y: 130, width: 200, height: 20))]
        }
        group.wait()
        for layer in made { vc.view.layer.addSublayer(layer) }
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 100, y: 110)) == RGBA(r: 0, g: 255, b: 0))
        #expect(sim.color(at: CGPoint(x: 100, y: 140)) == RGBA(r: 0, g: 0, b: 255))
    }
}
