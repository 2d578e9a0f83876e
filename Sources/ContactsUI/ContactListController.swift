import Foundation
import UIKit
import Contacts

/// The contact picker's list: sections by the first letter of the family name, "Kate **Bell**".
final class ContactListController: UITableViewController {
    private let sections: [(letter: String, contacts: [CNContact])]
    private let chosen: (CNContact) -> Void
    var isEnabled: (CNContact) -> Bool = { _ in true }

    init(contacts: [CNContact], chosen: @escaping (CNContact) -> Void) {
        var sections: [(String, [CNContact])] = []
        for contact in contacts {
            let key = DeviceContacts.sortKey(contact)
            let letter = key.first.map { String($0).uppercased() } ?? "#"
            if sections.last?.0 == letter { sections[sections.count - 1].1.append(contact) } else { sections.append((letter, [contact])) }
        }
        self.sections = sections
        self.chosen = chosen
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].contacts.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].letter }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map(\.letter) }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        let contact = sections[indexPath.section].contacts[indexPath.row]
        let enabled = isEnabled(contact)
        let size: CGFloat = 17
        let text = NSMutableAttributedString(string: "")
        let given = [contact.namePrefix, contact.givenName, contact.middleName].filter { !$0.isEmpty }.joined(separator: " ")
        let color: UIColor = enabled ? .label : .tertiaryLabel
        if !given.isEmpty { text.append(NSAttributedString(string: given + " ", attributes: [.font: UIFont.systemFont(ofSize: size), .foregroundColor: color])) }
        let family = contact.familyName.isEmpty && given.isEmpty ? contact.organizationName : contact.familyName
        text.append(NSAttributedString(string: family, attributes: [.font: UIFont.systemFont(ofSize: size, weight: .semibold), .foregroundColor: color]))
        if !contact.nameSuffix.isEmpty {
            text.append(NSAttributedString(string: " " + contact.nameSuffix, attributes: [.font: UIFont.systemFont(ofSize: size), .foregroundColor: color]))
        }
        cell.textLabel?.attributedText = text
        cell.selectionStyle = enabled ? .default : .none
        cell.accessibilityLabel = CNContactFormatter.string(from: contact, style: .fullName)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let contact = sections[indexPath.section].contacts[indexPath.row]
        guard isEnabled(contact) else { return }
        chosen(contact)
    }
}
