//
//  HistoryViewController.swift
//  Counter
//
//  Loaded from HistoryViewController.xib by UIKit's default nib name.
//

import UIKit

class HistoryViewController: UIViewController {

    static let didCloseNotification = Notification.Name("HistoryViewControllerDidClose")

    @IBOutlet weak var totalLabel: UILabel!
    var total = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "History"
        totalLabel.text = "Counted to \(total)"
    }

    deinit {
        NotificationCenter.default.post(name: HistoryViewController.didCloseNotification, object: nil)
    }
}
