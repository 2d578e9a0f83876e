//
//  ComposeViewController.swift
//  Journal
//

import UIKit

class ComposeViewController: UIViewController {

    @IBOutlet weak var field: UITextField!
    @IBOutlet weak var saveButton: UIButton!
    let saveActionName = NSStringFromSelector(#selector(save(_:)))

    override var childViewControllerForStatusBarStyle: UIViewController? {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.isEnabled = false
        saveButton.layer.setValue(0.9, forKey: #keyPath(CALayer.opacity))
        NotificationCenter.default.addObserver(self, selector: #selector(textChanged(_:)),
                                               name: NSNotification.Name.UITextFieldTextDidChange, object: field)
    }

    @objc func textChanged(_ notification: NSNotification) {
        let text = (notification.object as? UITextField)?.text ?? ""
        saveButton.isEnabled = text.characters.count > 0
    }

    @IBAction func save(_ sender: Any) {
        let store = (UIApplication.shared.delegate as! AppDelegate).store
        store.add(field.text ?? "")
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        fade.setValue("saved", forKey: "name")
        view.layer.add(fade, forKey: "fade")
        navigationController?.popViewController(animated: true)
    }
}
