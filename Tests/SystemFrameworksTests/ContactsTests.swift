import Testing
import UIKit
import UIKitTesting
import Contacts
import ContactsUI

// The address book as a "friends" chapter uses it: permission, a fetch of the Simulator's sample
// contacts, a new contact saved; and the contact picker, which needs no permission.

@MainActor @Suite struct ContactsTests {
    final class FriendsController: UIViewController, CNContactPickerDelegate {
        let label = UILabel()
        var picked: CNContact?
        var cancelled = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            label.frame = CGRect(x: 20, y: 200, width: 350, height: 30)
            view.addSubview(label)
        }

        func pickFriend() {
            let picker = CNContactPickerViewController()
            picker.delegate = self
            present(picker, animated: true)
        }

        func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {
            picked = contact
            label.text = "\(CNContactFormatter.string(from: contact, style: .fullName) ?? ""): \(contact.phoneNumbers.first?.value.stringValue ?? "")"
        }

        func contactPickerDidCancel(_ picker: CNContactPickerViewController) { cancelled = true }
    }

    @Test func theSampleContactsAreFetchedAfterPermissionAndANewOneIsSaved() throws {
        let sim = Simulator(device: .iPhone15)
        let store = CNContactStore()
        #expect(throws: CNError.self) { try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Kate"), keysToFetch: []) }
        var granted: Bool?
        store.requestAccess(for: .contacts) { ok, _ in granted = ok }
        let alert = try #require(sim.systemAlert)
        #expect(alert.title.hasSuffix("” Would Like to Access Your Contacts") && alert.buttons == ["Don't Allow", "OK"])
        #expect(sim.answerSystemAlert("OK"))
        #expect(granted == true && CNContactStore.authorizationStatus(for: .contacts) == .authorized)

        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]
        var names: [String] = []
        try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys + [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)])) { contact, _ in
            names.append(CNContactFormatter.string(from: contact, style: .fullName) ?? "")
        }
        #expect(names == ["John Appleseed", "Kate Bell", "Anna Haro", "Daniel Higgins Jr.", "David Taylor", "Hank M. Zakroff"])
        let kate = try #require(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "kate"), keysToFetch: keys).first)
        #expect(kate.phoneNumbers.first?.value.stringValue == "(555) 564-8583")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: kate.phoneNumbers.first?.label ?? "") == "mobile")

        let friend = CNMutableContact()
        friend.givenName = "Jan"
        friend.familyName = "Novák"
        friend.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+420 601 123 456"))]
        let save = CNSaveRequest()
        save.add(friend, toContainerWithIdentifier: nil)
        try store.execute(save)
        #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "novak"), keysToFetch: keys).count == 1,
                "found without the accent, as Contacts finds it")
        #expect(Simulator(device: .iPhone15).contacts.count == 6, "another device has its own address book")
    }

    @Test func thePickerListsTheContactsAndATapChoosesOne() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = FriendsController()
        sim.rootViewController = vc
        vc.pickFriend()
        sim.settle()
        #expect(sim.view(withText: "Contacts") != nil && sim.view(withText: "Cancel") != nil)
        sim.tap(on: try #require(sim.view(withText: "Anna Haro")))
        sim.settle()
        #expect(vc.presentedViewController == nil, "the picker dismissed itself")
        #expect(vc.label.text == "Anna Haro: 555-522-8243")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            vc.pickFriend()
            sim.settle()
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/contact-picker.png"))
            sim.tap(on: try #require(sim.view(withText: "Cancel")))
            sim.settle()
            #expect(vc.cancelled)
        }
    }
}
