import Foundation

/// An observation made by `observe(_:options:changeHandler:)`: it lasts while the app keeps it,
/// until `invalidate()`.
@preconcurrency @MainActor public final class NSKeyValueObservation: NSObject {
    /// Checks the value and reports a change; false once the object is gone.
    let check: () -> Bool
    private(set) var isValid = true
    private weak var device: UIKitEnvironment?

    init(device: UIKitEnvironment, check: @escaping () -> Bool) {
        self.check = check
        self.device = device
        super.init()
        device.keyValueObservers.add(self)
    }

    /// Stops the observation: its handler runs no more.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        device?.keyValueObservers.remove(self)
    }

    isolated deinit { invalidate() }
}
