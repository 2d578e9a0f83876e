import Foundation
import UIKit
import CoreMotion

/// The device moved by hand: shaken (the Simulator's Device › Shake) and tilted, as the motion
/// sensors and UIKit's motion events see it.
extension Simulator {
    /// Shakes the device for half a second: the frontmost responder hears
    /// `motionBegan(.motionShake)`, the accelerometer swings side to side, and once the shake is
    /// over the responder hears `motionEnded`.
    public func shake() {
        use()
        DeviceMotion.of(environment).shake(duration: 0.5)
        environment.deliverShake(.began)
        runFrame()
        advance(by: 0.5)
        environment.deliverShake(.ended)
        runFrame()
    }

    /// Turns the device to `pitch` (its top edge up), `roll` (its right edge down) and `yaw`
    /// (anticlockwise from north), in radians, over `duration` seconds of the device's clock. A new
    /// device lies flat, face up (gravity (0, 0, -1)).
    public func tilt(pitch: Double = 0, roll: Double = 0, yaw: Double = 0, duration: TimeInterval = 0.3) {
        use()
        DeviceMotion.of(environment).tilt(pitch: pitch, roll: roll, yaw: yaw, duration: duration)
        advance(by: duration)
    }
}
