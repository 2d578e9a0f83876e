import Foundation
import UIKit

/// The device's contacts as an app reads and writes them, once the user allows it (the system's
/// alert, with Info.plist's `NSContactsUsageDescription`). Without permission, fetching and saving
/// throw `CNError.authorizationDenied`, as on iOS.
@preconcurrency @MainActor open class CNContactStore: NSObject {
    private let device: DeviceContacts

    public override init() {
        device = DeviceContacts.of(UIKitEnvironment.current)
        super.init()
    }

    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        switch UIKitEnvironment.current.privacy.decision(for: "contacts") {
        case true?: .authorized
        case false?: .denied
        case nil: .notDetermined
        }
    }

    /// Asks the user once: "“App” Would Like to Access Your Contacts" with Don't Allow and OK.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        let environment = device.environment
        environment.askPermission("contacts", usageKey: "NSContactsUsageDescription",
                                  title: "“\(environment.appDisplayName)” Would Like to Access Your Contacts") { granted in
            completionHandler(granted, granted ? nil : CNError(.authorizationDenied))
        }
    }

    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            requestAccess(for: entityType) { granted, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: granted) }
            }
        }
    }

    private func requireAccess() throws {
        guard Self.authorizationStatus(for: .contacts) == .authorized else { throw CNError(.authorizationDenied) }
    }

    /// The contacts `predicate` matches, in the address book's order.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        try requireAccess()
        return device.sorted.filter { predicate.evaluate(with: $0) }.map { $0.copy() as! CNContact }
    }

    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        try requireAccess()
        guard let contact = device.contacts.first(where: { $0.identifier == identifier }) else { throw CNError(.recordDoesNotExist) }
        return contact.copy() as! CNContact
    }

    /// Calls `block` with each contact the request asks for, in its order, until the block sets `stop`.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        try requireAccess()
        var contacts = device.sorted
        if let predicate = fetchRequest.predicate { contacts = contacts.filter { predicate.evaluate(with: $0) } }
        if fetchRequest.sortOrder == .givenName {
            contacts.sort { ($0.givenName + $0.familyName).localizedCaseInsensitiveCompare($1.givenName + $1.familyName) == .orderedAscending }
        }
        var stop: ObjCBool = false
        for contact in contacts {
            block(contact.copy() as! CNContact, &stop)
            if stop.boolValue { break }
        }
    }

    /// Adds, changes and deletes the request's contacts; posts `CNContactStoreDidChange`.
    open func execute(_ saveRequest: CNSaveRequest) throws {
        try requireAccess()
        for change in saveRequest.changes {
            switch change {
            case .add(let c): try device.add(c)
            case .update(let c): try device.update(c)
            case .delete(let c): try device.delete(c)
            }
        }
        NotificationCenter.default.post(name: .CNContactStoreDidChange, object: self)
    }

    open func defaultContainerIdentifier() -> String { "default-container" }
}

extension Notification.Name {
    /// The device's contacts changed.
    public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}
