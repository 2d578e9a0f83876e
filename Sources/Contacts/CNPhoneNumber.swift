import Foundation

/// A phone number as the user typed it.
open class CNPhoneNumber: NSObject, NSCopying, @unchecked Sendable {
    public let stringValue: String
    public init(stringValue: String) { self.stringValue = stringValue }
    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
    open override var hash: Int { stringValue.hashValue }
}
