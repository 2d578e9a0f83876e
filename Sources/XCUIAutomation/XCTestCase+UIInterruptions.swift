import Foundation
import XCTest

/// UI interruption monitors and attachments on a test case, as Apple's XCTest has them.
extension XCTestCase {
    /// Adds a handler for alerts that get in the way: when a test acts on an element outside an
    /// alert that the app shows, the monitors run (the latest added first) with the alert until one
    /// returns true (it handled it, typically tapping a button); then the action goes on.
    @preconcurrency @MainActor @discardableResult
    public func addUIInterruptionMonitor(withDescription handlerDescription: String, handler: @escaping (XCUIElement) -> Bool) -> NSObjectProtocol {
        let monitor = InterruptionMonitor(description: handlerDescription, handler: handler)
        InterruptionMonitor.active.append(monitor)
        return monitor
    }

    @preconcurrency @MainActor public func removeUIInterruptionMonitor(_ monitor: NSObjectProtocol) {
        InterruptionMonitor.active.removeAll { $0 === monitor }
    }

    /// Keeps an attachment with the test (written where `XCT_ATTACHMENTS` says).
    @preconcurrency @MainActor public func add(_ attachment: XCTAttachment) { XCTContext.keep(attachment, in: name) }
}

/// One `addUIInterruptionMonitor` handler.
@MainActor final class InterruptionMonitor: NSObject {
    /// The monitors of the running test process, oldest first.
    static var active: [InterruptionMonitor] = []
    /// Set while a monitor runs: its own taps inside the alert are not interruptions.
    static var handling = false
    let handlerDescription: String
    let handler: (XCUIElement) -> Bool

    init(description: String, handler: @escaping (XCUIElement) -> Bool) {
        handlerDescription = description
        self.handler = handler
    }
}
