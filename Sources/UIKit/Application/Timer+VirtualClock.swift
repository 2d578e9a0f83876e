import Foundation
import QuartzCore

// Foundation's timers on the Simulator's virtual clock. These overloads have Foundation's own
// signatures, marked disfavored: a file that imports UIKit (and not Foundation directly, the iOS
// norm) gets them, and they behave exactly as Foundation's do in a live app; a file that also
// imports Foundation itself gets Foundation's, which run on the real clock (Docs/Porting.md).

extension Timer {
    /// Creates a timer and schedules it on the current run loop in the default mode.
    ///
    /// In a `Simulator`'s test code it fires on the virtual clock: a 0.5 s timer fires when the
    /// test advances 0.5 s.
    @_disfavoredOverload
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        // Timer(timeInterval:…) on Linux is due at once; iOS's scheduled timer fires after the interval.
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
        schedule(timer)
        return timer
    }

    /// The Linux form of `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: the
    /// selector is a method reference, `ViewController.tick`, whose method takes the timer. As on
    /// iOS, the timer keeps a strong reference to `target` until it is invalidated.
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> (Timer) -> Void,
                                                        userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = TargetTimer(interval: ti, target: target, userInfo: userInfo, repeats: yesOrNo) { target, timer in
            selector(target as! Target)(timer)
        }
        schedule(timer)
        return timer
    }

    /// The same, for a method that takes no argument (`@objc func tick()` on iOS).
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> () -> Void,
                                                        userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = TargetTimer(interval: ti, target: target, userInfo: userInfo, repeats: yesOrNo) { target, _ in
            selector(target as! Target)()
        }
        schedule(timer)
        return timer
    }

    /// On the Simulator's clock from its test thread, else on this thread's run loop.
    static func schedule(_ timer: Timer) {
        if let queue = MainQueue.activeOnThisThread {
            queue.schedule(timer)
        } else {
            FoundationScheduling.add(timer, to: RunLoop.current, forMode: .default)
        }
    }
}

/// A timer that calls a method on a target it holds, with the `userInfo` it was made with.
private final class TargetTimer: Timer {
    private var target: AnyObject?
    private let info: Any?

    init(interval: TimeInterval, target: AnyObject, userInfo: Any?, repeats: Bool,
         action: @escaping (AnyObject, Timer) -> Void) {
        self.target = target
        info = userInfo
        let call = UncheckedAction(action: action)
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { timer in
            guard let target = (timer as? TargetTimer)?.target else { return }
            call.action(target, timer)
        }
    }

    override var userInfo: Any? { info }

    override func invalidate() {
        super.invalidate()
        target = nil
    }
}

private struct UncheckedAction: @unchecked Sendable { let action: (AnyObject, Timer) -> Void }

extension RunLoop {
    /// Registers `timer` with this run loop; in a `Simulator`'s test code, with its virtual clock.
    @_disfavoredOverload
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if let queue = MainQueue.activeOnThisThread {
            queue.schedule(timer)
        } else {
            FoundationScheduling.add(timer, to: self, forMode: mode)
        }
    }

    /// Schedules `block` to run on this run loop; in a `Simulator`'s test code, in its next `advance`.
    @_disfavoredOverload
    public func perform(_ block: @escaping @Sendable () -> Void) {
        if let queue = MainQueue.activeOnThisThread {
            queue.enqueue(block)
        } else {
            FoundationScheduling.perform(on: self, block)
        }
    }
}

extension OperationQueue {
    /// Adds `block` as an operation; `OperationQueue.main`'s run in a `Simulator`'s next `advance`.
    @_disfavoredOverload
    public func addOperation(_ block: @escaping @Sendable () -> Void) {
        if self === OperationQueue.main, let queue = MainQueue.active {
            queue.enqueue(block)
        } else {
            FoundationScheduling.addOperation(to: self, block)
        }
    }
}
