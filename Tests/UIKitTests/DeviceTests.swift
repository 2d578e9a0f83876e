import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller whose orientations a test changes, recording the rotation callbacks in order.
final class TurningController: UIViewController {
    var supported: UIInterfaceOrientationMask = .allButUpsideDown
    var log: [String] = []
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("willTransition vertical \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
        coordinator.animate(alongsideTransition: { context in
            let angle = atan2(context.targetTransform.b, context.targetTransform.a)
            self.log.append("alongside bounds \(Int(self.view.bounds.width)) turn \(Int((angle * 180 / .pi).rounded())) animated \(context.isAnimated)")
        }, completion: { _ in self.log.append("completion") })
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange")
    }
}

@MainActor @Suite(.serialized) struct DeviceTests {
    @Test func theDeviceSaysWhatItIs() {
        let phone = Simulator(device: .iPhone15)
        let device = UIDevice.current
        #expect(device.name == "iPhone" && device.model == "iPhone" && device.localizedModel == "iPhone")
        #expect(device.systemName == "iOS" && device.systemVersion == "17.0", "no Info.plist names a deployment target")
        #expect(device.userInterfaceIdiom == .phone && device.isMultitaskingSupported)
        let vendorID = device.identifierForVendor
        #expect(vendorID != nil && vendorID == UIDevice.current.identifierForVendor, "stable")
        #expect(vendorID?.uuidString.dropFirst(14).first == "5", "a version 5 UUID: \(String(describing: vendorID))")

        let pad = Simulator(device: .iPadPro11)
        #expect(UIDevice.current !== device, "each device has its own")
        #expect(UIDevice.current.model == "iPad" && UIDevice.current.systemName == "iPadOS" && UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.identifierForVendor != vendorID, "another device, another identifier")
        _ = phone
        _ = pad
    }

