import Foundation
import UIKit
import UIKitTesting

/// The screen of the device the launched app runs on.
@preconcurrency @MainActor public final class XCUIScreen: NSObject {
    public static let main = XCUIScreen()
    public static var screens: [XCUIScreen] { [main] }

    /// The whole screen as composited now: the app's windows, the status bar and the keyboard.
    public func screenshot() -> XCUIScreenshot {
        guard let app = XCUIApplication.launched else { return XCUIScreenshot(image: UIImage()) }
        app.waitForIdle()
        return XCUIScreenshot(image: app.device.screenshotImage())
    }
}
