//
//  PhrasebookViewController.swift
//  Phrasebook
//
//  Chapter 12: Localizing your app. The storyboard's text is translated in Main.strings,
//  the code's in Localizable.strings and Localizable.stringsdict, and the newer strings
//  live in the Phrases string catalog.
//

import UIKit

class PhrasebookViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var greetingLabel: UILabel!
    @IBOutlet weak var applesLabel: UILabel!
    @IBOutlet weak var filesLabel: UILabel!
    @IBOutlet weak var basketLabel: UILabel!
    @IBOutlet weak var addButton: UIButton!

    var apples = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        // Classic API: NSLocalizedString looks the key up in Localizable.strings.
        greetingLabel.text = NSLocalizedString("greeting", comment: "The greeting at the top of the screen")
        update()
    }

    @IBAction func addApple(_ sender: Any) {
        apples += 1
        update()
    }

    func update() {
        // Plurals from Localizable.stringsdict.
        let format = NSLocalizedString("%d apples", comment: "How many apples are in the basket")
        applesLabel.text = String.localizedStringWithFormat(format, apples)
        // iOS 15: the key is "%lld files", its plural forms are in the Phrases catalog.
        filesLabel.text = String(localized: "\(apples) files", table: "Phrases", comment: "Files shared with a friend")
        // Automatic grammar agreement: "1 apple", "2 apples".
        let basket = AttributedString(localized: "^[\(apples) apple](inflect: true) in the **basket**",
                                      comment: "The basket's contents")
        basketLabel.attributedText = NSAttributedString(basket)
        let heading: LocalizedStringResource = LocalizedStringResource("title", table: "Phrases")
        navigationItem.title = String(localized: heading)
    }
}
