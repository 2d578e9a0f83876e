import Foundation
import QuartzCore

/// The animation blocks of iOS 2–12 (`beginAnimations` … `commitAnimations`), which older books and
/// sample apps use: property changes between the two animate with the settings made in between.
extension UIView {
    /// The pacing of a `beginAnimations` block.
    /// A pacing curve. Like the C enum iOS imports, it takes any raw value: the keyboard's
    /// notifications carry curve 7, and `UIView.AnimationCurve(rawValue: 7)!` must work.
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init?(rawValue: Int) { self.rawValue = rawValue }
        private init(_ v: Int) { rawValue = v }
        public static let easeInOut = AnimationCurve(0)
        public static let easeIn = AnimationCurve(1)
        public static let easeOut = AnimationCurve(2)
        public static let linear = AnimationCurve(3)
    }

    /// A transition of a view's content in a `beginAnimations` block.
    public enum AnimationTransition: Int, Sendable { case none, flipFromLeft, flipFromRight, curlUp, curlDown }

    /// Starts an animation block; iOS's default duration is 0.2 s.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer? = nil) {
        let ctx = UIViewAnimationContext(duration: 0.2, delay: 0, options: [], spring: .none)
        ctx.block = AnimationBlock(id: animationID, context: context)
        UIViewAnimationContext.stack.append(ctx)
        // The block's animations are one transaction group: did-stop waits for all of them.
        CATransaction.begin()
    }

    /// Ends the innermost block: its transition runs, and its did-stop handler is called when all is done.
    public class func commitAnimations() {
        guard let ctx = UIViewAnimationContext.stack.last, let block = ctx.block else {
            uikitLog.warning("commitAnimations without a matching beginAnimations")
            return
        }
        UIViewAnimationContext.stack.removeLast()
        block.willStart?(block.id, block.context)
        let tracker = ctx.tracker
        CATransaction.setCompletionBlock {
            block.didStop?(block.id, tracker.allFinished, block.context)
            _ = block.delegate // kept alive until the block is done, as iOS retains it
        }
        if let transition = block.transition {
            transition.run(duration: ctx.duration, delay: ctx.delay, timing: ctx.options.timingFunction) { finished in
                if !finished { tracker.allFinished = false }
            }
        }
        CATransaction.commit()
    }

    private static var currentBlock: (UIViewAnimationContext, AnimationBlock)? {
        guard let ctx = UIViewAnimationContext.stack.last, let block = ctx.block else { return nil }
        return (ctx, block)
    }

    public class func setAnimationDuration(_ duration: TimeInterval) { currentBlock?.0.duration = duration }
    public class func setAnimationDelay(_ delay: TimeInterval) { currentBlock?.0.delay = delay }

    public class func setAnimationCurve(_ curve: AnimationCurve) {
        guard let ctx = currentBlock?.0 else { return }
        // The curve sits in options' bits 16–19, as `curve << 16` (7, the keyboard's, included).
        ctx.options.remove(AnimationOptions(rawValue: 0xF << 16))
        ctx.options.insert(AnimationOptions(rawValue: UInt(max(0, min(15, curve.rawValue))) << 16))
    }

    /// Any count other than zero repeats for ever (fractional counts are not kept).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        if repeatCount != 0 { currentBlock?.0.options.insert(.repeat) } else { currentBlock?.0.options.remove(.repeat) }
    }

    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        if repeatAutoreverses { currentBlock?.0.options.insert(.autoreverse) } else { currentBlock?.0.options.remove(.autoreverse) }
    }

    /// Animations here always start from what is on screen.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// Transitions `view`'s content when the block is committed; its look now is the "before".
    /// Call it before changing the view, as iOS requires. `cache` is accepted and needs nothing.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = currentBlock?.1 else { return }
        let kind: ViewTransition.Kind?
        switch transition {
        case .none: kind = nil
        case .flipFromLeft: kind = .flip(axisX: false, positive: true)
        case .flipFromRight: kind = .flip(axisX: false, positive: false)
        case .curlUp: kind = .curlUp
        case .curlDown: kind = .curlDown
        }
        block.transition = kind.map { ViewTransition(view: view, kind: $0) }
    }

    /// Kept until the block ends. On Linux the delegate's methods are given as closures
    /// (`setAnimationWillStart(_:)`, `setAnimationDidStop(_:)`) instead of selectors.
    public class func setAnimationDelegate(_ delegate: Any?) { currentBlock?.1.delegate = delegate }

    /// Replaces `setAnimationWillStart(#selector(animationWillStart(_:context:)))`.
    public class func setAnimationWillStart(_ handler: @escaping (_ animationID: String?, _ context: UnsafeMutableRawPointer?) -> Void) {
        currentBlock?.1.willStart = handler
    }

    /// Replaces `setAnimationDidStop(#selector(animationDidStop(_:finished:context:)))`.
    public class func setAnimationDidStop(
        _ handler: @escaping (_ animationID: String?, _ finished: Bool, _ context: UnsafeMutableRawPointer?) -> Void) {
        currentBlock?.1.didStop = handler
    }
}

/// What a `beginAnimations` block carries besides its timing.
@MainActor final class AnimationBlock {
    let id: String?
    let context: UnsafeMutableRawPointer?
    var transition: ViewTransition?
    var delegate: Any?
    var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?

    init(id: String?, context: UnsafeMutableRawPointer?) {
        self.id = id
        self.context = context
    }
}
