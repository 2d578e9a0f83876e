/// The frameworks an iOS app imports beside UIKit, as the port treats them: those OpenUIKit has
/// (the package depends on their products) and those Linux cannot have (reported, with what to do).
enum SystemFramework {
    /// Frameworks OpenUIKit ships as products of its package, by module name.
    static let provided: Set<String> = ["UniformTypeIdentifiers", "MobileCoreServices", "AudioToolbox", "os",
                                        "CoreLocation", "UserNotifications", "LocalAuthentication", "CoreMotion", "GameplayKit", "AVFoundation",
                                        "MultipeerConnectivity", "Photos", "PhotosUI", "CoreSpotlight",
                                        "Contacts", "ContactsUI", "AVKit", "CoreMedia", "MediaPlayer", "WebKit", "SafariServices", "CoreImage", "SpriteKit"]

    /// iOS frameworks OpenUIKit serves from a module of another name: `import Combine` is
    /// OpenCombine with Foundation's schedulers and publishers (a module named Combine would change
    /// what `canImport(Combine)` answers in the packages built beside it, by build order).
    static let renamed: [String: String] = ["Combine": "OpenUIKitCombine"]

    /// `import os.log` names a Clang submodule; here `os` is one Swift module with all of it.
    static let submodulesOfOS: Set<String> = ["os.log", "os.signpost", "os.activity"]

    /// Clang submodules of the frameworks above, which are one Swift module here: `import
    /// CoreImage.CIFilterBuiltins` (the typed filter builders) is `import CoreImage`.
    static let submodules: [String: String] = ["CoreImage.CIFilterBuiltins": "CoreImage"]

    /// Frameworks with no Linux counterpart: why not, and what to do instead.
    static let unavailable: [String: (reason: String, advice: String)] = [
        "CoreData": ("Core Data is not available on Linux",
                     "keep the model behind a protocol and store it with Codable files or SQLite (GRDB)"),
        "MapKit": ("MapKit's maps are not available on Linux",
                   "keep the map behind a protocol; show the places in a table, or open a maps URL with UIApplication.shared.open"),
        "MessageUI": ("the mail and message composers are not available on Linux",
                      "open a mailto: or sms: URL with UIApplication.shared.open, which the desktop's mail client handles"),
        "StoreKit": ("the App Store (StoreKit) is not available on Linux",
                     "keep purchases behind a protocol and give the app a stand-in that unlocks everything"),
        "CloudKit": ("iCloud (CloudKit) is not available on Linux",
                     "keep records behind a protocol and store them locally (Codable files or SQLite)"),
        "SceneKit": ("SceneKit is not available on Linux", "draw with Core Graphics or Core Animation layers"),
        "ARKit": ("ARKit needs a camera and motion sensors, which Linux does not have", "leave the AR screens out of the port"),
        "SwiftUI": ("SwiftUI is not UIKit: OpenUIKit runs UIKit code only",
                    "write the SwiftUI screens as UIKit view controllers"),
        "HealthKit": ("HealthKit is not available on Linux", "keep the health data behind a protocol with a stand-in"),
        "EventKit": ("the calendar store (EventKit) is not available on Linux", "keep the events behind a protocol with a stand-in list"),
    ]

    /// The iOS SDK's other frameworks: an app that imports one OpenUIKit does not provide (and the
    /// table above does not explain) gets a report naming it, and the rest of the app is ported.
    static let otherAppleFrameworks: Set<String> = [
        "Accelerate", "Accounts", "AddressBook", "AddressBookUI", "AdSupport", "AppTrackingTransparency", "AssetsLibrary",
        "AuthenticationServices", "BackgroundTasks", "CallKit", "CarPlay", "CFNetwork", "Combine",
        "CoreAudio", "CoreBluetooth", "CoreHaptics", "CoreMIDI", "CoreML", "CoreNFC",
        "CoreTelephony", "CoreText", "CoreVideo", "CryptoKit", "DeviceCheck", "EventKitUI",
        "ExternalAccessory", "FileProvider", "GameController", "GameKit", "GLKit", "iAd", "ImageIO",
        "Intents", "IntentsUI", "JavaScriptCore", "LinkPresentation", "Messages", "Metal", "MetalKit",
        "ModelIO", "NaturalLanguage", "Network", "NetworkExtension", "NotificationCenter",
        "OpenGLES", "PassKit", "PDFKit", "PencilKit", "PushKit", "QuickLook", "RealityKit", "ReplayKit", "Security",
        "Social", "SoundAnalysis", "Speech", "SystemConfiguration", "UserNotificationsUI", "VideoToolbox", "Vision",
        "VisionKit", "WatchConnectivity", "WidgetKit",
    ]
}
