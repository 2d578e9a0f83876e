import UIKit
import FoundationDemo
import Sketch
import ViewSwitcher
import HierarchyBrowser

/// The list of demonstrations; each opens full screen with a bar to come back.
final class GalleryViewController: UIViewController {
    struct Entry { let title: String; let make: @MainActor () -> UIViewController }

    static let entries: [Entry] = [
        Entry(title: "Foundation") { DemoViewController() },
        Entry(title: "Sketch (lesson 14)") { SketchViewController(version: .tripleTapDelayed) },
        Entry(title: "Controls") { ControlsDemoViewController() },
        Entry(title: "View switcher (chapter 6)") { SwitchViewController() },
        Entry(title: "Navigation") { NavigationDemoViewController(depth: 1) },
        Entry(title: "Hierarchy browser (lessons 33–35)") {
            SelectionVC(items: [.leaf("a"), .leaf("b"), .list([.leaf("1"), .leaf("2"), .list([.leaf("x"), .leaf("y")])]), .leaf("c")])
        },
    ]

    override func viewDidLoad() {
        title = "Gallery"
        view.backgroundColor = .systemGroupedBackground
        for (i, entry) in GalleryViewController.entries.enumerated() {
            let b = UIButton(type: .system)
            b.setTitle(entry.title, for: .normal)
            b.titleLabel?.font = .systemFont(ofSize: 17)
            b.contentHorizontalAlignment = .left
            b.backgroundColor = .secondarySystemGroupedBackground
            b.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            b.tag = i + 1
            b.addTarget(self, action: GalleryViewController.open, for: .touchUpInside)
            view.addSubview(b)
        }
    }

    /// Whatever a demonstration did to the bars, the list shows the navigation bar and no toolbar.
    override func viewWillAppear(_ animated: Bool) {
        navigationController?.isNavigationBarHidden = false
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    override func viewDidLayoutSubviews() {
        let top = view.safeAreaInsets.top
        for i in 0..<GalleryViewController.entries.count {
            view.viewWithTag(i + 1)?.frame = CGRect(x: 0, y: top + 20 + CGFloat(i) * 45, width: view.bounds.width, height: 44)
        }
    }

    /// Pushes the demonstration; the navigation bar's back button returns.
    func open(_ sender: UIButton) {
        let entry = GalleryViewController.entries[sender.tag - 1]
        let vc = entry.make()
        vc.title = vc.title ?? entry.title
        navigationController?.pushViewController(vc, animated: true)
    }
}

/// Screens that push one another, with a prompt, an edit button and toolbar items.
final class NavigationDemoViewController: UIViewController {
    let depth: Int

    init(depth: Int) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
        title = "Level \(depth)"
        navigationItem.rightBarButtonItem = editButtonItem
        if depth % 2 == 0 { navigationItem.prompt = "An even level has a prompt" }
        toolbarItems = [UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil), .flexibleSpace(),
                        UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        let next = UIButton(type: .system)
        next.setTitle("Push level \(depth + 1)", for: .normal)
        next.addTarget(self, action: NavigationDemoViewController.push, for: .touchUpInside)
        next.tag = 1
        view.addSubview(next)
    }

    override func viewWillAppear(_ animated: Bool) {
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewDidLayoutSubviews() {
        view.viewWithTag(1)?.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 20, width: 200, height: 30)
    }

    func push() { navigationController?.pushViewController(NavigationDemoViewController(depth: depth + 1), animated: true) }
}
