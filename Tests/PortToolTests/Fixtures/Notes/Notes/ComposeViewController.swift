//
//  ComposeViewController.swift
//  Notes
//
//  Swift 4 names throughout: the migrator to Swift 4.2 renamed all of these.
//

import UIKit

class ComposeViewController: UIViewController {

    let titleLabel = UILabel()
    let field = UITextField()
    let saveButton = UIButton(type: UIButtonType.system)
    let banner = BannerViewController()
    var bottomConstraint: NSLayoutConstraint!
    private(set) var keyboardHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layoutMargins = UIEdgeInsetsMake(20, 16, 20, 16)

        let attributes: [NSAttributedStringKey: Any] = [
            NSAttributedStringKey.foregroundColor: UIColor.purple,
            NSAttributedStringKey.font: UIFont.preferredFont(forTextStyle: UIFontTextStyle.headline),
        ]
        titleLabel.attributedText = NSAttributedString(string: "New note", attributes: attributes)
        field.borderStyle = .roundedRect
        field.placeholder = "Write something"
        saveButton.setTitle("Save", for: UIControlState.normal)
        saveButton.addTarget(self, action: #selector(save(_:)), for: UIControlEvents.touchUpInside)

        for v in [titleLabel, field, saveButton] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }

        // The banner is a child view controller.
        addChildViewController(banner)
        banner.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner.view)
        banner.didMove(toParentViewController: self)
        view.bringSubview(toFront: field)

        bottomConstraint = saveButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            banner.view.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            banner.view.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            banner.view.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            banner.view.heightAnchor.constraint(equalToConstant: 44),
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            field.bottomAnchor.constraint(equalTo: saveButton.topAnchor, constant: -12),
            saveButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            bottomConstraint,
        ])

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: NSNotification.Name.UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                               name: .UIKeyboardWillHide, object: nil)
    }

    @objc func keyboardWillShow(_ note: Notification) {
        let frame = note.userInfo![UIKeyboardFrameEndUserInfoKey] as! CGRect
        keyboardHeight = frame.height
        bottomConstraint.constant = -frame.height - 12
        view.layoutIfNeeded()
    }

    @objc func keyboardWillHide(_ note: Notification) {
        keyboardHeight = 0
        bottomConstraint.constant = -40
        view.layoutIfNeeded()
    }

    @objc func save(_ sender: UIButton) {
        banner.show("Saved: \(field.text ?? "")")
        field.resignFirstResponder()
    }
}
