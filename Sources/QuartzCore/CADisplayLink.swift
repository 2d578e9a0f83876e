import Foundation

/// A timer synchronized to the display: its action runs once per frame, before layout and drawing.
///
/// On Linux the selector is an unapplied method reference (PORTING.md):
/// `CADisplayLink(target: self, selector: MyView.step)`. The target is held strongly, as on iOS.
@preconcurrency @MainActor open class CADisplayLink {
    private var action: ((CADisplayLink) -> Void)?
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    private var lastFire: CFTimeInterval = -.infinity
    /// For a link the library runs itself: whether its action in the frame at a time runs code of the
    /// app's (a completion block). Nil, any link's: it may. Frames whose code cannot change what the
    /// screen shows before they composite may leave their painting for later.
    package var runsAppCode: ((CFTimeInterval) -> Bool)?

    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        action = { link in selector(target)(link) }
    }

    public init<T: AnyObject>(target: T, selector: @escaping (T) -> () -> Void) {
        action = { _ in selector(target)() }
    }

    /// Schedules the link on the device the code runs for, whose frames it then follows. The run
    /// loop and mode are accepted for source compatibility: a device has one frame loop.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil, pipeline == nil else { return }
        pipeline = FramePipeline.current
        pipeline?.schedule(self)
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Unschedules the link and releases its target.
    open func invalidate() {
        action = nil
        pipeline?.unschedule(self)
        pipeline = nil
    }

    /// Runs `block` at the end of the frame the link fires in, once the frame is composited, with
    /// the animations' delegate calls: for a link the library runs itself, whose action ends
    /// animations that report their end as Core Animation does, after the frame that shows it.
    package func afterThisFrame(_ block: @escaping () -> Void) {
        (pipeline ?? FramePipeline.current).deferToFrameEnd(block)
    }

    /// The device whose frames the link follows, once added.
    private weak var pipeline: FramePipeline?

    /// Runs the action for the frame at `now`, whose next frame is at `next` (honouring
    /// `preferredFramesPerSecond`).
    func fire(now: CFTimeInterval, next: CFTimeInterval) {
        if preferredFramesPerSecond > 0 {
            let interval = 1.0 / Double(preferredFramesPerSecond)
            if now - lastFire < interval - 0.001 { return }
            duration = interval
        } else {
            duration = next - now
        }
        lastFire = now
        timestamp = now
        targetTimestamp = next
        action?(self)
    }
}
