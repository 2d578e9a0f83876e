//
//  DetailViewController.swift
//  Groceries
//

import UIKit

class DetailViewController: UIViewController {

    @IBOutlet weak var nameLabel: UILabel!
    var item: String?
    var bought = false

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = item
        title = item
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        bought = segue.identifier == "bought"
    }
}
