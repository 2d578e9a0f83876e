import UIKit

/// Screens that push one another, with a prompt, an edit button and toolbar items.
public final class NavigationDemoViewController: UIViewController {
    public let depth: Int

    public init(depth: Int) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
        title = "Level \(depth)"
        navigationItem.rightBarButtonItem = editButtonItem
        if depth % 2 == 0 { navigationItem.prompt = "An even level has a prompt" }
        toolbarItems = [UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil), .flexibleSpace(),
                        UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        let next = UIButton(type: .system)
        next.setTitle("Push level \(depth + 1)", for: .normal)
        next.addTarget(self, action: NavigationDemoViewController.push, for: .touchUpInside)
        next.tag = 1
        view.addSubview(next)
    }

    public override func viewWillAppear(_ animated: Bool) {
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    public override func viewDidLayoutSubviews() {
        view.viewWithTag(1)?.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 20, width: 200, height: 30)
    }

    func push() { navigationController?.pushViewController(NavigationDemoViewController(depth: depth + 1), animated: true) }
}
