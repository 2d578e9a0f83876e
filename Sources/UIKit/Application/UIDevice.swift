import Foundation

/// The device the app runs on: what it is, which way it is held, its battery and proximity sensor.
/// Each device (a live window, each `Simulator`) has its own; `UIDevice.current` is the current one's.
///
/// Fixed values, as on a device the app has no entitlements on: `name` is the model ("iPhone",
/// "iPad"), as iOS 16 and later give it; `systemVersion` is the iOS version the project targets
/// (Info.plist's `MinimumOSVersion`, which `uikit-port` writes from `IPHONEOS_DEPLOYMENT_TARGET`),
/// "17.0" when it names none. The battery reads `.unknown`/-1 until monitoring is enabled, then a
/// full battery on its charger (`.full`, 1.0) unless a `Simulator` sets it.
@preconcurrency @MainActor open class UIDevice: NSObject {
    /// How the battery is doing.
    public enum BatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }

    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// The device the code runs on.
    public class var current: UIDevice { UIKitEnvironment.current.device }

    private unowned let environment: UIKitEnvironment

    init(environment: UIKitEnvironment) {
        self.environment = environment
        super.init()
    }

    private var idiom: UIUserInterfaceIdiom { environment.screen.profile.idiom }

    open var name: String { model }
    open var model: String { idiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    /// "iOS", or "iPadOS" on an iPad (as since iPadOS 15).
    open var systemName: String { idiom == .pad ? "iPadOS" : "iOS" }
    open var systemVersion: String {
        (UIApplication.shared.info?.values["MinimumOSVersion"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "17.0"
    }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { idiom }
    open var isMultitaskingSupported: Bool { true }

    /// The same for every app of one vendor (bundle identifiers that differ only in their last part)
    /// on this device model, and stable from launch to launch.
    open var identifierForVendor: UUID? {
        let bundle = UIApplication.shared.info?.values["CFBundleIdentifier"] as? String ?? "org.openuikit.app"
        let vendor = bundle.split(separator: ".").dropLast().joined(separator: ".")
        return Self.stableUUID(environment.screen.profile.name + "/" + vendor)
    }

    // MARK: Orientation

    /// Which way the device is held. UIKit follows the device to turn the interface, so it is known
    /// whether or not the app asked for notifications.
    open var orientation: UIDeviceOrientation { environment.deviceOrientation }
    private var orientationRequests = 0
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }
    open func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }
    open func endGeneratingDeviceOrientationNotifications() { orientationRequests = max(0, orientationRequests - 1) }

    /// The device was turned: `orientationDidChangeNotification` goes out before the interface turns.
    func orientationChanged() {
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }

    // MARK: Battery

    open var isBatteryMonitoringEnabled = false
    private var battery: (level: Float, state: BatteryState) = (1, .full)
    /// 0 to 1, or -1 while monitoring is off.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? battery.level : -1 }
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? battery.state : .unknown }

    /// The battery changed (a `Simulator`'s setting): the notifications go out while monitoring is on.
    package func setBattery(level: Float, state: BatteryState) {
        let old = battery
        battery = (min(1, max(0, level)), state)
        guard isBatteryMonitoringEnabled else { return }
        if old.state != state { NotificationCenter.default.post(name: Self.batteryStateDidChangeNotification, object: self) }
        if old.level != battery.level { NotificationCenter.default.post(name: Self.batteryLevelDidChangeNotification, object: self) }
    }

    // MARK: Proximity

    private var proximityMonitoring = false
    /// Stays false on a device without a proximity sensor (an iPad), as iOS documents.
    open var isProximityMonitoringEnabled: Bool {
        get { proximityMonitoring }
        set { proximityMonitoring = newValue && idiom == .phone }
    }
    open private(set) var proximityState = false

    /// Something came near the sensor or went away (a `Simulator`'s setting); heard only while monitoring.
    package func setProximity(near: Bool) {
        guard proximityMonitoring, near != proximityState else { return }
        proximityState = near
        NotificationCenter.default.post(name: Self.proximityStateDidChangeNotification, object: self)
    }

    // MARK: Sound

    /// Plays the keyboard click, when the input view on screen (or one of its ancestors) adopts
    /// `UIInputViewAudioFeedback` and enables clicks; otherwise nothing, as on iOS.
    open func playInputClick() {
        guard var view = environment.keyboard.visibleInputView else { return }
        while true {
            if let feedback = view as? UIInputViewAudioFeedback, feedback.enableInputClicksWhenVisible {
                environment.systemSounds.play(Self.inputClickSoundID, alert: false)
                return
            }
            guard let up = view.superview else { return }
            view = up
        }
    }

    /// iOS's keyboard click (recorded: iOS's own sounds are not on Linux).
    static let inputClickSoundID: UInt32 = 1104

    /// A UUID from a string, the same every time (two FNV-1a hashes, marked as a version 5 UUID).
    private static func stableUUID(_ text: String) -> UUID {
        func fnv(_ seed: UInt64) -> UInt64 {
            var h = seed
            for b in text.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
            return h
        }
        var bytes = withUnsafeBytes(of: fnv(0xcbf2_9ce4_8422_2325).bigEndian, Array.init)
            + withUnsafeBytes(of: fnv(0x8422_2325_cbf2_9ce4).bigEndian, Array.init)
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
