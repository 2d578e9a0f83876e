import Foundation

/// A class whose objects an item provider can make from data.
@preconcurrency @MainActor public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the class reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// A new object from `data` of type `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
