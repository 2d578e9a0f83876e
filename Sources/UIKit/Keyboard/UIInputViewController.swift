import Foundation

/// A controller for an input view or input accessory view (iOS 8: custom keyboards): its view is a
/// `UIInputView`, shown by the keyboard when a responder's `inputViewController` or
/// `inputAccessoryViewController` is it, and `textDocumentProxy` types into the first responder.
@preconcurrency @MainActor open class UIInputViewController: UIViewController {
    /// Its view, as the keyboard shows it (made by `loadView`).
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }

    open var hasFullAccess: Bool { false }
    open var needsInputModeSwitchKey: Bool { false }
    open var primaryLanguage: String?

    private var proxy: TextDocumentProxy?

    /// The text input the keyboard types into now.
    open var textDocumentProxy: UITextDocumentProxy {
        if let proxy { return proxy }
        let made = TextDocumentProxy(device: viewIfLoaded?.window.map { $0.responderEnvironment } ?? UIKitEnvironment.current)
        proxy = made
        return made
    }

    open override func loadView() {
        view = UIInputView(frame: .zero, inputViewStyle: .keyboard)
    }

    /// Lowers the keyboard: the first responder resigns.
    open func dismissKeyboard() {
        _ = (viewIfLoaded?.window?.responderEnvironment ?? UIKitEnvironment.current).firstResponder?.resignFirstResponder()
    }

    /// There is one input mode here: the system keyboard comes back.
    open func advanceToNextInputMode() { dismissKeyboard() }

    open func requestSupplementaryLexicon(completion completionHandler: @escaping (UILexicon) -> Void) {
        completionHandler(UILexicon())
    }
}
