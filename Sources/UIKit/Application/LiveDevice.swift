import Foundation
import QuartzCore

/// Sets up the device a live app runs on: `OPENUIKIT_DEVICE` (iPhone15, iPhoneSE, iPhone15ProMax, iPadPro11) picks the
/// screen, and with a display (`DISPLAY` or `WAYLAND_DISPLAY`, unless `OPENUIKIT_HEADLESS=1`) an SDL2
/// window shows it at `OPENUIKIT_WINDOW_SCALE` window pixels per point. The text size comes from
/// `OPENUIKIT_CONTENT_SIZE` or the desktop's text scaling (`UIContentSizeCategory.fromEnvironment`);
/// light or dark from `OPENUIKIT_APPEARANCE` or the desktop's colour scheme (`DesktopColorScheme`);
/// the languages and region from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG` (`DeviceLocale`).
@MainActor enum LiveDevice {
    static func profile(named name: String?) -> DeviceProfile {
        switch name?.lowercased() {
        case "iphonese", "se": return .iPhoneSE
        case "ipadpro11", "ipad": return .iPadPro11
        case "iphone15promax", "max": return .iPhone15ProMax
        default: return .iPhone15
        }
    }

    /// The style the app starts in, and the desktop's changes followed, unless the variable fixes it.
    static func followDesktopAppearance(_ device: UIKitEnvironment, _ env: [String: String]) {
        if let fixed = UIKitEnvironment.interfaceStyle(fromEnvironment: env) {
            device.setUserInterfaceStyle(fixed)
            return
        }
        guard env["DBUS_SESSION_BUS_ADDRESS"] != nil else { return }
        device.followDesktopAppearance(busAddress: nil)
    }

    static func prepare() {
        let env = ProcessInfo.processInfo.environment
        let device = UIKitEnvironment(profile: profile(named: env["OPENUIKIT_DEVICE"]), backend: HeadlessBackend())
        device.activate()
        device.isLive = true
        device.setContentSizeCategory(UIContentSizeCategory.fromEnvironment(env))
        device.setLocale(DeviceLocale.fromEnvironment(env))
        followDesktopAppearance(device, env)
        let hasDisplay = env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil
        guard hasDisplay, env["OPENUIKIT_HEADLESS"] != "1" else { return }
        let scale = env["OPENUIKIT_WINDOW_SCALE"].flatMap(Double.init).map { CGFloat($0) } ?? 1
        let title = ProcessInfo.processInfo.processName
        do {
            device.backend = try SDLBackend(title: title, environment: device, windowScale: scale)
            // Screen readers (Orca) read the window over AT-SPI, on the desktop's session bus, as they
            // read GTK's windows; NO_AT_BRIDGE=1 turns it off, as it does for GTK.
            if env["DBUS_SESSION_BUS_ADDRESS"] != nil, env["NO_AT_BRIDGE"] != "1" {
                device.accessibility.server = ATSPIBridge(environment: device, applicationName: title)
            }
        } catch {
            uikitLog.error("No window: \(error); running headless")
        }
    }
}
