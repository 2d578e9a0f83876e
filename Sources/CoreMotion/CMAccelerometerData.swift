/// An accelerometer sample: gravity and the user's acceleration together, in g.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    public let acceleration: CMAcceleration
    init(acceleration: CMAcceleration, timestamp: Double) {
        self.acceleration = acceleration
        super.init(timestamp: timestamp)
    }
}
