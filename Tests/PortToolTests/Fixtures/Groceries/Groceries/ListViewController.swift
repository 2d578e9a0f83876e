//
//  ListViewController.swift
//  Groceries
//

import UIKit
import UniformTypeIdentifiers
import os

class ListViewController: UITableViewController {

    var items = ["Apples", "Bread", "Cheese"]
    private let logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "Groceries", category: "list")

    /// The list as a CSV file, as the share button would hand it over.
    var export: (filename: String, mimeType: String) {
        let type = UTType.commaSeparatedText
        logger.info("Exporting \(self.items.count) items as \(type.identifier, privacy: .public)")
        return ("Groceries.\(type.preferredFilenameExtension ?? "txt")", type.preferredMIMEType ?? "text/plain")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // UI tests launch with an empty list to test adding to one.
        if ProcessInfo.processInfo.arguments.contains("-StartEmpty") {
            items = []
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addItem))
    }

    @objc func addItem() {
        items.append("Item \(items.count + 1)")
        tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail",
           let detail = segue.destination as? DetailViewController,
           let indexPath = tableView.indexPathForSelectedRow {
            detail.item = items[indexPath.row]
        }
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        if let detail = segue.source as? DetailViewController, detail.bought, let item = detail.item,
           let row = items.firstIndex(of: item) {
            items.remove(at: row)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
        }
    }
}
