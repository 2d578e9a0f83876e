import Foundation

/// A device's key-value observations. Without the Objective-C runtime no setter announces a change,
/// so each observation compares its value at every turn of the device's run loop (after timers and
/// main-queue work, before each frame's layout) and reports a change there — soon after the setter,
/// before anything is drawn, where iOS reports it inside the setter.
@MainActor final class KeyValueObservers {
    private var observations: [ObjectIdentifier: Weak] = [:]
    private var order: [ObjectIdentifier] = []

    private struct Weak { weak var observation: NSKeyValueObservation? }

    func add(_ o: NSKeyValueObservation) {
        let id = ObjectIdentifier(o)
        observations[id] = Weak(observation: o)
        order.append(id)
    }

    func remove(_ o: NSKeyValueObservation) {
        let id = ObjectIdentifier(o)
        observations[id] = nil
        order.removeAll { $0 == id }
    }

    var isEmpty: Bool { order.isEmpty }

    /// Compares every observed value (a handler may change what another observes: a few rounds).
    func poll() {
        guard !order.isEmpty else { return }
        for _ in 0..<4 {
            var changed = false
            for id in order {
                guard let o = observations[id]?.observation else { observations[id] = nil; continue }
                if o.check() { changed = true }
            }
            order.removeAll { observations[$0] == nil }
            if !changed { break }
        }
    }
}
