import Foundation

/// Which way the device is turned: roll (about y), pitch (about x) and yaw (about z), in radians.
open class CMAttitude: NSObject, NSCopying, @unchecked Sendable {
    public private(set) var roll: Double
    public private(set) var pitch: Double
    public private(set) var yaw: Double

    init(roll: Double, pitch: Double, yaw: Double) {
        self.roll = roll
        self.pitch = pitch
        self.yaw = yaw
    }

    /// The rotation matrix of yaw, then pitch, then roll (Z-X-Y, as Core Motion composes them).
    open var rotationMatrix: CMRotationMatrix {
        let cr = cos(roll), sr = sin(roll), cp = cos(pitch), sp = sin(pitch), cy = cos(yaw), sy = sin(yaw)
        return CMRotationMatrix(m11: cr * cy - sr * sp * sy, m12: cr * sy + sr * sp * cy, m13: -sr * cp,
                                m21: -cp * sy, m22: cp * cy, m23: sp,
                                m31: sr * cy + cr * sp * sy, m32: sr * sy - cr * sp * cy, m33: cr * cp)
    }

    open var quaternion: CMQuaternion {
        let m = rotationMatrix
        let w = sqrt(max(0, 1 + m.m11 + m.m22 + m.m33)) / 2
        guard w > 1e-6 else { return CMQuaternion(x: 1, y: 0, z: 0, w: 0) }
        return CMQuaternion(x: (m.m23 - m.m32) / (4 * w), y: (m.m31 - m.m13) / (4 * w), z: (m.m12 - m.m21) / (4 * w), w: w)
    }

    /// This attitude relative to `attitude` (its angles less the other's).
    open func multiply(byInverseOf attitude: CMAttitude) {
        roll -= attitude.roll
        pitch -= attitude.pitch
        yaw -= attitude.yaw
    }

    open func copy(with zone: NSZone? = nil) -> Any { CMAttitude(roll: roll, pitch: pitch, yaw: yaw) }
}
