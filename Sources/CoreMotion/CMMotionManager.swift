import Foundation
import UIKit

/// The accelerometer, gyroscope, magnetometer and fused device motion, read by polling (`start…Updates()`
/// then the `…Data` property) or pushed to a handler at an interval on the device's clock. Under a
/// Simulator the device moves as the test tilts and shakes it (`Simulator.tilt`, `shake()`).
@preconcurrency @MainActor open class CMMotionManager: NSObject {
    private let device: DeviceMotion
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var showsDeviceMovementDisplay = false
    open private(set) var attitudeReferenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical

    private var active: [Sensor: Int] = [:]
    private enum Sensor { case accelerometer, gyro, magnetometer, deviceMotion }

    public override init() {
        device = DeviceMotion.of(UIKitEnvironment.current)
        super.init()
    }

    open var isAccelerometerAvailable: Bool { true }
    open var isGyroAvailable: Bool { true }
    open var isMagnetometerAvailable: Bool { true }
    open var isDeviceMotionAvailable: Bool { true }
    open var isAccelerometerActive: Bool { active[.accelerometer] != nil }
    open var isGyroActive: Bool { active[.gyro] != nil }
    open var isMagnetometerActive: Bool { active[.magnetometer] != nil }
    open var isDeviceMotionActive: Bool { active[.deviceMotion] != nil }
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame {
        [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical, .xTrueNorthZVertical]
    }

    /// The latest samples, while the sensor is on (nil before it is started).
    open var accelerometerData: CMAccelerometerData? { isAccelerometerActive ? device.accelerometer() : nil }
    open var gyroData: CMGyroData? { isGyroActive ? device.gyro() : nil }
    open var magnetometerData: CMMagnetometerData? { isMagnetometerActive ? device.magnetometer() : nil }
    open var deviceMotion: CMDeviceMotion? { isDeviceMotionActive ? device.deviceMotion(reference: attitudeReferenceFrame) : nil }

    open func startAccelerometerUpdates() { start(.accelerometer, interval: { 0 }, handler: nil) }
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        start(.accelerometer, interval: { [unowned self] in accelerometerUpdateInterval }) { [unowned self] in
            let sample = device.accelerometer()
            deliver(on: queue) { handler(sample, nil) }
        }
    }
    open func stopAccelerometerUpdates() { stop(.accelerometer) }

    open func startGyroUpdates() { start(.gyro, interval: { 0 }, handler: nil) }
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        start(.gyro, interval: { [unowned self] in gyroUpdateInterval }) { [unowned self] in
            let sample = device.gyro()
            deliver(on: queue) { handler(sample, nil) }
        }
    }
    open func stopGyroUpdates() { stop(.gyro) }

    open func startMagnetometerUpdates() { start(.magnetometer, interval: { 0 }, handler: nil) }
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        start(.magnetometer, interval: { [unowned self] in magnetometerUpdateInterval }) { [unowned self] in
            let sample = device.magnetometer()
            deliver(on: queue) { handler(sample, nil) }
        }
    }
    open func stopMagnetometerUpdates() { stop(.magnetometer) }

    open func startDeviceMotionUpdates() { startDeviceMotionUpdates(using: .xArbitraryZVertical) }
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
        attitudeReferenceFrame = referenceFrame
        start(.deviceMotion, interval: { 0 }, handler: nil)
    }
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        startDeviceMotionUpdates(using: .xArbitraryZVertical, to: queue, withHandler: handler)
    }
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {
        attitudeReferenceFrame = referenceFrame
        start(.deviceMotion, interval: { [unowned self] in deviceMotionUpdateInterval }) { [unowned self] in
            let sample = device.deviceMotion(reference: attitudeReferenceFrame)
            deliver(on: queue) { handler(sample, nil) }
        }
    }
    open func stopDeviceMotionUpdates() { stop(.deviceMotion) }

    // MARK: Sampling on the device's clock

    /// Turns a sensor on; with a handler, samples go to it every interval (at least 10 ms, as iOS's
    /// fastest rate) until the sensor is stopped. Sampling is ambient work: `settle` does not wait for it.
    private func start(_ sensor: Sensor, interval: @escaping () -> TimeInterval, handler: (() -> Void)?) {
        stop(sensor)
        active[sensor] = -1
        guard let handler else { return }
        func next() {
            active[sensor] = device.environment.scheduleSystemWork(after: max(interval(), 0.01), ambient: true) { [weak self] in
                guard let self, self.active[sensor] != nil else { return }
                handler()
                next()
            }
        }
        next()
    }

    private func stop(_ sensor: Sensor) {
        if let work = active.removeValue(forKey: sensor), work >= 0 { device.environment.cancelSystemWork(work) }
    }

    /// The main queue's handler runs at once, in the frame that sampled (it is the main thread);
    /// another queue gets an operation.
    private func deliver(on queue: OperationQueue, _ call: @escaping () -> Void) {
        if queue === OperationQueue.main { call(); return }
        let box = UncheckedCall(call)
        queue.addOperation { box.call() }
    }

    isolated deinit {
        for sensor in Array(active.keys) { stop(sensor) }
    }
}

/// A call handed to another queue, as Core Motion hands samples over.
private final class UncheckedCall: @unchecked Sendable {
    let call: () -> Void
    init(_ call: @escaping () -> Void) { self.call = call }
}
