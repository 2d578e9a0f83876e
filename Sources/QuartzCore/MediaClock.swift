import Foundation
import Synchronization

/// One device's clock, behind `CACurrentMediaTime()`, its timers, delayed performs and animations.
/// A live device reads the monotonic system clock; a Simulator's is virtual and moves only when
/// told, so tests are deterministic. Each device owns one: moving or restarting it touches no other.
package final class MediaClock: Sendable {
    private let virtualNow: Mutex<CFTimeInterval?>
    /// The calendar date at one instant of this clock: the device's wall clock runs with it.
    private let wallOrigin: Mutex<(date: Date, time: CFTimeInterval)>

    /// A real clock, or (with `virtualStart`) a virtual one starting there.
    public init(virtualStart: CFTimeInterval? = nil) {
        virtualNow = Mutex(virtualStart)
        wallOrigin = Mutex((Date(), virtualStart ?? MediaClock.systemUptime))
    }

    /// The date and time the device's clock shows: the real one when the device is made, moving
    /// with this clock afterwards (so with the virtual time of a Simulator, which can also set it).
    public var date: Date {
        let origin = wallOrigin.withLock { $0 }
        return origin.date.addingTimeInterval(now - origin.time)
    }

    /// The device's clock shows `date` now (a Simulator's `date`; a live device's is the system's).
    public func setDate(_ date: Date) {
        let time = now
        wallOrigin.withLock { $0 = (date, time) }
    }

    /// Seconds, from an arbitrary origin.
    public var now: CFTimeInterval {
        if let v = virtualNow.withLock({ $0 }) { return v }
        return MediaClock.systemUptime
    }

    public var isVirtual: Bool { virtualNow.withLock { $0 != nil } }

    /// Starts virtual time at `start` (well away from zero, as a real uptime would be).
    public func useVirtualTime(startingAt start: CFTimeInterval = 1000) {
        virtualNow.withLock { $0 = start }
    }

    public func useRealTime() { virtualNow.withLock { $0 = nil } }

    /// Moves virtual time forward to `time` (never backward).
    public func setVirtualTime(_ time: CFTimeInterval) {
        virtualNow.withLock { v in
            if let old = v, time > old { v = time }
        }
    }

    private static var systemUptime: CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) / 1e9
    }

    // MARK: The device the code runs for

    /// The clock of the device the code runs for (the one a Simulator call made current; a live
    /// app has one device). Process-wide, as `CACurrentMediaTime()` takes no device: any thread
    /// may ask, so it is kept behind a lock rather than on the main actor.
    private static let currentClock = Mutex(MediaClock())

    public static var current: MediaClock {
        get { currentClock.withLock { $0 } }
        set { currentClock.withLock { $0 = newValue } }
    }

    /// The current device's time.
    public static var now: CFTimeInterval { current.now }
}

/// The current absolute time, in seconds, on the clock of the device the code runs for.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
