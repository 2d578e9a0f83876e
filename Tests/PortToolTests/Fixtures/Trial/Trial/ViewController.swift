//
//  ViewController.swift
//  Trial
//
//  A screen with what a try-out must notice: a label too narrow for its text, an attribute the
//  storyboard reader does not know, and (as TRIAL_CRASH asks) a crash at launch or on the third touch.
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var greetingLabel: UILabel!
    private(set) var touches = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let crash = ProcessInfo.processInfo.environment["TRIAL_CRASH"]
        if crash == "launch" {
            let names: [String] = []
            greetingLabel.text = names[2]
        }
        if crash == "third-touch" {
            // Nothing in the way: every touch reaches this controller.
            view.subviews.forEach { $0.removeFromSuperview() }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches += 1
        if self.touches == 3 && ProcessInfo.processInfo.environment["TRIAL_CRASH"] == "third-touch" {
            fatalError("the third touch")
        }
    }

    @IBAction func greet(_ sender: Any) {
        greetingLabel.text = "Hello, \(nameField.text ?? "")!"
    }

    // A button that a main-actor task adds, as modern apps load things: the try-out lets it run.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard ProcessInfo.processInfo.environment["TRIAL_CRASH"] == nil else { return }
        Task { @MainActor in
            let later = UIButton(type: .system)
            later.setTitle("Later", for: .normal)
            later.frame = CGRect(x: 20, y: 600, width: 120, height: 44)
            self.view.addSubview(later)
        }
    }
}
