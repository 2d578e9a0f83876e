import Foundation

/// A named step of a test, with what it attached (`XCTContext.runActivity(named:block:)`).
@preconcurrency @MainActor public protocol XCTActivity: AnyObject {
    var name: String { get }
    func add(_ attachment: XCTAttachment)
}
