import Foundation
import QuartzCore

/// Collects the property changes made in `addKeyframe` blocks, then turns each animated
/// property into one CAKeyframeAnimation with hold segments between its keyframes.
@MainActor final class UIViewKeyframeRecorder: CAAction {
    struct Change { let start: Double; let end: Double; let value: Any }
    struct Track { let layer: CALayer; let key: String; let initial: Any; var changes: [Change] }

    var tracks: [Track] = []
    /// The keyframe being recorded: relative start and duration.
    var current: (start: Double, duration: Double)?

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let (start, duration) = current,
              let value = layer.animatableValue(forKeyPath: event) else { return }
        let change = Change(start: start, end: start + duration, value: value)
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == event }) {
            tracks[i].changes.append(change)
        } else if let previous = dict?["previousValue"] {
            tracks.append(Track(layer: layer, key: event, initial: previous, changes: [change]))
        }
    }

    func install(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions,
                 delegate: CAAnimationDelegate) {
        for t in tracks {
            var values: [Any] = [t.initial], times: [NSNumber] = [0]
            var last = t.initial
            for c in t.changes.sorted(by: { $0.start < $1.start }) {
                if c.start > (times.last?.doubleValue ?? 0) { values.append(last); times.append(NSNumber(value: c.start)) }
                values.append(c.value); times.append(NSNumber(value: min(1, c.end)))
                last = c.value
            }
            if (times.last?.doubleValue ?? 1) < 1 { values.append(last); times.append(1) }
            let anim = CAKeyframeAnimation(keyPath: t.key)
            anim.values = values
            anim.keyTimes = times
            anim.duration = duration
            anim.calculationMode = options.contains(.calculationModeDiscrete) && !options.contains(.calculationModePaced)
                ? .discrete : .linear
            if delay > 0 { anim.beginTime = t.layer.mediaNow + delay; anim.fillMode = .backwards }
            if options.contains(.repeat) { anim.repeatCount = .infinity }
            if options.contains(.autoreverse) { anim.autoreverses = true }
            anim.delegate = delegate
            t.layer.add(anim, forKey: t.key)
        }
    }
}
