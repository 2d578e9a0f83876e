import Foundation

/// A timer synchronized to the display: its action runs once per frame, before layout and drawing.
///
/// On Linux the selector is an unapplied method reference (PORTING.md):
/// `CADisplayLink(target: self, selector: MyView.step)`. The target is held strongly, as on iOS.
@MainActor open class CADisplayLink {
    private var action: ((CADisplayLink) -> Void)?
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    private var isScheduled = false
    private var lastFire: CFTimeInterval = -.infinity

    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        action = { link in selector(target)(link) }
    }

    public init<T: AnyObject>(target: T, selector: @escaping (T) -> () -> Void) {
        action = { _ in selector(target)() }
    }

    /// Schedules the link. The run loop and mode are accepted for source compatibility; there is one frame loop.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil, !isScheduled else { return }
        isScheduled = true
        CADisplayLink.scheduled.append(self)
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Unschedules the link and releases its target.
    open func invalidate() {
        isScheduled = false
        action = nil
        CADisplayLink.scheduled.removeAll { $0 === self }
    }

    private static var scheduled: [CADisplayLink] = []

    @_spi(OpenUIKit) public static var hasActiveLinks: Bool { scheduled.contains { !$0.isPaused } }

    /// Fires every unpaused link for the frame at `now`, whose next frame is at `next`.
    @_spi(OpenUIKit) public static func fire(now: CFTimeInterval, next: CFTimeInterval) {
        for link in scheduled where !link.isPaused {
            if link.preferredFramesPerSecond > 0 {
                let interval = 1.0 / Double(link.preferredFramesPerSecond)
                if now - link.lastFire < interval - 0.001 { continue }
                link.duration = interval
            } else {
                link.duration = next - now
            }
            link.lastFire = now
            link.timestamp = now
            link.targetTimestamp = next
            link.action?(link)
        }
    }

    @_spi(OpenUIKit) public static func reset() { scheduled = [] }
}
