/// What an app delegate hands back to restore a continued activity: responders, as on iOS.
@preconcurrency @MainActor public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ activity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
