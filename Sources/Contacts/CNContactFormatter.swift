import Foundation

/// Writes a contact's name as iOS writes it ("Daniel Higgins Jr.").
open class CNContactFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Sendable { case fullName = 0, phoneticFullName }
    open var style: Style = .fullName

    open class func string(from contact: CNContact, style: Style) -> String? {
        let person = [contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix]
            .filter { !$0.isEmpty }.joined(separator: " ")
        let name = contact.contactType == .organization || person.isEmpty ? contact.organizationName : person
        return name.isEmpty ? nil : name
    }

    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }

    /// The keys a formatter reads.
    open class func descriptorForRequiredKeys(for style: Style) -> any CNKeyDescriptor {
        FormatterKeys()
    }
}

/// The name keys a formatter needs.
struct FormatterKeys: CNKeyDescriptor {
    var contactKeys: [String] {
        [CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey, CNContactNameSuffixKey,
         CNContactOrganizationNameKey, CNContactTypeKey]
    }
}
