/// How well the magnetometer is calibrated.
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    case uncalibrated = -1, low, medium, high
}
