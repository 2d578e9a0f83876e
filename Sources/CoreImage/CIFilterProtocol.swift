import Foundation

/// What every filter of `CIFilterBuiltins` has: an output image.
public protocol CIFilterProtocol: NSObjectProtocol {
    var outputImage: CIImage? { get }
    /// A custom filter's attributes (built-in filters answer `attributes`).
    static func customAttributes() -> [String: Any]?
}

extension CIFilterProtocol {
    public static func customAttributes() -> [String: Any]? { nil }
}
