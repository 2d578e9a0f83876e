/// The Earth's magnetic field with the device's own bias removed, and how sure of it the device is.
public struct CMCalibratedMagneticField: Sendable, Equatable {
    public var field: CMMagneticField
    public var accuracy: CMMagneticFieldCalibrationAccuracy
    public init() { field = CMMagneticField(); accuracy = .uncalibrated }
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) { self.field = field; self.accuracy = accuracy }
}
