import Foundation

/// A class whose objects an item provider can hand out as data (Foundation's protocol on iOS;
/// Linux Foundation has no item providers, so UIKit carries them).
@preconcurrency @MainActor public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object can be written as, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// This object's own list, when it differs from its class's.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the object as `typeIdentifier` and calls `completionHandler` with the data.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}
