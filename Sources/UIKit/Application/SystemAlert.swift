import Foundation

/// An alert the system shows over the app, in a window of its own above the app's (a permission
/// prompt: "Allow “Where Am I” to use your location?"). It looks as an app's `UIAlertController`
/// alert looks, as on iOS; while it shows the app is inactive (`willResignActive`), and it becomes
/// active again when the alert is answered, as it does on iOS. A person answers with a tap; a test
/// with `Simulator.answerSystemAlert(_:)`.
@preconcurrency @MainActor package final class SystemAlert {
    package let title: String
    package let message: String?
    package let buttons: [String]
    private let window: UIWindow
    private let alert: UIAlertController
    private unowned let environment: UIKitEnvironment
    private var answered = false

    /// Shows the alert on `environment`'s screen; `answer` gets the index of the button tapped,
    /// after the alert has gone. `cancel` is the button drawn as the cancel one (not bold).
    @discardableResult
    package init(on environment: UIKitEnvironment, title: String, message: String?, buttons: [String],
                 preferred: Int? = nil, cancel: Int? = nil, answer: @escaping (Int) -> Void) {
        self.environment = environment
        self.title = title
        self.message = message
        self.buttons = buttons
        // The window is clear until the alert is presented in it, at the end.
        window = environment.openSystemWindow(frame: environment.screen.bounds,
                                              level: UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1),
                                              root: environment.asCurrent { SystemAlertHostController() })
        alert = environment.asCurrent { UIAlertController(title: title, message: message, preferredStyle: .alert) }
        for (i, name) in buttons.enumerated() {
            let action = UIAlertAction(title: name, style: i == cancel ? .cancel : .default) { [weak self] _ in
                self?.finish(i, answer)
            }
            alert.addAction(action)
            if i == preferred { alert.preferredAction = action }
        }
        environment.systemAlerts.append(self)
        UIApplication.shared.resignActive()
        environment.asCurrent { window.rootViewController?.present(alert, animated: true) }
    }

    /// Answers as a tap on the button would (the alert animates away, then `answer` runs).
    package func choose(_ index: Int) {
        guard !answered, alert.actions.indices.contains(index) else { return }
        alert.choose(alert.actions[index])
    }

    /// The system takes the alert away unanswered (Touch ID matched while its alert showed).
    package func dismissQuietly() {
        guard !answered else { return }
        answered = true
        close()
    }

    private func finish(_ index: Int, _ answer: (Int) -> Void) {
        guard !answered else { return }
        answered = true
        close()
        answer(index)
    }

    private func close() {
        environment.systemAlerts.removeAll { $0 === self }
        environment.closeSystemWindow(window)
        if environment.systemAlerts.isEmpty { UIApplication.shared.becomeActive() }
    }
}

/// The clear controller a system alert's window presents it from.
private final class SystemAlertHostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
    }
}
