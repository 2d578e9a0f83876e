import Foundation
import UIKit

/// A photo the user picked: an item provider to load it from, and its identifier when the
/// configuration was made with a photo library.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?

    init(itemProvider: NSItemProvider, assetIdentifier: String?) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }

    public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool { a.itemProvider === b.itemProvider }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(itemProvider)) }
}
