import Foundation
import Testing
import UIKit
import UIKitTesting
import CoreMotion

// The motion sensors and the shake, as a spirit level and a "shake to undo" screen use them.

@MainActor @Suite struct CoreMotionTests {
    final class LevelController: UIViewController {
        let motion = CMMotionManager()
        let label = UILabel()
        var samples: [CMAcceleration] = []
        var shakes: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            label.frame = CGRect(x: 20, y: 200, width: 300, height: 30)
            view.addSubview(label)
            motion.accelerometerUpdateInterval = 0.1
            motion.startAccelerometerUpdates(to: .main) { [weak self] data, _ in
                guard let self, let a = data?.acceleration else { return }
                self.samples.append(a)
                self.label.text = String(format: "x %.2f y %.2f z %.2f", a.x, a.y, a.z)
            }
        }

        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { shakes.append("began") }
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake, event?.type == .motion { shakes.append("ended") }
        }
    }

    @Test func aTiltMovesTheLevelAndAShakeReachesTheController() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = LevelController()
        sim.rootViewController = vc
        sim.advance(by: 1)
        #expect(vc.samples.count >= 9 && vc.samples.count <= 11, "ten samples a second: \(vc.samples.count)")
        #expect(vc.label.text == "x 0.00 y -0.00 z -1.00" || vc.label.text == "x 0.00 y 0.00 z -1.00", "\(vc.label.text ?? "")")

        sim.tilt(roll: .pi / 6)
        sim.advance(by: 0.2)
        #expect(vc.label.text == "x 0.50 y -0.00 z -0.87" || vc.label.text == "x 0.50 y 0.00 z -0.87", "\(vc.label.text ?? "")")
        sim.tilt(pitch: .pi / 2)
        sim.advance(by: 0.2)
        #expect(vc.label.text?.hasPrefix("x 0.00 y -1.00") == true, "upright in portrait: \(vc.label.text ?? "")")

        let before = vc.samples.count
        sim.shake()
        #expect(vc.shakes == ["began", "ended"], "nothing is first responder: the frontmost controller hears it")
        let during = vc.samples[before...].map { abs($0.x) }.max() ?? 0
        #expect(during > 1.5, "the accelerometer swings during a shake: \(during)")
        sim.advance(by: 0.3)
        #expect(abs(vc.samples.last!.x) < 0.01)

        vc.motion.stopAccelerometerUpdates()
        let stopped = vc.samples.count
        sim.advance(by: 1)
        #expect(vc.samples.count == stopped && !vc.motion.isAccelerometerActive)
    }

    @Test func deviceMotionSeparatesGravityFromTheUsersAcceleration() throws {
        let sim = Simulator(device: .iPhone15)
        let manager = CMMotionManager()
        manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical)
        sim.tilt(pitch: .pi / 4, yaw: -.pi / 2, duration: 0.5)
        let motion = try #require(manager.deviceMotion)
        #expect(abs(motion.attitude.pitch - .pi / 4) < 1e-9 && abs(motion.gravity.y + sin(.pi / 4)) < 1e-9)
        #expect(abs(motion.heading - 90) < 1e-9, "turned a quarter clockwise: facing east")
        #expect(motion.userAcceleration == CMAcceleration())
        let q = motion.attitude.quaternion
        #expect(abs(q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w - 1) < 1e-9)
        manager.stopDeviceMotionUpdates()
        #expect(manager.deviceMotion == nil)
    }
}
