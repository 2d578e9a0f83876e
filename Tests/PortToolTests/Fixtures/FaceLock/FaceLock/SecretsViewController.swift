//
//  SecretsViewController.swift
//  FaceLock
//
//  Created by Student on 21/11/2017.
//  Copyright © 2017 Example. All rights reserved.
//

import UIKit

class SecretsViewController: UITableViewController {

    var notes = ["Wi-Fi password: correct-horse", "Locker code: 4521", "Gift ideas for Sam", "Bike lock: 0739"]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.hidesBackButton = true

        // Lock again as soon as the user leaves the app.
        NotificationCenter.default.addObserver(self, selector: #selector(lockNotes), name: .UIApplicationDidEnterBackground, object: nil)
    }

    @objc func lockNotes() {
        performSegue(withIdentifier: "lock", sender: self)
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }

}

