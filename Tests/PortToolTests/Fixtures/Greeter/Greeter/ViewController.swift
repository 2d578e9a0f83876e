//
//  ViewController.swift
//  Greeter
//
//  One screen, every way an iOS app names a method with #selector.
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var greetingLabel: UILabel!
    @IBOutlet var countLabel: UILabel!

    private(set) var taps = 0
    private(set) var ticks = 0
    private(set) var keyboardShown = false
    private var timer: Timer?
    let resetButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        // A control made in code: target-action with #selector.
        resetButton.setTitle("Reset", for: .normal)
        resetButton.frame = CGRect(x: 20, y: 500, width: 120, height: 44)
        resetButton.addTarget(self, action: #selector(reset(_:)), for: .touchUpInside)
        view.addSubview(resetButton)

        // A gesture recognizer, in its initializer and through addTarget.
        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
        tap.addTarget(self, action: #selector(ViewController.countTap(_:)))
        view.addGestureRecognizer(tap)

        // A bar button item (the navigation bar is not shown; the item still works).
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(refresh))

        // Notifications by selector.
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)

        // A timer by selector.
        timer = Timer.scheduledTimer(timeInterval: 1.0, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
    }

    @IBAction func greet(_ sender: Any) {
        let name = nameField.text ?? ""
        greetingLabel.text = "Hello, \(name)!"
        nameField.resignFirstResponder()
        // Later, by selector.
        perform(#selector(fadeGreeting(_:)), with: "See you, \(name)!", afterDelay: 2.0)
    }

    @objc func reset(_ sender: UIButton) {
        greetingLabel.text = "Who are you?"
        nameField.text = ""
        // Up the responder chain, by selector.
        UIApplication.shared.sendAction(#selector(ViewController.refresh), to: nil, from: sender, for: nil)
    }

    @objc private func backgroundTapped() {
        view.endEditing(true)
    }

    @objc func countTap(_ recognizer: UITapGestureRecognizer) {
        taps += 1
        countLabel.text = "\(taps) taps"
    }

    @objc func refresh() {
        countLabel.text = "refreshed"
    }

    @objc func fadeGreeting(_ text: String) {
        greetingLabel.text = text
    }

    @objc func keyboardWillShow(_ note: Notification) {
        keyboardShown = true
    }

    @objc func tick(_ timer: Timer) {
        ticks += 1
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(refresh) {
            return true
        }
        if action == #selector(copy(_:)) {
            return false
        }
        return super.canPerformAction(action, withSender: sender)
    }
}
