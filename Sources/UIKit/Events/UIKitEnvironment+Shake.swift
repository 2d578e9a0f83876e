import Foundation

// The shake gesture, as iOS delivers it: a motion event to the first responder, or, when nothing
// is first responder, to the frontmost view controller of the key window (so a controller that
// overrides `motionEnded` hears it, as on iOS), and from there up the responder chain.
extension UIKitEnvironment {
    /// The device was shaken: `motionBegan`, then `motionEnded` once the shake is over (a
    /// Simulator's `shake()`, Core Motion's shake, or the live window's shortcut).
    package func deliverShake(_ phase: ShakePhase) {
        guard let receiver = shakeReceiver else { return }
        let event = UIEvent()
        event.type = .motion
        event.subtype = .motionShake
        event.timestamp = clock.now
        switch phase {
        case .began: receiver.motionBegan(.motionShake, with: event)
        case .ended: receiver.motionEnded(.motionShake, with: event)
        case .cancelled: receiver.motionCancelled(.motionShake, with: event)
        }
    }

    private var shakeReceiver: UIResponder? {
        if let firstResponder { return firstResponder }
        guard let window = keyWindow ?? windows.first(where: { !$0.isHidden }) else { return nil }
        var controller = window.rootViewController
        while let presented = controller?.presentedViewController, !presented.isBeingDismissed { controller = presented }
        return controller ?? window
    }
}

/// Where a shake is: it began, it is over, or it stopped short.
package enum ShakePhase: Sendable { case began, ended, cancelled }
