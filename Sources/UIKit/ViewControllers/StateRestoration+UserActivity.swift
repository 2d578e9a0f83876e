import Foundation

extension StateRestoration {
    /// Before a scene's restoration activity is saved, as iOS does: the activity's delegate hears
    /// `userActivityWillSave(_:)`, then every responder on the scene's windows (views, their
    /// controllers, the scene itself) whose `userActivity` is this one adds its state in
    /// `updateUserActivityState(_:)`.
    static func update(_ activity: NSUserActivity, savedBy scene: UIScene) {
        activity.delegate?.userActivityWillSave(activity)
        var responders: [UIResponder] = [scene]
        for window in (scene as? UIWindowScene)?.windows ?? [] { collectResponders(in: window, into: &responders) }
        for responder in responders where responder.userActivity === activity {
            responder.updateUserActivityState(activity)
        }
        activity.needsSave = false
    }

    /// A view, its controller when it is the controller's view, and everything inside, in order.
    private static func collectResponders(in view: UIView, into list: inout [UIResponder]) {
        list.append(view)
        if let vc = view.next as? UIViewController, vc.viewIfLoaded === view { list.append(vc) }
        for sub in view.subviews { collectResponders(in: sub, into: &list) }
    }
}
