import Foundation
import UIKit
import UIKitTesting

/// The device the launched app runs on: its orientation, and the Home button.
@preconcurrency @MainActor public final class XCUIDevice: NSObject {
    public static let shared = XCUIDevice()

    /// Turning the device turns the app's interface, as far as its controllers allow.
    public var orientation: UIDeviceOrientation {
        get {
            XCUIApplication.launched?.device.runFrame()
            return UIDevice.current.orientation
        }
        set {
            guard let app = XCUIApplication.launched else { return }
            app.device.rotate(to: newValue)
            app.waitForIdle()
        }
    }

    public enum Button: Int, Sendable { case home = 1 }

    /// The Home button (the swipe up on a device without one): the app goes to the background.
    public func press(_ button: Button) {
        guard let app = XCUIApplication.launched else { return }
        app.device.enterBackground()
        app.state = .runningBackground
    }
}
