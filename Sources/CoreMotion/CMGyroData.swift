/// A gyroscope sample.
open class CMGyroData: CMLogItem, @unchecked Sendable {
    public let rotationRate: CMRotationRate
    init(rotationRate: CMRotationRate, timestamp: Double) {
        self.rotationRate = rotationRate
        super.init(timestamp: timestamp)
    }
}
