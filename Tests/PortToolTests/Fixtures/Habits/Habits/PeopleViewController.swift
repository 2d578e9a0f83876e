//
//  PeopleViewController.swift
//  Habits
//

import UIKit

class PersonCell: UITableViewCell {
    @objc func abbrev(_ sender: Any?) {
        // Pass the menu's custom action to the table's delegate, as iOS 5's row menus did.
        var v: UIView? = self.superview
        while v != nil && !(v is UITableView) { v = v?.superview }
        guard let tv = v as? UITableView, let ip = tv.indexPath(for: self) else { return }
        tv.delegate?.tableView?(tv, performAction: #selector(abbrev), forRowAt: ip, withSender: sender)
    }
}

class PeopleViewController: UITableViewController {
    let people = ["Manny", "Moe", "Jack"]
    var abbreviated: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PersonCell.self, forCellReuseIdentifier: "Person")
        let mi = UIMenuItem(title: "Abbrev", action: #selector(PersonCell.abbrev))
        UIMenuController.shared.menuItems = [mi]
    }

    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        return true
    }

    override func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        return action == #selector(UIResponderStandardEditActions.copy(_:)) || action == #selector(PersonCell.abbrev)
    }

    override func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {
        let name = people[indexPath.row]
        if action == #selector(UIResponderStandardEditActions.copy(_:)) {
            UIPasteboard.general.string = name
        } else if action == #selector(PersonCell.abbrev) {
            abbreviated = String(name.prefix(3)).uppercased()
        }
    }
}

// The data source in an extension, as Apple's templates write it.
extension PeopleViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return people.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath)
        cell.textLabel?.text = people[indexPath.row]
        return cell
    }
}
