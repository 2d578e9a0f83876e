import Foundation
import QuartzCore

// What the frameworks beside UIKit (Core Location, User Notifications, Local Authentication, Core
// Motion …) keep on a device, and the device's clock and Info.plist as they need them. UIKit names
// none of them: each keeps its state in an object of its own type, made on first use, so two
// Simulators never share a location, a pending notification or an enrolled face.
extension UIKitEnvironment {
    /// The device's object of type `S`, made by `make` the first time it is asked for.
    package func service<S: AnyObject>(_ type: S.Type, make: (UIKitEnvironment) -> S) -> S {
        let key = ObjectIdentifier(type)
        if let existing = services[key] as? S { return existing }
        let made = make(self)
        services[key] = made
        return made
    }

    /// Runs `action` `delay` seconds from now on the device's clock (the virtual one under a
    /// Simulator). Ambient work (a location route, a notification an hour ahead) keeps time but is
    /// not work `settle` waits for. Returns an identifier for `cancelSystemWork`.
    @discardableResult
    package func scheduleSystemWork(after delay: TimeInterval, ambient: Bool, _ action: @escaping () -> Void) -> Int {
        scheduler.schedule(after: max(0, delay), target: nil, ambient: ambient, action: action)
    }

    package func cancelSystemWork(_ id: Int) { scheduler.cancel(id: id) }

    /// A value of the app's Info.plist on this device; nil when it has none or no app is launched.
    package func infoPlistValue(forKey key: String) -> Any? { launch.info?.values[key] }

    /// The folder of the launched app's Info.plist: its resources (its asset catalog, its icon).
    package var appResourceFolder: URL? { launch.info?.folder }

    /// Whether an app with an Info.plist is launched on this device (usage descriptions are
    /// checked only then: a test that makes a controller without launching an app has none).
    package var hasInfoPlist: Bool { launch.info != nil }

    /// The app's name as the system shows it in its alerts: Info.plist's display name, else its
    /// bundle name, else the executable's.
    package var appDisplayName: String {
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let name = infoPlistValue(forKey: key) as? String, !name.isEmpty, !name.hasPrefix("$(") { return name }
        }
        return ProcessInfo.processInfo.processName
    }

    /// The usage description Info.plist gives for `key` (`NSCameraUsageDescription` …), or, when the
    /// app has an Info.plist without it, the crash iOS gives (through `UIKitRuntime.failureHandler`)
    /// and nil. With no Info.plist at all the description is empty.
    package func requireUsageDescription(_ key: String) -> String? {
        guard hasInfoPlist else { return "" }
        if let text = infoPlistValue(forKey: key) as? String, !text.isEmpty { return text }
        UIKitRuntime.fail("This app has crashed because it attempted to access privacy-sensitive data without a usage description. "
            + "The app's Info.plist must contain an \(key) key with a string value explaining to the user how the app uses this data.")
        return nil
    }

    /// iOS's ask-once permission (the microphone, the camera, contacts): an answer the user already
    /// gave comes back at the next turn; otherwise the system's alert titled `title`, with
    /// Info.plist's `usageKey` as its message (without it, iOS's crash), Don't Allow and OK. The
    /// answer is kept for `service` and given to `answer`.
    package func askPermission(_ service: String, usageKey: String, title: String, answer: @escaping (Bool) -> Void) {
        if let decided = privacy.decision(for: service) {
            scheduleSystemWork(after: 0, ambient: false) { answer(decided) }
            return
        }
        guard let reason = requireUsageDescription(usageKey) else { return }
        SystemAlert(on: self, title: title, message: reason, buttons: ["Don't Allow", "OK"], preferred: 1) { [privacy] choice in
            privacy.decide(service, allowed: choice == 1)
            answer(choice == 1)
        }
    }

    /// Runs `body` with this device current — the system's windows and views are made on the
    /// device they show on, whichever device the caller drives — then makes the previous one current again.
    package func asCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let previous = UIKitEnvironment.current
        if previous !== self { makeCurrent() }
        defer { if previous !== self { previous.makeCurrent() } }
        return try body()
    }

    /// Shows a window of the system's own (an alert, a banner, the Face ID panel) at `level`
    /// above the app's windows, kept alive by the device until `closeSystemWindow`.
    package func openSystemWindow(frame: CGRect, level: UIWindow.Level, root: UIViewController) -> UIWindow {
        asCurrent {
            let window = UIWindow(frame: frame)
            window.windowLevel = level
            window.backgroundColor = .clear
            window.rootViewController = root
            retain(window)
            window.isHidden = false
            return window
        }
    }

    /// Hides a window `openSystemWindow` showed and lets it go.
    package func closeSystemWindow(_ window: UIWindow) {
        window.isHidden = true
        release(window)
    }
}
