/// The device's motion with the sensors fused: attitude, rotation, gravity apart from the user's acceleration.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    public let attitude: CMAttitude
    public let rotationRate: CMRotationRate
    public let gravity: CMAcceleration
    public let userAcceleration: CMAcceleration
    public let magneticField: CMCalibratedMagneticField
    /// Degrees from the reference frame's north (with a north-referenced frame), else -1.
    public let heading: Double
    public let sensorLocation: CMDeviceMotion.SensorLocation

    public enum SensorLocation: Int, Sendable { case `default` = 0, headphoneLeft, headphoneRight }

    init(attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration, userAcceleration: CMAcceleration,
         magneticField: CMCalibratedMagneticField, heading: Double, timestamp: Double) {
        self.attitude = attitude
        self.rotationRate = rotationRate
        self.gravity = gravity
        self.userAcceleration = userAcceleration
        self.magneticField = magneticField
        self.heading = heading
        sensorLocation = .default
        super.init(timestamp: timestamp)
    }
}
