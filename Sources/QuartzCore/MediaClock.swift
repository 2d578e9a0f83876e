import Foundation
import Synchronization

/// The one clock behind `CACurrentMediaTime()`, timers, delayed performs and animations.
/// Live apps read the monotonic system clock; the Simulator switches it to virtual
/// time that moves only when told, so tests are deterministic.
@_spi(OpenUIKit) public enum MediaClock {
    private struct State {
        var virtualNow: CFTimeInterval? = nil
    }
    private static let state = Mutex(State())

    /// Seconds, from an arbitrary origin.
    public static var now: CFTimeInterval {
        if let v = state.withLock({ $0.virtualNow }) { return v }
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) / 1e9
    }

    public static var isVirtual: Bool { state.withLock { $0.virtualNow != nil } }

    /// Starts virtual time at `start` (well away from zero, as a real uptime would be).
    public static func useVirtualTime(startingAt start: CFTimeInterval = 1000) {
        state.withLock { $0.virtualNow = start }
    }

    public static func useRealTime() { state.withLock { $0.virtualNow = nil } }

    /// Moves virtual time forward to `time` (never backward).
    public static func setVirtualTime(_ time: CFTimeInterval) {
        state.withLock { s in
            if let v = s.virtualNow, time > v { s.virtualNow = time }
        }
    }
}

/// The current absolute time, in seconds, on the one clock.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
