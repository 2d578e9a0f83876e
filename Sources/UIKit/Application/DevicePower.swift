import Foundation
import Synchronization

/// Whether a device is still on. A Simulator turns its device off when it goes away (its deinit
/// runs on any thread, hence the atomic), so what the devices of one process share — the radio
/// between them (Multipeer Connectivity) — stops hearing it, and the next test's devices do not
/// find the last test's.
package final class DevicePower: Sendable {
    private let on = Atomic<Bool>(true)
    package init() {}
    package var isOn: Bool { on.load(ordering: .acquiring) }
    package func turnOff() { on.store(false, ordering: .releasing) }
}
