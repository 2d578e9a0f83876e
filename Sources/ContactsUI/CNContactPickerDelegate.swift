import Foundation
import Contacts

/// Hears what the user chose in a contact picker (the picker dismisses itself).
@preconcurrency @MainActor public protocol CNContactPickerDelegate: AnyObject {
    func contactPickerDidCancel(_ picker: CNContactPickerViewController)
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
}

extension CNContactPickerDelegate {
    public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
}
