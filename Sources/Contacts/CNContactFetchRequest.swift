import Foundation

/// Which contacts to enumerate, with which keys, in which order.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    open var keysToFetch: [any CNKeyDescriptor]
    open var predicate: NSPredicate?
    open var sortOrder: CNContactSortOrder = .none
    open var unifyResults = true

    public init(keysToFetch: [any CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}
