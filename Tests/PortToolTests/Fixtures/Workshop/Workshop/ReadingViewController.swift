//
//  ReadingViewController.swift
//  Workshop
//

import UIKit

/// The workshop's manual, read full screen: a tap hides the bars and brings them back, as Photos
/// does; "Swipe" switches to hiding them while scrolling up, as Safari does.
class ReadingViewController: UITableViewController {

    var barTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Manual"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Line")
        toolbarItems = [
            UIBarButtonItem(title: "Swipe", style: .plain, target: self, action: #selector(hideOnSwipe)),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Tap", style: .plain, target: self, action: #selector(hideOnTap)),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
        hideOnTap()
        navigationController?.barHideOnTapGestureRecognizer.addTarget(self, action: #selector(barsTapped(_:)))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.barHideOnTapGestureRecognizer.removeTarget(self, action: #selector(barsTapped(_:)))
        navigationController?.hidesBarsOnTap = false
        navigationController?.hidesBarsOnSwipe = false
        navigationController?.setNavigationBarHidden(false, animated: animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    @objc func hideOnTap() {
        navigationController?.hidesBarsOnSwipe = false
        navigationController?.hidesBarsOnTap = true
    }

    @objc func hideOnSwipe() {
        navigationController?.hidesBarsOnTap = false
        navigationController?.hidesBarsOnSwipe = true
    }

    @objc func barsTapped(_ recognizer: UITapGestureRecognizer) {
        barTaps += 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 80
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Line", for: indexPath)
        cell.textLabel?.text = "Step \(indexPath.row + 1): measure twice, cut once"
        return cell
    }
}
