//
//  ViewController.swift
//  Reminder
//
//  Created by Student on 02/11/2020.
//

import UIKit

class ViewController: UIViewController, UITextFieldDelegate {

    @IBOutlet weak var reminderTextField: UITextField!
    @IBOutlet weak var delayControl: UISegmentedControl!
    @IBOutlet weak var statusLabel: UILabel!
    @IBOutlet weak var reminderLabel: UILabel!

    // seconds for each segment: 1 minute, 5 minutes, 1 hour
    let delays: [TimeInterval] = [60, 300, 3600]

    override func viewDidLoad() {
        super.viewDidLoad()
        reminderTextField.delegate = self
        statusLabel.text = ""
        reminderLabel.text = ""

        NotificationCenter.default.addObserver(self, selector: #selector(reminderOpened(_:)), name: .reminderOpened, object: nil)
    }

    @IBAction func remindMeTapped(_ sender: UIButton) {
        guard let text = reminderTextField.text, !text.isEmpty else {
            statusLabel.text = "Type what to remind you of first."
            return
        }
        reminderTextField.resignFirstResponder()

        let delay = delays[delayControl.selectedSegmentIndex]
        let when = delayControl.titleForSegment(at: delayControl.selectedSegmentIndex) ?? ""
        ReminderScheduler.schedule(text, after: delay) { error in
            DispatchQueue.main.async {
                if error != nil {
                    self.statusLabel.text = "Please allow notifications in Settings."
                } else {
                    self.statusLabel.text = "OK! I'll remind you in \(when)."
                    self.reminderTextField.text = ""
                }
            }
        }
    }

    @objc func reminderOpened(_ notification: Notification) {
        if let text = notification.userInfo?["text"] as? String {
            reminderLabel.text = "Don't forget: \(text)"
            statusLabel.text = ""
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

}

