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

    // Added in code, as the chapter's later sections do: a motto that fits the screen's width, a
    // word checked for spelling, and the length of a trip.
    let mottoLabel = UILabel()
    let wordField = UITextField()
    let spellingLabel = UILabel()
    let tripLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Classic API: NSLocalizedString looks the key up in Localizable.strings.
        greetingLabel.text = NSLocalizedString("greeting", comment: "The greeting at the top of the screen")
        wordField.borderStyle = .roundedRect
        wordField.placeholder = "Check a word"
        wordField.delegate = self
        let stack = UIStackView(arrangedSubviews: [wordField, spellingLabel, tripLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        // The motto sits in the main view, so its width is known when the view's subviews are laid out.
        mottoLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(mottoLabel)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            mottoLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            mottoLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            mottoLabel.bottomAnchor.constraint(equalTo: stack.topAnchor, constant: -8),
        ])
        let trip = DateComponentsFormatter()
        trip.allowedUnits = [.hour, .minute]
        trip.unitsStyle = .abbreviated
        tripLabel.text = trip.string(from: 4320)
        update()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let motto = NSLocalizedString("motto", comment: "The motto, as wide as the screen allows") as NSString
        mottoLabel.text = motto.variantFittingPresentationWidth(Int(mottoLabel.bounds.width))
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

extension PhrasebookViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let word = textField.text ?? ""
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
        if misspelled.location == NSNotFound {
            spellingLabel.text = "\(word) ✓"
        } else {
            let guess = checker.guesses(forWordRange: misspelled, in: word, language: "en")?.first ?? "?"
            spellingLabel.text = "\(word)? Try \(guess)"
        }
        textField.resignFirstResponder()
        return true
    }
}
