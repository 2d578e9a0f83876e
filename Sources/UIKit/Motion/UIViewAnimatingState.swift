import Foundation

/// A property animator's state: not started (or done), started (running or paused), or stopped
/// and waiting for `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active = 1, stopped = 2
}
