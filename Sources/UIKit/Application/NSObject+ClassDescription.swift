import Foundation

extension NSObject {
    /// `type(of: object).description()`: the class's name, as the Objective-C runtime gives it. The
    /// classes OpenUIKit and Foundation stand in for are Objective-C classes on iOS, named bare
    /// ("UIView"); an app's or a library's Swift class is named with its module ("MyApp.Cell").
    @nonobjc public class func description() -> String { runtimeName(of: self) }

    /// A class's name as the Objective-C runtime gives it: bare for the SDK's classes, with the
    /// module for Swift classes.
    private static func runtimeName(of type: Any.Type) -> String {
        let qualified = String(reflecting: type)
        guard let dot = qualified.firstIndex(of: "."), sdkModules.contains(String(qualified[..<dot])) else { return qualified }
        return String(qualified[qualified.index(after: dot)...])
    }

    /// The modules whose classes are Objective-C classes on iOS.
    private static let sdkModules: Set<String> = [
        "Foundation", "FoundationEssentials", "UIKit", "QuartzCore", "CoreGraphics", "CoreImage", "CoreLocation",
        "CoreMotion", "AVFoundation", "AVKit", "MediaPlayer", "Photos", "PhotosUI", "Contacts", "ContactsUI",
        "SafariServices", "WebKit", "SpriteKit", "GameplayKit", "MultipeerConnectivity", "UserNotifications",
        "LocalAuthentication", "CoreSpotlight", "XCUIAutomation",
    ]
}

