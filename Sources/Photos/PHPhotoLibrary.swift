import Foundation
import UIKit

/// The device's photo library as Photos gives it to an app: the permission to read it (the
/// system's alert, with Info.plist's `NSPhotoLibraryUsageDescription`) or only to add to it
/// (`NSPhotoLibraryAddUsageDescription`). The photos are the device's (`Simulator`'s sample library).
@preconcurrency @MainActor open class PHPhotoLibrary: NSObject {
    let device: UIKitEnvironment

    init(device: UIKitEnvironment) {
        self.device = device
        super.init()
    }

    /// The library of the current device.
    open class func shared() -> PHPhotoLibrary {
        UIKitEnvironment.current.service(PHPhotoLibrary.self) { PHPhotoLibrary(device: $0) }
    }

    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        status(on: UIKitEnvironment.current, accessLevel)
    }

    @available(iOS, deprecated: 14.0, message: "Use authorizationStatus(for:)")
    open class func authorizationStatus() -> PHAuthorizationStatus { authorizationStatus(for: .readWrite) }

    private static func service(_ level: PHAccessLevel) -> String { level == .addOnly ? "photos-add" : "photos" }

    private static func status(on device: UIKitEnvironment, _ level: PHAccessLevel) -> PHAuthorizationStatus {
        // Full access includes adding.
        let decision = device.privacy.decision(for: service(level)) ?? (level == .addOnly && device.privacy.decision(for: "photos") == true ? true : nil)
        switch decision {
        case true?: return .authorized
        case false?: return .denied
        case nil: return device.privacy.decision(for: "photos-limited") == true && level == .readWrite ? .limited : .notDetermined
        }
    }

    /// Asks the user once: "“App” Would Like to Access Your Photos" with Limit Access…, Allow Full
    /// Access and Don't Allow (iOS 17's buttons), or, for adding only, "…Would Like to Add to Your
    /// Photos". A missing usage description is iOS's crash.
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void) {
        let device = UIKitEnvironment.current
        let current = status(on: device, accessLevel)
        guard current == .notDetermined else {
            device.scheduleSystemWork(after: 0, ambient: false) { handler(current) }
            return
        }
        let readWrite = accessLevel == .readWrite
        guard let reason = device.requireUsageDescription(readWrite ? "NSPhotoLibraryUsageDescription" : "NSPhotoLibraryAddUsageDescription") else { return }
        let name = device.appDisplayName
        let title = readWrite ? "“\(name)” Would Like to Access Your Photos" : "“\(name)” Would Like to Add to Your Photos"
        let buttons = readWrite ? ["Limit Access…", "Allow Full Access", "Don't Allow"] : ["Allow", "Don't Allow"]
        SystemAlert(on: device, title: title, message: reason, buttons: buttons, preferred: readWrite ? 1 : 0) { choice in
            let allowed = readWrite ? choice == 1 : choice == 0
            if readWrite && choice == 0 {
                // Limited access: the app sees the photos the user picks (here, none picked yet).
                device.privacy.decide("photos-limited", allowed: true)
            } else {
                device.privacy.decide(service(accessLevel), allowed: allowed)
            }
            handler(status(on: device, accessLevel))
        }
    }

    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        await withCheckedContinuation { continuation in
            requestAuthorization(for: accessLevel) { continuation.resume(returning: $0) }
        }
    }

    @available(iOS, deprecated: 14.0, message: "Use requestAuthorization(for:handler:)")
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        requestAuthorization(for: .readWrite, handler: handler)
    }
}
