import UIKit

/// The first screen: a greeting and a button that counts its taps. Change it and run again.
final class ViewController: UIViewController {
    let greeting = UILabel()
    let button = UIButton(type: .system)
    private(set) var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        view.backgroundColor = .systemBackground

        greeting.text = "Hello from OpenUIKit"
        greeting.font = .preferredFont(forTextStyle: .title2)
        button.setTitle("Tap me", for: .normal)
        button.addAction(UIAction { [unowned self] _ in self.tapped() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [greeting, button])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }

    func tapped() {
        taps += 1
        greeting.text = taps == 1 ? "Tapped once" : "Tapped \(taps) times"
    }
}
