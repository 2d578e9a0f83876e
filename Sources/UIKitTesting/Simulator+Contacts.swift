import Foundation
import UIKit
import Contacts

/// The device's address book (Apple's Simulator's six sample contacts on a new device).
extension Simulator {
    /// The contacts, as Contacts lists them (by family name).
    public var contacts: [CNContact] { DeviceContacts.of(environment).sorted }

    /// The address book holds exactly these contacts.
    public func setContacts(_ contacts: [CNContact]) {
        use()
        DeviceContacts.of(environment).replace(with: contacts)
        runFrame()
    }
}
