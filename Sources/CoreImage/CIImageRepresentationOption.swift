import Foundation

/// The options of `CIContext`'s JPEG and PNG representations.
public struct CIImageRepresentationOption: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
