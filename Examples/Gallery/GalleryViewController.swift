import UIKit
import FoundationDemo
import Sketch
import ViewSwitcher

/// The list of demonstrations; each opens full screen with a bar to come back.
final class GalleryViewController: UIViewController {
    struct Entry { let title: String; let make: @MainActor () -> UIViewController }

    static let entries: [Entry] = [
        Entry(title: "Foundation") { DemoViewController() },
        Entry(title: "Sketch (lesson 14)") { SketchViewController(version: .tripleTapDelayed) },
        Entry(title: "Controls") { ControlsDemoViewController() },
        Entry(title: "View switcher (chapter 6)") { SwitchViewController() },
    ]

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Gallery"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        title.tag = 100
        view.addSubview(title)
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

    override func viewDidLayoutSubviews() {
        let top = view.safeAreaInsets.top
        view.viewWithTag(100)?.frame = CGRect(x: 20, y: top + 8, width: view.bounds.width - 40, height: 41)
        for i in 0..<GalleryViewController.entries.count {
            view.viewWithTag(i + 1)?.frame = CGRect(x: 0, y: top + 70 + CGFloat(i) * 45, width: view.bounds.width, height: 44)
        }
    }

    func open(_ sender: UIButton) {
        let entry = GalleryViewController.entries[sender.tag - 1]
        view.window?.rootViewController = DemoContainer(title: entry.title, content: entry.make())
    }
}

/// A demonstration under a 44-point bar with a back button (UINavigationController arrives later).
final class DemoContainer: UIViewController {
    let content: UIViewController
    private let bar = UIView()
    private let back = UIButton(type: .system)
    private let heading = UILabel()

    init(title: String, content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        view.addSubview(content.view)
        bar.backgroundColor = UIColor(white: 0.97, alpha: 1)
        view.addSubview(bar)
        back.setTitle("‹ Gallery", for: .normal)
        back.titleLabel?.font = .systemFont(ofSize: 17)
        back.addTarget(self, action: DemoContainer.close, for: .touchUpInside)
        bar.addSubview(back)
        heading.text = title
        heading.font = .systemFont(ofSize: 17, weight: .semibold)
        heading.textAlignment = .center
        bar.addSubview(heading)
    }

    override func viewDidLayoutSubviews() {
        let top = view.safeAreaInsets.top
        bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top + 44)
        back.frame = CGRect(x: 8, y: top, width: 100, height: 44)
        heading.frame = CGRect(x: 100, y: top, width: view.bounds.width - 200, height: 44)
        content.view.frame = CGRect(x: 0, y: top + 44, width: view.bounds.width, height: view.bounds.height - top - 44)
    }

    func close() {
        view.window?.rootViewController = GalleryViewController()
    }
}
