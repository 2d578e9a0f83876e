import Foundation
import UIKit

/// A device's motion sensors, as a test moves the device: how it is tilted (pitch, roll, yaw) and
/// the acceleration a shake gives it. Samples are what the sensors read at a moment of the
/// device's clock; the motion managers of the app sample them at their intervals. A new device
/// lies flat, face up, pointing north. Each device has its own.
@preconcurrency @MainActor package final class DeviceMotion {
    package unowned let environment: UIKitEnvironment
    /// The attitude a tilt moves towards, and when the tilt began and ends.
    private var from = (pitch: 0.0, roll: 0.0, yaw: 0.0)
    private var to = (pitch: 0.0, roll: 0.0, yaw: 0.0)
    private var tiltStart: Double = 0
    private var tiltEnd: Double = 0
    /// A shake: when it began and how long it lasts.
    private var shakeStart: Double?
    private var shakeDuration: Double = 0
    /// The shake's frequency (Hz) and peak acceleration (g), a brisk shake of a phone.
    static let shakeFrequency = 4.0
    static let shakePeak = 2.5

    init(environment: UIKitEnvironment) { self.environment = environment }

    package static func of(_ environment: UIKitEnvironment) -> DeviceMotion {
        environment.service(DeviceMotion.self) { DeviceMotion(environment: $0) }
    }

    private var now: Double { environment.clock.now }

    /// Turns the device to `pitch`, `roll` and `yaw` (radians) over `duration` seconds.
    package func tilt(pitch: Double, roll: Double, yaw: Double, duration: Double) {
        let current = attitude(at: now)
        from = (current.pitch, current.roll, current.yaw)
        to = (pitch, roll, yaw)
        tiltStart = now
        tiltEnd = now + max(duration, 0)
    }

    /// The device is shaken side to side for `duration` seconds.
    package func shake(duration: Double) {
        shakeStart = now
        shakeDuration = duration
    }

    func attitude(at t: Double) -> (pitch: Double, roll: Double, yaw: Double) {
        guard t < tiltEnd, tiltEnd > tiltStart else { return to }
        let f = max(0, (t - tiltStart) / (tiltEnd - tiltStart))
        let s = f * f * (3 - 2 * f)
        return (from.pitch + (to.pitch - from.pitch) * s, from.roll + (to.roll - from.roll) * s, from.yaw + (to.yaw - from.yaw) * s)
    }

    /// Gravity in the device's frame for an attitude: (0, 0, -1) lying face up.
    static func gravity(pitch: Double, roll: Double) -> CMAcceleration {
        CMAcceleration(x: sin(roll) * cos(pitch), y: -sin(pitch), z: -cos(pitch) * cos(roll))
    }

    func userAcceleration(at t: Double) -> CMAcceleration {
        guard let start = shakeStart, t >= start, t <= start + shakeDuration else { return CMAcceleration() }
        let phase = 2 * Double.pi * Self.shakeFrequency * (t - start)
        return CMAcceleration(x: Self.shakePeak * sin(phase), y: 0, z: 0)
    }

    func rotationRate(at t: Double) -> CMRotationRate {
        let dt = 0.01
        let a = attitude(at: t - dt), b = attitude(at: t)
        return CMRotationRate(x: (b.pitch - a.pitch) / dt, y: (b.roll - a.roll) / dt, z: (b.yaw - a.yaw) / dt)
    }

    /// The Earth's field (about 45 µT, dipping 60°) seen by the device at its yaw.
    func magneticField(at t: Double) -> CMMagneticField {
        let yaw = attitude(at: t).yaw
        return CMMagneticField(x: -22.5 * sin(yaw), y: 22.5 * cos(yaw), z: -39)
    }

    func accelerometer() -> CMAccelerometerData {
        let t = now, a = attitude(at: t), g = Self.gravity(pitch: a.pitch, roll: a.roll), u = userAcceleration(at: t)
        return CMAccelerometerData(acceleration: CMAcceleration(x: g.x + u.x, y: g.y + u.y, z: g.z + u.z), timestamp: t)
    }

    func gyro() -> CMGyroData { CMGyroData(rotationRate: rotationRate(at: now), timestamp: now) }

    func magnetometer() -> CMMagnetometerData { CMMagnetometerData(magneticField: magneticField(at: now), timestamp: now) }

    func deviceMotion(reference: CMAttitudeReferenceFrame) -> CMDeviceMotion {
        let t = now, a = attitude(at: t)
        let northReferenced = reference.contains(.xMagneticNorthZVertical) || reference.contains(.xTrueNorthZVertical)
        let heading = northReferenced ? ((-a.yaw * 180 / .pi).truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) : -1
        return CMDeviceMotion(attitude: CMAttitude(roll: a.roll, pitch: a.pitch, yaw: a.yaw), rotationRate: rotationRate(at: t),
                              gravity: Self.gravity(pitch: a.pitch, roll: a.roll), userAcceleration: userAcceleration(at: t),
                              magneticField: CMCalibratedMagneticField(field: magneticField(at: t), accuracy: .high),
                              heading: heading, timestamp: t)
    }
}
