import Foundation

/// Told about an activity's saving and continuation (Foundation's protocol, which Linux's
/// Foundation lacks). Every member is optional.
@preconcurrency @MainActor public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be saved: bring its user info up to date.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
