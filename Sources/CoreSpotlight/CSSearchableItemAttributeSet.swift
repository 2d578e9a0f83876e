import Foundation
import UniformTypeIdentifiers

/// What Spotlight shows and searches for an item: its title, description, keywords, thumbnail.
open class CSSearchableItemAttributeSet: NSObject, NSCopying, @unchecked Sendable {
    open var contentType: String?
    open var title: String?
    open var displayName: String?
    open var contentDescription: String?
    open var keywords: [String]?
    open var thumbnailData: Data?
    open var thumbnailURL: URL?
    open var contentURL: URL?
    open var url: URL?
    open var identifier: String?
    open var relatedUniqueIdentifier: String?
    open var contentCreationDate: Date?
    open var contentModificationDate: Date?
    open var phoneNumbers: [String]?
    open var emailAddresses: [String]?
    open var rating: NSNumber?
    open var namedLocation: String?

    public init(contentType: UTType) {
        self.contentType = contentType.identifier
        super.init()
    }

    @available(iOS, deprecated: 14.0, message: "Use init(contentType:)")
    public init(itemContentType: String) {
        contentType = itemContentType
        super.init()
    }

    /// The words a search looks in: title, display name, description and keywords.
    var searchableText: [String] { ([title, displayName, contentDescription].compactMap { $0 }) + (keywords ?? []) }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CSSearchableItemAttributeSet(itemContentType: contentType ?? "public.item")
        copy.title = title; copy.displayName = displayName; copy.contentDescription = contentDescription
        copy.keywords = keywords; copy.thumbnailData = thumbnailData; copy.thumbnailURL = thumbnailURL
        copy.contentURL = contentURL; copy.url = url; copy.identifier = identifier
        copy.relatedUniqueIdentifier = relatedUniqueIdentifier; copy.contentCreationDate = contentCreationDate
        copy.contentModificationDate = contentModificationDate; copy.phoneNumbers = phoneNumbers
        copy.emailAddresses = emailAddresses; copy.rating = rating; copy.namedLocation = namedLocation
        return copy
    }
}
