//
//  CounterViewController.swift
//  Counter
//

import UIKit

class CounterViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet weak var statusLabel: UILabel!
    private(set) var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Counter"
        NotificationCenter.default.addObserver(self, selector: #selector(historyClosed),
                                               name: HistoryViewController.didCloseNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @IBAction func increment(_ sender: UIButton) {
        count += 1
        countLabel.text = "\(count)"
    }

    @IBAction func showHistory(_ sender: Any) {
        let history = HistoryViewController()
        history.total = count
        navigationController?.pushViewController(history, animated: true)
    }

    @objc func historyClosed() {
        statusLabel.text = "History closed"
    }
}