    @Test func theSystemVersionIsTheDeploymentTargetThePortWroteIntoInfoPlist() throws {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        let values: [String: Any] = ["MinimumOSVersion": "12.1", "CFBundleIdentifier": "org.example.Recipes"]
        try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0).write(to: plist)
        let sim = Simulator(device: .iPhone15)
        sim.launch(Delegate(), infoPlist: plist)
        #expect(UIDevice.current.systemVersion == "12.1")
        let recipes = UIDevice.current.identifierForVendor
        #expect(recipes != nil)
    }

    @Test func turningTheDevicePostsItsOrientationBeforeTheInterfaceTurns() {
        let sim = Simulator(device: .iPhone15)
        let vc = TurningController()
        sim.rootViewController = vc
        sim.settle()
        let device = UIDevice.current
        #expect(device.orientation == .portrait)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        var heard: [UIDeviceOrientation] = []
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil) { _ in
            MainActor.assumeIsolated {
                heard.append(UIDevice.current.orientation)
                vc.log.append("orientationDidChange")
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        sim.environment.rotate(to: .landscapeLeft)
        #expect(vc.log == ["orientationDidChange", "willTransition vertical compact", "viewWillTransition 852x393",
                           "alongside bounds 852 turn -90 animated true", "traitCollectionDidChange"],
                "iOS's order, the alongside block inside the animation with the new bounds: \(vc.log)")
        sim.advance(by: 0.15)
        #expect(!vc.log.contains("completion"), "the completion waits for the rotation's end")
        sim.advance(by: 0.3)
        #expect(vc.log.last == "completion")
        #expect(heard == [.landscapeLeft] && sim.screen.bounds.width == 852)
        #expect(sim.window.windowScene?.interfaceOrientation == .landscapeRight, "the interface is mirrored from the device")

        // Face up: the device says so, the interface stays as it was.
        vc.log = []
        sim.rotate(to: .faceUp)
        #expect(device.orientation == .faceUp && device.orientation.isFlat && !device.orientation.isValidInterfaceOrientation)
        #expect(heard.last == .faceUp && sim.screen.bounds.width == 852 && vc.log == ["orientationDidChange"])
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func anInterfaceThatMayNotTurnWaitsForTheControllerToAllowIt() {
        let sim = Simulator(device: .iPhone15)
        let vc = TurningController()
        vc.supported = .portrait
        sim.rootViewController = vc
        sim.settle()
        sim.rotate(to: .landscapeLeft)
        #expect(UIDevice.current.orientation == .landscapeLeft && sim.screen.bounds.width == 393, "the device turned, the interface did not")
        #expect(vc.log.isEmpty)

        vc.supported = .allButUpsideDown
        vc.setNeedsUpdateOfSupportedInterfaceOrientations()
        sim.settle()
        #expect(sim.screen.bounds.width == 852, "it turns to the device once allowed")
        #expect(vc.log.contains("viewWillTransition 852x393"))

        // No longer allowed: the interface leaves landscape though the device stays there.
        vc.supported = .portrait
        vc.setNeedsUpdateOfSupportedInterfaceOrientations()
        sim.settle()
        #expect(sim.screen.bounds.width == 393 && UIDevice.current.orientation == .landscapeLeft)

        // The deprecated way to ask again.
        vc.supported = .landscape
        UIViewController.attemptRotationToDeviceOrientation()
        sim.settle()
        #expect(sim.screen.bounds.width == 852)
    }

    @Test func aSceneAsksForAnOrientationAndHearsUIKitsError() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = TurningController()
        vc.supported = .portrait
        sim.rootViewController = vc
        sim.settle()
        let scene = try #require(sim.window.windowScene)
        var errors: [NSError] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { errors.append($0 as NSError) }
        #expect(errors.count == 1 && errors.first?.domain == "UISceneErrorDomain" && errors.first?.code == 101)
        #expect(errors.first?.localizedDescription == "None of the requested orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait")
        #expect(sim.screen.bounds.width == 393)

        vc.supported = .allButUpsideDown
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { errors.append($0 as NSError) }
        sim.settle()
        #expect(errors.count == 1 && sim.screen.bounds.width == 852 && scene.interfaceOrientation == .landscapeRight,
                "the interface turns though the device is held upright")
        #expect(UIDevice.current.orientation == .portrait)
    }

    @Test func batteryAndProximityReadAsDocumented() {
        let sim = Simulator(device: .iPhone15)
        let device = UIDevice.current
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown, "not monitored")
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 1 && device.batteryState == .full)
        var heard: [Notification.Name] = []
        let names = [UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification, UIDevice.proximityStateDidChangeNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: device, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { heard.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        sim.setBattery(level: 0.2, state: .unplugged)
        #expect(device.batteryLevel == 0.2 && device.batteryState == .unplugged)
        #expect(heard == [UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification])

        #expect(!device.proximityState)
        sim.setProximity(near: true)
        #expect(!device.proximityState && heard.count == 2, "not heard until monitored")
        device.isProximityMonitoringEnabled = true
        sim.setProximity(near: true)
        #expect(device.proximityState && heard.last == UIDevice.proximityStateDidChangeNotification)

        _ = Simulator(device: .iPadPro11)
        UIDevice.current.isProximityMonitoringEnabled = true
        #expect(!UIDevice.current.isProximityMonitoringEnabled, "an iPad has no proximity sensor")
    }

    @Test func anInputViewThatClicksPlaysTheKeyboardClick() {
        final class Pad: UIView, UIInputViewAudioFeedback {
            var enableInputClicksWhenVisible: Bool { true }
        }
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let clicking = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let pad = Pad(frame: CGRect(x: 0, y: 0, width: 393, height: 260))
        let key = UIButton(frame: CGRect(x: 10, y: 10, width: 60, height: 44))
        pad.addSubview(key)
        clicking.inputView = pad
        let silent = UITextField(frame: CGRect(x: 20, y: 160, width: 200, height: 40))
        silent.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 260))
        vc.view.addSubview(clicking)
        vc.view.addSubview(silent)
        sim.rootViewController = vc
        sim.settle()
        UIDevice.current.playInputClick()
        #expect(sim.playedSystemSounds.isEmpty, "no input view shows")
        sim.tap(on: silent)
        sim.settle()
        UIDevice.current.playInputClick()
        #expect(sim.playedSystemSounds.isEmpty, "the input view does not enable clicks")
        sim.tap(on: clicking)
        sim.settle()
        key.addAction(UIAction { _ in UIDevice.current.playInputClick() }, for: .touchUpInside)
        sim.tap(on: key)
        #expect(sim.playedSystemSounds.map(\.soundID) == [1104], "a key of the pad plays the click")
    }
}
