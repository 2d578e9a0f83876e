import Foundation
import QuartzCore

/// Delayed performs and timers, ordered by fire time on the one clock.
@MainActor final class Scheduler {
    struct Item {
        let id: Int
        var fireTime: CFTimeInterval
        let target: ObjectIdentifier?
        /// Ambient work (a caret's blink) runs on time but is not work a test waits for.
        let ambient: Bool
        let action: () -> Void
    }

    private var items: [Item] = []
    private var nextID = 0
    /// The device's clock, on which `after:` delays are measured.
    private let clock: MediaClock

    init(clock: MediaClock) { self.clock = clock }

    /// Runs `action` `delay` seconds from now on the device's clock.
    @discardableResult
    func schedule(after delay: TimeInterval, target: AnyObject?, ambient: Bool = false, action: @escaping () -> Void) -> Int {
        schedule(at: clock.now + delay, target: target, ambient: ambient, action: action)
    }

    @discardableResult
    func schedule(at time: CFTimeInterval, target: AnyObject?, ambient: Bool = false, action: @escaping () -> Void) -> Int {
        nextID += 1
        items.append(Item(id: nextID, fireTime: time, target: target.map(ObjectIdentifier.init), ambient: ambient, action: action))
        return nextID
    }

    func cancel(id: Int) { items.removeAll { $0.id == id } }
    func cancel(target: AnyObject) {
        let t = ObjectIdentifier(target)
        items.removeAll { $0.target == t }
    }

    var nextFireTime: CFTimeInterval? { items.map(\.fireTime).min() }
    /// Nothing but ambient work is waiting (`settle` stops here).
    var isEmpty: Bool { items.allSatisfy(\.ambient) }

    /// Runs everything due by `now`, earliest first (same time: in scheduling order).
    func runDue(now: CFTimeInterval) {
        var guardCount = 0
        while guardCount < 10_000 {
            guard let i = items.indices.min(by: { (items[$0].fireTime, items[$0].id) < (items[$1].fireTime, items[$1].id) }),
                  items[i].fireTime <= now else { return }
            let item = items.remove(at: i)
            item.action()
            guardCount += 1
        }
    }
}
