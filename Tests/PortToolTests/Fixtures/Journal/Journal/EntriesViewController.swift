//
//  EntriesViewController.swift
//  Journal
//

import UIKit

class EntriesViewController: UITableViewController {

    var store: Store {
        return (UIApplication.shared.delegate as! AppDelegate).store
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return section == 0 ? 1 : store.entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            return BadgeCell(badge: "\(store.entries.count)")
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
        let text = store.entries[indexPath.row]
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = "\(text.characters.count) characters"
        return cell
    }

    @IBAction func openSettings(_ sender: Any) {
        UIApplication.shared.open(URL(string: UIApplicationOpenSettingsURLString)!, options: [:], completionHandler: nil)
    }
}
