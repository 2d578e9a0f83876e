import Foundation
import UIKit

/// A file kept with a test's results: a screenshot, an image or data. Linux's XCTest has none, so
/// XCUIAutomation brings Apple's: attachments are written to the folder `XCT_ATTACHMENTS` names
/// (one file each, `<activity>-<name>.<ext>`), and kept or deleted as their `lifetime` says.
@preconcurrency @MainActor open class XCTAttachment: NSObject {
    public enum Lifetime: Int, Sendable { case keepAlways = 0, deleteOnSuccess = 1 }

    open var name: String?
    open var lifetime: Lifetime = .deleteOnSuccess
    open var userInfo: [AnyHashable: Any]?
    public let uniformTypeIdentifier: String
    /// The attachment's bytes.
    public let payload: Data

    public init(data payload: Data, uniformTypeIdentifier: String = "public.data") {
        self.payload = payload
        self.uniformTypeIdentifier = uniformTypeIdentifier
        super.init()
    }

    public convenience init(data payload: Data) { self.init(data: payload, uniformTypeIdentifier: "public.data") }
    public convenience init(string: String) { self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text") }
    public convenience init(screenshot: XCUIScreenshot) { self.init(data: screenshot.pngRepresentation, uniformTypeIdentifier: "public.png") }
    public convenience init(image: UIImage) { self.init(data: image.pngData() ?? Data(), uniformTypeIdentifier: "public.png") }

    /// The file name it is written under.
    var fileExtension: String {
        switch uniformTypeIdentifier {
        case "public.png": "png"
        case "public.plain-text": "txt"
        default: "data"
        }
    }
}
