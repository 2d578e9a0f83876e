//
//  BadgeCell.swift
//  Journal
//
//  A cell made in code with its own initializer only: Objective-C never asked for the others.
//

import UIKit

class BadgeCell: UITableViewCell {

    let badge = UILabel()

    init(badge text: String) {
        super.init(style: .default, reuseIdentifier: nil)
        badge.text = text
        badge.textColor = .white
        badge.backgroundColor = .red
        badge.textAlignment = .center
        badge.frame = CGRect(x: 0, y: 0, width: 44, height: 22)
        accessoryView = badge
        textLabel?.text = "Entries"
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
