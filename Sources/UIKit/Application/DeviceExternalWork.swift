import Foundation

/// Work a device waits for that happens outside OpenUIKit's run loop: a web engine's pages load,
/// run their scripts and draw in processes of their own. A framework keeps such an object as one of
/// the device's services (`UIKitEnvironment.service`); every turn of the device's run loop lets it
/// deliver what is done.
@MainActor package protocol DeviceExternalWork: AnyObject {
    /// Delivers what the outside has done. With `waitingUntilQuiet` (a device on a virtual clock),
    /// first waits on the real clock, within a limit, until nothing it started is still under way,
    /// so that a test sees a page load, a script or a redraw as done within the turn it started in.
    func deliver(waitingUntilQuiet: Bool)
    /// Whether something is under way that a live device keeps running frames for.
    var isBusy: Bool { get }
}

extension UIKitEnvironment {
    /// The device's services that do work outside its run loop.
    var externalWork: [DeviceExternalWork] { services.values.compactMap { $0 as? DeviceExternalWork } }

    /// Lets each outside worker deliver what it has done (and, on a virtual clock, finish first).
    func deliverExternalWork() {
        for work in externalWork { work.deliver(waitingUntilQuiet: clock.isVirtual) }
    }
}
