import Foundation

extension UIApplication {
    /// The system hands the app an activity the user started elsewhere (Handoff, a universal link, a
    /// search result; on Linux, `Simulator.continueUserActivity(_:)`): the foreground scene's
    /// delegate hears `scene(_:willContinueUserActivityWithType:)` then `scene(_:continue:)`; an app
    /// without scenes, `application(_:willContinueUserActivityWithType:)` then
    /// `application(_:continue:restorationHandler:)`, whose handler makes each responder it is
    /// given `restoreUserActivityState(_:)`.
    package func continueUserActivity(_ activity: NSUserActivity) {
        if usesScenes {
            let scene = connectedScenes.first { $0.activationState == .foregroundActive }
                ?? connectedScenes.first { $0.activationState == .foregroundInactive } ?? connectedScenes.first
            guard let scene, let delegate = scene.delegate else { return }
            delegate.scene(scene, willContinueUserActivityWithType: activity.activityType)
            delegate.scene(scene, continue: activity)
            return
        }
        guard let delegate else { return }
        _ = delegate.application(self, willContinueUserActivityWithType: activity.activityType)
        let handled = delegate.application(self, continue: activity) { responders in
            for r in responders ?? [] { r.restoreUserActivityState(activity) }
        }
        if !handled { uikitLog.info("the app did not continue the activity \(activity.activityType)") }
    }
}
