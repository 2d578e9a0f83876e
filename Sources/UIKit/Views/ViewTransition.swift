import Foundation
import QuartzCore

/// A transition of a view's content, as `UIView.transition(with:…)` and `setAnimationTransition`
/// run it: the view's old look is captured when the transition is set up, the changes happen at
/// once, and snapshot layers animate from the old look to the new — flips turn the view about an
/// axis in perspective, a curl lifts the old page off its top edge, a dissolve fades. The layers are
/// presentation only: the model (frames, hit-testing) is the new state from the start, as on iOS.
@MainActor final class ViewTransition {
    enum Kind: Equatable {
        case flip(axisX: Bool, positive: Bool)
        case curlUp, curlDown, crossDissolve

        init?(options: UIView.AnimationOptions) {
            switch options.rawValue & (7 << 20) {
            case UIView.AnimationOptions.transitionFlipFromLeft.rawValue: self = .flip(axisX: false, positive: true)
            case UIView.AnimationOptions.transitionFlipFromRight.rawValue: self = .flip(axisX: false, positive: false)
            case UIView.AnimationOptions.transitionFlipFromTop.rawValue: self = .flip(axisX: true, positive: false)
            case UIView.AnimationOptions.transitionFlipFromBottom.rawValue: self = .flip(axisX: true, positive: true)
            case UIView.AnimationOptions.transitionCurlUp.rawValue: self = .curlUp
            case UIView.AnimationOptions.transitionCurlDown.rawValue: self = .curlDown
            case UIView.AnimationOptions.transitionCrossDissolve.rawValue: self = .crossDissolve
            default: return nil
            }
        }
    }

    let view: UIView
    let kind: Kind
    private let before: CGImage?

    /// Captures the view's look now: call before the changes.
    init(view: UIView, kind: Kind) {
        self.view = view
        self.kind = kind
        before = ViewTransition.snapshot(view)
    }

    /// The view as it looks, at the screen's scale.
    static func snapshot(_ view: UIView) -> CGImage? {
        view.layoutIfNeeded()
        view.responderEnvironment.displayPendingLayers()
        let format = UIGraphicsImageRendererFormat()
        format.opaque = false
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { ctx in
            view.layer.render(in: ctx.cgContext)
        }.cgImage
    }

    /// Animates from the captured look to the view's look now; `completion` when done.
    func run(duration: TimeInterval, delay: TimeInterval, timing: CAMediaTimingFunction, completion: ((Bool) -> Void)?) {
        let layer = view.layer
        let tracker = CompletionTracker()
        var added: [CALayer] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let tidy = { added.forEach { $0.removeFromSuperlayer() } }
        if let completion {
            CATransaction.setCompletionBlock {
                tidy()
                completion(tracker.allFinished)
            }
        } else {
            CATransaction.setLibraryCompletionBlock(tidy)
        }
        func overlay(_ image: CGImage?, anchoredAtTop: Bool = false) -> CALayer {
            let l = CALayer()
            l.contents = image
            l.contentsScale = UIScreen.main.scale
            l.zPosition = 1_000_000
            if anchoredAtTop { l.anchorPoint = CGPoint(x: 0.5, y: 0) }
            l.frame = layer.bounds
            layer.addSublayer(l)
            added.append(l)
            return l
        }
        func animate(_ target: CALayer, _ keyPath: String, _ values: [Any], _ times: [Double]) {
            let a = CAKeyframeAnimation(keyPath: keyPath)
            a.values = values
            a.keyTimes = times.map { NSNumber(value: $0) }
            a.duration = duration
            a.timingFunction = timing
            if delay > 0 { a.beginTime = target.mediaNow + delay; a.fillMode = .backwards }
            a.delegate = tracker
            target.add(a, forKey: "transition." + keyPath)
        }
        let size = max(layer.bounds.width, layer.bounds.height, 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * size)
        let steps = 12
        func turn(_ angle: CGFloat, axisX: Bool) -> CATransform3D {
            CATransform3DRotate(perspective, angle, axisX ? 1 : 0, axisX ? 0 : 1, 0)
        }
        switch kind {
        case .flip(let axisX, let positive):
            // The old face turns to edge-on, then the new face turns in from edge-on.
            let sign: CGFloat = positive ? 1 : -1
            var values: [CATransform3D] = [], times: [Double] = []
            for i in 0...steps {
                values.append(turn(sign * .pi / 2 * CGFloat(i) / CGFloat(steps), axisX: axisX))
                times.append(0.5 * Double(i) / Double(steps))
            }
            for i in 0...steps {
                values.append(turn(-sign * .pi / 2 * CGFloat(steps - i) / CGFloat(steps), axisX: axisX))
                times.append(0.5 + 1e-6 + (0.5 - 1e-6) * Double(i) / Double(steps))
            }
            animate(layer, "transform", values, times)
            let old = overlay(before)
            old.opacity = 0
            animate(old, "opacity", [1.0, 1.0, 0.0, 0.0], [0, 0.5, 0.5 + 1e-6, 1])
        case .curlUp:
            // The old page lifts from the bottom, hinged at its top edge, and folds up and away.
            let old = overlay(before, anchoredAtTop: true)
            old.opacity = 0
            let values = (0...steps).map { turn(-.pi / 2 * CGFloat($0) / CGFloat(steps), axisX: true) }
            animate(old, "transform", values, (0...steps).map { Double($0) / Double(steps) })
            animate(old, "opacity", [1.0, 1.0, 0.0], [0, 0.999, 1])
        case .curlDown:
            // The new page comes down over the old one, hinged at its top edge.
            let old = overlay(before)
            let new = overlay(ViewTransition.snapshot(view), anchoredAtTop: true)
            old.opacity = 0
            new.opacity = 0
            let values = (0...steps).map { turn(-.pi / 2 * CGFloat(steps - $0) / CGFloat(steps), axisX: true) }
            animate(new, "transform", values, (0...steps).map { Double($0) / Double(steps) })
            animate(new, "opacity", [1.0, 1.0], [0, 1])
            animate(old, "opacity", [1.0, 1.0], [0, 1])
        case .crossDissolve:
            let old = overlay(before)
            old.opacity = 0
            animate(old, "opacity", [1.0, 0.0], [0, 1])
        }
        CATransaction.commit()
    }
}
