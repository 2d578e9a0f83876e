import Foundation
import UIKit

/// iOS 14's local network rule: an app that browses or advertises a Bonjour service lists it in
/// Info.plist's `NSBonjourServices` (`_service._tcp`), or the system refuses with
/// `NSNetServicesErrorDomain` -72008. Checked when the app has an Info.plist.
@MainActor enum LocalNetwork {
    static func check(_ serviceType: String, on device: UIKitEnvironment) -> NSError? {
        guard device.hasInfoPlist else { return nil }
        let services = device.infoPlistValue(forKey: "NSBonjourServices") as? [String] ?? []
        guard services.contains("_\(serviceType)._tcp") else {
            warnUnlisted(serviceType)
            return NSError(domain: "NSNetServicesErrorDomain", code: -72008,
                           userInfo: ["NSNetServicesErrorCode": -72008, "NSNetServicesErrorDomain": 10])
        }
        return nil
    }

    private static func warnUnlisted(_ serviceType: String) {
        multipeerLog.warning("NSBonjourServices in Info.plist does not list _\(serviceType)._tcp and _\(serviceType)._udp: iOS refuses to browse or advertise the service (-72008)")
    }
}

let multipeerLog = diagnosticsLogger(label: "OpenUIKit.MultipeerConnectivity")
