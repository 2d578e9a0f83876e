import UIKit
import FoundationDemo
import Sketch
import ViewSwitcher
import HierarchyBrowser
import KeyboardRecipe
import PopoverCoordinates
import MasterDetail
import ViewSwitcherNib
import PopoverCoordinatesNib
import StoryboardFruit

/// The list of demonstrations, a real inset grouped table; each row pushes its screen.
public final class GalleryViewController: UITableViewController {
    /// A row: its title and the screen it shows.
    public struct Entry { public let title: String; public let make: @MainActor () -> UIViewController }

    public static let entries: [Entry] = [
        Entry(title: "Foundation") { DemoViewController() },
        Entry(title: "Sketch (lesson 14)") { SketchViewController(version: .tripleTapDelayed) },
        Entry(title: "Controls") { ControlsDemoViewController() },
        Entry(title: "View switcher (chapter 6)") { ViewSwitcher.SwitchViewController() },
        Entry(title: "Navigation") { NavigationDemoViewController(depth: 1) },
        Entry(title: "Hierarchy browser (lesson 35)") {
            SelectionVC(items: [.leaf("a"), .leaf("b"), .list([.leaf("1"), .leaf("2"), .list([.leaf("x"), .leaf("y")])]), .leaf("c"), .leaf("d")])
        },
        Entry(title: "Long list (10,000 rows)") { LongListViewController(rows: 10_000) },
        Entry(title: "Keyboard (recipe 15.3)") { KeyboardRecipeViewController() },
        Entry(title: "Popover coordinates (chapter 39)") { CoordinatesViewController(version: .keepsPopover) },
        Entry(title: "Popover forgotten (chapter 39)") { CoordinatesViewController(version: .forgetsPopover) },
        // A split view is a root, not something to push: it is presented over the list, with a way back.
        Entry(title: "Master/detail (chapter 42)") {
            let split = MasterDetailSplit()
            split.modalPresentationStyle = .fullScreen
            split.list.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Gallery", primaryAction: UIAction { [weak split] _ in
                split?.dismiss(animated: true)
            })
            return split
        },
        Entry(title: "Auto Layout") { AutoLayoutDemoViewController() },
        // Interface Builder files, read at run time.
        Entry(title: "View switcher from its nibs (chapter 6)") { ViewSwitcherNib.SwitchViewController() },
        Entry(title: "Popover from its nib (chapter 39)") { SecondViewController() },
        Entry(title: "Storyboard and asset catalog") { FruitListController.make() },
        // Collection views (after the others: the window tests click the rows above by place).
        Entry(title: "Photo grid (flow layout)") { PhotoGridViewController() },
        Entry(title: "App Store page (compositional layout)") { AppStoreViewController() },
        Entry(title: "Circle (a custom layout)") { CircleLayoutViewController() },
        Entry(title: "Mailboxes (a sidebar outline list)") { MailboxesViewController() },
        Entry(title: "Crayons (a collection view storyboard)") { CrayonBoxViewController.make() },
        Entry(title: "Photo board (drag and drop, context menus)") { PhotoBoardViewController() },
        // The controls and iPad chapters' screens.
        Entry(title: "Alarm clock (time wheels, countdown)") { AlarmClockViewController() },
        Entry(title: "Booking form (date pickers, pull-down)") { BookingFormViewController() },
        Entry(title: "Onboarding (page view controller)") { OnboardingViewController() },
        Entry(title: "Downloads (progress views)") { DownloadListViewController() },
        // Layers and motion.
        Entry(title: "Layers (ring, gradient, replicator)") {
            let layers = LayersDemoViewController()
            layers.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Fill", primaryAction: UIAction { [weak layers] _ in
                guard let layers else { return }
                layers.setProgress(layers.progress >= 1 ? 0 : min(1, layers.progress + 0.25))
            })
            return layers
        },
        Entry(title: "Card flip (a transform layer)") { FlipCardViewController() },
        Entry(title: "Confetti (an emitter layer)") { ConfettiViewController() },
        Entry(title: "Card on a property animator") { AnimatorCardViewController() },
        Entry(title: "Dynamics playground (gravity, snap, drag)") { DynamicsPlaygroundViewController() },
        Entry(title: "Marble run (SpriteKit: physics, joints, actions)") { MarbleRunViewController() },
        Entry(title: "Custom push and pop (edge swipe)") {
            let nav = CustomTransitionDemo.makeNavigationController()
            nav.modalPresentationStyle = .fullScreen
            nav.topViewController?.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Gallery", primaryAction: UIAction { [weak nav] _ in
                nav?.dismiss(animated: true)
            })
            return nav
        },
        // Text (last: the window tests click the rows above by place).
        Entry(title: "Text size (Dynamic Type)") { TextSizeSettingsViewController() },
        Entry(title: "Magazine page (TextKit columns)") { MagazineViewController() },
        Entry(title: "Code editor (a text storage subclass)") { CodeEditorViewController() },
        Entry(title: "Chat (self-sizing text views, links, a picture)") { ChatViewController() },
        Entry(title: "Symbols, large titles and materials") { SymbolsDemoViewController() },
    ]

    public init() { super.init(style: .insetGrouped) }
    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        // Light or dark for the whole window, whatever the desktop's.
        navigationItem.rightBarButtonItem = makeDarkModeSwitch()
    }

    /// Whatever a demonstration did to the bars, the list shows the navigation bar and no toolbar.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.isNavigationBarHidden = false
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        GalleryViewController.entries.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        cell.textLabel?.text = GalleryViewController.entries[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Pushes the demonstration; the navigation bar's back button returns.
    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = GalleryViewController.entries[indexPath.row]
        let vc = entry.make()
        vc.title = vc.title ?? entry.title
        if vc.modalPresentationStyle == .fullScreen {
            present(vc, animated: true)
        } else {
            navigationController?.pushViewController(vc, animated: true)
        }
    }
}
