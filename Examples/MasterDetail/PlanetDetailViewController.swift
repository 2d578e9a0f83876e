import UIKit

/// One planet's details, or a prompt to choose one.
public final class PlanetDetailViewController: UIViewController {
    public let label = UILabel()
    let fact: String

    public init(name: String?, fact: String) {
        self.fact = fact
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = fact
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = title == nil ? .secondaryLabel : .label
        view.addSubview(label)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The button that brings the list back while it is hidden (classic API: the app puts it there).
        if navigationItem.leftBarButtonItem == nil, let split = splitViewController, !split.isCollapsed {
            navigationItem.leftBarButtonItem = split.displayModeButtonItem
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        label.frame = safe.insetBy(dx: 24, dy: 24)
    }
}
