//
//  ComposeViewController.swift
//  Journal
//

import UIKit
import AudioToolbox
import MobileCoreServices
import os.log

class ComposeViewController: UIViewController {

    static let log = OSLog(subsystem: Bundle.main.bundleIdentifier ?? "Journal", category: "compose")
    var savedSound: SystemSoundID = 0
    /// What the entry is shared as (a book's "export" chapter).
    var exportMIMEType: String? {
        return UTTypeCopyPreferredTagWithClass(kUTTypePlainText, kUTTagClassMIMEType)?.takeRetainedValue() as String?
    }

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
        if let url = Bundle.main.url(forResource: "Saved", withExtension: "caf") {
            AudioServicesCreateSystemSoundID(url as CFURL, &savedSound)
        }
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
        AudioServicesPlaySystemSound(savedSound)
        os_log("Saved an entry of %d characters", log: ComposeViewController.log, type: .info, (field.text ?? "").characters.count)
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        fade.setValue("saved", forKey: "name")
        view.layer.add(fade, forKey: "fade")
        navigationController?.popViewController(animated: true)
    }
}
