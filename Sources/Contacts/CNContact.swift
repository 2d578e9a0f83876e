import Foundation

/// A contact of the device's address book: names, organisation, phone numbers, e-mail and postal
/// addresses, birthday, picture.
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var identifier = UUID().uuidString
    open internal(set) var contactType: CNContactType = .person
    open internal(set) var namePrefix = ""
    open internal(set) var givenName = ""
    open internal(set) var middleName = ""
    open internal(set) var familyName = ""
    open internal(set) var nameSuffix = ""
    open internal(set) var nickname = ""
    open internal(set) var organizationName = ""
    open internal(set) var departmentName = ""
    open internal(set) var jobTitle = ""
    open internal(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    open internal(set) var emailAddresses: [CNLabeledValue<NSString>] = []
    open internal(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    open internal(set) var birthday: DateComponents?
    open internal(set) var note = ""
    open internal(set) var imageData: Data?
    open internal(set) var thumbnailImageData: Data?
    open var imageDataAvailable: Bool { imageData != nil }

    public override init() { super.init() }

    func copyFields(from c: CNContact) {
        identifier = c.identifier; contactType = c.contactType; namePrefix = c.namePrefix; givenName = c.givenName
        middleName = c.middleName; familyName = c.familyName; nameSuffix = c.nameSuffix; nickname = c.nickname
        organizationName = c.organizationName; departmentName = c.departmentName; jobTitle = c.jobTitle
        phoneNumbers = c.phoneNumbers; emailAddresses = c.emailAddresses; postalAddresses = c.postalAddresses
        birthday = c.birthday; note = c.note; imageData = c.imageData; thumbnailImageData = c.thumbnailImageData
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CNContact()
        copy.copyFields(from: self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = CNMutableContact()
        copy.copyFields(from: self)
        return copy
    }

    /// Contacts whose name has words beginning with each word of `name` (case and accents ignored).
    open class func predicateForContacts(matchingName name: String) -> NSPredicate {
        let words = CNContact.words(name)
        return NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            let own = CNContact.words([contact.givenName, contact.middleName, contact.familyName, contact.nickname,
                                       contact.organizationName].joined(separator: " "))
            return !words.isEmpty && words.allSatisfy { w in own.contains { $0.hasPrefix(w) } }
        }
    }

    open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContact).map { identifiers.contains($0.identifier) } ?? false }
    }

    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
