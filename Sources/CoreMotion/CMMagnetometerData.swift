/// A magnetometer sample.
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    public let magneticField: CMMagneticField
    init(magneticField: CMMagneticField, timestamp: Double) {
        self.magneticField = magneticField
        super.init(timestamp: timestamp)
    }
}
