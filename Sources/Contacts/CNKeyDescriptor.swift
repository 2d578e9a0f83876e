import Foundation

/// A key an app asks a contact store to fetch (`CNContactGivenNameKey as CNKeyDescriptor`, or a
/// formatter's descriptor).
public protocol CNKeyDescriptor {
    /// The contact keys it stands for.
    var contactKeys: [String] { get }
}

extension String: CNKeyDescriptor {
    public var contactKeys: [String] { [self] }
}

extension NSString: CNKeyDescriptor {
    public var contactKeys: [String] { [self as String] }
}
