import Foundation

/// Ignoring touches for a while, and finishing work in the background: per device, as each
/// device runs its own launch of the app.
extension UIApplication {
    /// How long iOS lets an app run its background tasks once it is in the background.
    static let backgroundTaskAllowance: TimeInterval = 30

    /// Touches that begin from now until the matching `endIgnoringInteractionEvents()` are dropped
    /// (calls nest). Touches already on the screen go on.
    @available(*, deprecated, message: "Use UIView's isUserInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() {
        UIKitEnvironment.current.launch.ignoringInteractionEvents += 1
    }

    @available(*, deprecated, message: "Use UIView's isUserInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() {
        let launch = UIKitEnvironment.current.launch
        launch.ignoringInteractionEvents = max(0, launch.ignoringInteractionEvents - 1)
    }

    @available(*, deprecated, message: "Use UIView's isUserInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { UIKitEnvironment.current.launch.ignoringInteractionEvents > 0 }

    /// Asks for time to finish work if the app goes to the background: `handler` runs shortly
    /// before that time is up (30 seconds of the device's clock after it went), unless the task
    /// has been ended.
    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        let launch = UIKitEnvironment.current.launch
        launch.lastBackgroundTask += 1
        launch.backgroundTasks[launch.lastBackgroundTask] = handler
        if applicationState == .background { scheduleBackgroundExpiry(on: UIKitEnvironment.current) }
        return UIBackgroundTaskIdentifier(rawValue: launch.lastBackgroundTask)
    }

    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        UIKitEnvironment.current.launch.backgroundTasks[identifier.rawValue] = nil
    }

    /// The time left for background tasks: unbounded while the app is in the foreground.
    public var backgroundTimeRemaining: TimeInterval {
        let device = UIKitEnvironment.current
        guard applicationState == .background, let since = device.launch.backgroundSince else { return .greatestFiniteMagnitude }
        return max(0, Self.backgroundTaskAllowance - (device.clock.now - since))
    }

    /// Going to the background starts the allowance for the tasks still running.
    func expireBackgroundTasks() {
        let device = UIKitEnvironment.current
        device.launch.backgroundSince = device.clock.now
        if !device.launch.backgroundTasks.isEmpty { scheduleBackgroundExpiry(on: device) }
    }

    private func scheduleBackgroundExpiry(on device: UIKitEnvironment) {
        let since = device.launch.backgroundSince ?? device.clock.now
        let due = max(0, Self.backgroundTaskAllowance - (device.clock.now - since))
        _ = device.scheduler.schedule(after: due, target: self) { [weak self] in
            guard let self, self.applicationState == .background else { return }
            let tasks = device.launch.backgroundTasks.sorted { $0.key < $1.key }
            for (_, handler) in tasks { handler?() }
        }
    }
}
