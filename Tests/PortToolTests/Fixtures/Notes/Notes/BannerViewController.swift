//
//  BannerViewController.swift
//  Notes
//

import UIKit

class BannerViewController: UIViewController {

    let label = UILabel()
    private(set) var attached = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        label.frame = view.bounds.insetBy(dx: 12, dy: 0)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.text = "No notes yet"
        view.addSubview(label)
    }

    override func didMove(toParentViewController parent: UIViewController?) {
        super.didMove(toParentViewController: parent)
        attached = parent != nil
    }

    func show(_ text: String) {
        label.text = text
    }
}
