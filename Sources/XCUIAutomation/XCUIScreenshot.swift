import Foundation
import UIKit

/// A picture of the screen or of one element, as the device drew it.
@preconcurrency @MainActor public final class XCUIScreenshot: NSObject {
    public let image: UIImage
    init(image: UIImage) { self.image = image }
    /// The picture as PNG, at the device's scale.
    public var pngRepresentation: Data { image.pngData() ?? Data() }
}
