import Foundation

/// An item of the app's content in the device's Spotlight index.
open class CSSearchableItem: NSObject, NSCopying, @unchecked Sendable {
    /// The app's own identifier for the item: what it gets back when the user opens it.
    open var uniqueIdentifier: String
    /// A group of items the app can delete together.
    open var domainIdentifier: String?
    open var attributeSet: CSSearchableItemAttributeSet
    /// When it leaves the index (a month after indexing when not set, as on iOS).
    open var expirationDate: Date!

    public init(uniqueIdentifier identifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        uniqueIdentifier = identifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CSSearchableItem(uniqueIdentifier: uniqueIdentifier, domainIdentifier: domainIdentifier,
                                    attributeSet: attributeSet.copy() as! CSSearchableItemAttributeSet)
        copy.expirationDate = expirationDate
        return copy
    }
}

/// The activity type of a user activity that opens a Spotlight result in the app.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The key of that activity's `userInfo` holding the item's `uniqueIdentifier`.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of a "search in app" continuation, and the key holding the query.
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
public let CSSearchQueryString = "kCSSearchQueryString"
