import Foundation
import QuartzCore

/// Recent samples of a value over time, for velocities (the last 0.1 s, as UIKit weighs recent motion).
struct VelocityTracker<Value> {
    private var samples: [(time: TimeInterval, value: Value)] = []
    let window: TimeInterval = 0.1

    mutating func add(_ value: Value, at time: TimeInterval) {
        samples.append((time, value))
        // Keep the recent window, but always at least two samples.
        let recent = samples.filter { time - $0.time <= window }
        samples = recent.count >= 2 ? recent : Array(samples.suffix(2))
    }

    mutating func removeAll() { samples = [] }

    /// Change per second between the oldest and newest recent samples.
    func rate(_ delta: (Value, Value) -> CGPoint) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let d = delta(first.value, last.value)
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: d.x / dt, y: d.y / dt)
    }
}
