import Foundation
import UIKit
import Contacts

/// The system's contact picker, as iOS 17 shows it: a sheet titled Contacts with Cancel, the
/// device's contacts in sections by the first letter of the family name (which is bold), an index
/// down the side. It needs no permission: the app gets only the contact the user taps. The picker
/// dismisses itself, then tells the delegate.
@preconcurrency @MainActor open class CNContactPickerViewController: UIViewController {
    open weak var delegate: (any CNContactPickerDelegate)?
    /// Which contacts can be chosen (the others are greyed); nil: all.
    open var predicateForEnablingContact: NSPredicate?
    open var displayedPropertyKeys: [String]?
    private let device = DeviceContacts.of(UIKitEnvironment.current)
    private let navigation = UINavigationController()
    private lazy var list = ContactListController(contacts: device.sorted) { [weak self] contact in self?.choose(contact) }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .pageSheet
    }

    public convenience init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        list.title = "Contacts"
        list.isEnabled = { [weak self] contact in self?.predicateForEnablingContact?.evaluate(with: contact) ?? true }
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.cancel() })
        embedNavigation(navigation, showing: list)
    }

    private func choose(_ contact: CNContact) {
        let delegate = self.delegate
        dismiss(animated: true) { delegate?.contactPicker(self, didSelect: contact.copy() as! CNContact) }
    }

    private func cancel() {
        let delegate = self.delegate
        dismiss(animated: true) { delegate?.contactPickerDidCancel(self) }
    }
}
