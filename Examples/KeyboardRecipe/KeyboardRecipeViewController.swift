import Foundation
import UIKit

/// Seed 003 (iOS Programming Recipes, 15.3, "Listening and reacting to keyboard notifications"):
/// a scroll view holding an image and, near the bottom, a text field. When the keyboard comes up it
/// would cover the field, so the controller listens to the keyboard notifications and, with the
/// keyboard's own duration and curve, gives the scroll view a bottom inset the keyboard's height and
/// scrolls the field into view; when the keyboard goes, the inset goes too. Return hides the keyboard.
public final class KeyboardRecipeViewController: UIViewController, UITextFieldDelegate {
    @Outlet public var scrollView: UIScrollView!
    @Outlet public var textField: UITextField!
    @Outlet public var imageView: UIImageView!
    private var observers: [NSObjectProtocol] = []

    public override func loadView() {
        // The storyboard's scene: the scroll view fills the view; the image and the field are inside it.
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        scrollView = UIScrollView(frame: root.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInsetAdjustmentBehavior = .never
        root.addSubview(scrollView)
        imageView = UIImageView(image: UIImage(named: "sunset", in: Bundle.module, compatibleWith: nil))
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        scrollView.addSubview(imageView)
        textField = UITextField()
        textField.borderStyle = .roundedRect
        textField.placeholder = "Enter some text here"
        textField.returnKeyType = .done
        textField.delegate = self
        scrollView.addSubview(textField)
        view = root
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Laid out inside the safe area (clear of the bars); the insets are the keyboard's alone.
        let b = scrollView.bounds, safe = view.safeAreaInsets
        imageView.frame = CGRect(x: 20, y: safe.top + 20, width: b.width - 40, height: b.width - 40)
        textField.frame = CGRect(x: 20, y: b.height - safe.bottom - 31 - 20, width: b.width - 40, height: 31)
        scrollView.contentSize = b.size
    }

    public override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        view.setNeedsLayout()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated { self?.handleKeyboardWillShow(note) }
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated { self?.handleKeyboardWillHide(note) }
            },
        ]
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observers.forEach { NotificationCenter.default.removeObserver($0) }
        observers = []
    }

    func handleKeyboardWillShow(_ notification: Notification) {
        let userInfo = notification.userInfo ?? [:]
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let keyboardEndRect = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        UIView.beginAnimations("changeTableViewContentInset", context: nil)
        UIView.setAnimationDuration(duration)
        UIView.setAnimationCurve(UIView.AnimationCurve(rawValue: curve)!)
        let window = view.window ?? UIApplication.shared.keyWindow
        let intersection = (window?.frame ?? .zero).intersection(keyboardEndRect)
        let bottomInset = intersection.isNull ? 0 : intersection.height
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: bottomInset, right: 0)
        scrollView.scrollRectToVisible(textField.frame, animated: false)
        UIView.commitAnimations()
    }

    func handleKeyboardWillHide(_ notification: Notification) {
        if scrollView.contentInset == .zero { return }
        let userInfo = notification.userInfo ?? [:]
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        UIView.beginAnimations("changeTableViewContentInset", context: nil)
        UIView.setAnimationDuration(duration)
        UIView.setAnimationCurve(UIView.AnimationCurve(rawValue: curve)!)
        scrollView.contentInset = .zero
        UIView.commitAnimations()
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
