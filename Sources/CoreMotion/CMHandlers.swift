/// What an accelerometer update calls on its queue.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// What a gyroscope update calls.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// What a magnetometer update calls.
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
/// What a device-motion update calls.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
