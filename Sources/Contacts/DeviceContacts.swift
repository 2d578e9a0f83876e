import Foundation
import UIKit

/// The device's address book. A new device holds the six sample contacts Apple's Simulator ships
/// (Kate Bell, Daniel Higgins Jr., John Appleseed, Anna Haro, Hank M. Zakroff, David Taylor), with
/// the numbers and addresses it gives them. Each device has its own.
@preconcurrency @MainActor package final class DeviceContacts {
    package unowned let environment: UIKitEnvironment
    package private(set) var contacts: [CNContact]

    init(environment: UIKitEnvironment) {
        self.environment = environment
        contacts = DeviceContacts.samples()
    }

    package static func of(_ environment: UIKitEnvironment) -> DeviceContacts {
        environment.service(DeviceContacts.self) { DeviceContacts(environment: $0) }
    }

    package func replace(with contacts: [CNContact]) { self.contacts = contacts.map { $0.copy() as! CNContact } }

    func add(_ contact: CNContact) throws {
        guard !contacts.contains(where: { $0.identifier == contact.identifier }) else { throw CNError(.insertedRecordAlreadyExists) }
        contacts.append(contact.copy() as! CNContact)
    }

    func update(_ contact: CNContact) throws {
        guard let i = contacts.firstIndex(where: { $0.identifier == contact.identifier }) else { throw CNError(.recordDoesNotExist) }
        contacts[i] = contact.copy() as! CNContact
    }

    func delete(_ contact: CNContact) throws {
        guard contacts.contains(where: { $0.identifier == contact.identifier }) else { throw CNError(.recordDoesNotExist) }
        contacts.removeAll { $0.identifier == contact.identifier }
    }

    /// Sorted as Contacts lists them: by family name, then given name (organisations by their name).
    package var sorted: [CNContact] {
        contacts.sorted { Self.sortKey($0).localizedCaseInsensitiveCompare(Self.sortKey($1)) == .orderedAscending }
    }

    package static func sortKey(_ c: CNContact) -> String {
        let family = c.familyName.isEmpty ? (c.givenName.isEmpty ? c.organizationName : c.givenName) : c.familyName
        return family + " " + c.givenName
    }

    private static func samples() -> [CNContact] {
        func person(_ given: String, _ middle: String = "", _ family: String, suffix: String = "", company: String = "",
                    phones: [(String, String)], email: String?, street: String, city: String, zip: String, state: String = "CA",
                    birthday: (Int, Int, Int)? = nil, nickname: String = "") -> CNContact {
            let c = CNMutableContact()
            c.givenName = given; c.middleName = middle; c.familyName = family; c.nameSuffix = suffix; c.organizationName = company
            c.nickname = nickname
            c.phoneNumbers = phones.map { CNLabeledValue(label: $0.0, value: CNPhoneNumber(stringValue: $0.1)) }
            c.emailAddresses = email.map { [CNLabeledValue(label: CNLabelWork, value: $0 as NSString)] } ?? []
            let address = CNMutablePostalAddress()
            address.street = street; address.city = city; address.postalCode = zip; address.state = state
            address.country = "USA"; address.isoCountryCode = "us"
            c.postalAddresses = [CNLabeledValue(label: CNLabelWork, value: address)]
            if let (y, m, d) = birthday { c.birthday = DateComponents(year: y, month: m, day: d) }
            return c.copy() as! CNContact
        }
        return [
            person("Kate", "", "Bell", company: "Creative Consulting",
                   phones: [(CNLabelPhoneNumberMobile, "(555) 564-8583"), (CNLabelPhoneNumberMain, "(415) 555-3695")],
                   email: "kate-bell@mac.com", street: "165 Davis Street", city: "Hillsborough", zip: "94010"),
            person("Daniel", "", "Higgins", suffix: "Jr.",
                   phones: [(CNLabelHome, "555-478-7672"), (CNLabelPhoneNumberMobile, "(408) 555-5270"), (CNLabelPhoneNumberHomeFax, "(408) 555-3514")],
                   email: "d-higgins@mac.com", street: "332 Laguna Street", city: "Corte Madera", zip: "94925"),
            person("John", "", "Appleseed",
                   phones: [(CNLabelPhoneNumberMobile, "888-555-5512"), (CNLabelHome, "888-555-1212")],
                   email: "John-Appleseed@mac.com", street: "3494 Kuhl Avenue", city: "Atlanta", zip: "30303", state: "GA",
                   birthday: (1980, 6, 22)),
            person("Anna", "", "Haro", phones: [(CNLabelHome, "555-522-8243")], email: "anna-haro@mac.com",
                   street: "1001  Leavenworth Street", city: "Sausalito", zip: "94965", birthday: (1985, 8, 29), nickname: "Annie"),
            person("Hank", "M.", "Zakroff", company: "Financial Services Inc.",
                   phones: [(CNLabelWork, "(555) 766-4823"), (CNLabelOther, "(707) 555-1854")],
                   email: "hank-zakroff@mac.com", street: "1741 Kearny Street", city: "San Rafael", zip: "94901"),
            person("David", "", "Taylor", phones: [(CNLabelHome, "555-610-6679")], email: nil,
                   street: "1747 Steuart Street", city: "Tiburon", zip: "94920", birthday: (1998, 6, 15)),
        ]
    }
}
