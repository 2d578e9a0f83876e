import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import UIKit
import UIKitTesting

// The controllers Main.storyboard names (customModule "Storyboarded", as Xcode's app target
// would be called; the classes are found in this test module, the storyboard's bundle's target).

@IBConnectable
final class FruitListController: UITableViewController {
    var items = ["Apple", "Banana", "Cherry"]
    var events: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.detailTextLabel?.text = "\(items[indexPath.row].count) letters"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should \(identifier)")
        // Cherries are out of season.
        if let cell = sender as? UITableViewCell, cell.textLabel?.text == "Cherry" { return false }
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-")")
        if let detail = segue.destination as? DetailController, let cell = sender as? UITableViewCell,
           let ip = tableView.indexPath(for: cell) {
            detail.item = items[ip.row]
        }
    }

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        events.append("unwind \(segue.identifier ?? "-") from \(type(of: segue.source))")
        if segue.identifier == "save", let add = segue.source as? AddController, let name = add.nameField.text, !name.isEmpty {
            items.append(name)
            tableView.reloadData()
        }
    }
}

@IBConnectable
final class DetailController: UIViewController {
    @Outlet var nameLabel: UILabel!
    var item = "?"
    var events: [String] = []

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The iOS 13 creator form passes what the controller needs along with the coder.
    init?(coder: NSCoder, item: String) {
        self.item = item
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = item
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-") \(type(of: segue))")
    }

    @IBAction func more(_ sender: Any) { performSegue(withIdentifier: "showMore", sender: self) }
    @IBAction func doubleTapped(_ sender: UITapGestureRecognizer) { events.append("double tap") }
}

/// A custom segue from the file (`kind="custom"`): it presents with a cross-dissolve.
final class FadeSegue: UIStoryboardSegue {
    nonisolated(unsafe) static var performed = 0
    override func perform() {
        FadeSegue.performed += 1
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}

final class InfoController: UIViewController {}

@IBConnectable
final class AddController: UIViewController {
    @Outlet var nameField: UITextField!
    @Outlet var saveButton: UIBarButtonItem!
}

@IBConnectable
final class SettingsController: UITableViewController {
    @Outlet var syncSwitch: UISwitch!
    @Outlet var nameLabel: UILabel!
    var syncChanges: [Bool] = []
    @IBAction func syncChanged(_ sender: UISwitch) { syncChanges.append(sender.isOn) }
}

final class ContainerController: UIViewController {
    var events: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-") → \(type(of: segue.destination)), loaded: \(isViewLoaded)")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad, children: \(children.count)")
    }
}

final class ChildController: UIViewController {}

@MainActor @Suite(.serialized) struct StoryboardTests {
    let storyboard = UIStoryboard(name: "Main", bundle: .module)

    /// The tab bar app the storyboard starts: its tabs, the list in its navigation controller.
    func launch(_ device: Simulator.Device = .iPhone15) throws -> (Simulator, UITabBarController, FruitListController) {
        let sim = Simulator(device: device)
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        sim.rootViewController = tabs
        sim.settle()
        let nav = try #require(tabs.viewControllers?.first as? UINavigationController)
        let list = try #require(nav.viewControllers.first as? FruitListController)
        return (sim, tabs, list)
    }

    @Test func theInitialControllerIsATabBarWithItsRelationships() throws {
        let (sim, tabs, list) = try launch()
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.tabBar.items?.map(\.title) == ["Fruit", "Favorites"], "a title, and a system item's")
        #expect(tabs.tabBar.items?.last?.systemItem == .favorites && tabs.tabBar.items?.last?.badgeValue == "2")
        #expect(list.storyboard === storyboard && list.navigationItem.title == "Fruit")
        #expect(list.nibName == "lst-00-ctl-view-lst-00-tbl", "the scene's view nib, named as iOS names it")
        #expect(list.navigationItem.rightBarButtonItem?.systemItem == .add)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.reuseIdentifier == "Cell" && cell.accessoryType == .detailDisclosureButton)
        #expect(cell.textLabel?.text == "Apple" && cell.detailTextLabel?.text == "5 letters", "the subtitle style's own labels")
        #expect(sim.view(withText: "5 letters") != nil)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/storyboard-list.png"))
        }
    }

    @Test func selectingACellRunsItsShowSegueBeforeTheDelegateHears() throws {
        let (sim, _, list) = try launch()
        sim.tap(on: try #require(sim.view(withText: "Banana")))
        sim.settle()
        #expect(list.events == ["should showDetail", "prepare showDetail", "didSelect 1"])
        let detail = try #require(list.navigationController?.topViewController as? DetailController)
        #expect(detail.item == "Banana" && detail.nameLabel.text == "Banana")
        #expect(abs(detail.nameLabel.frame.minY - (sim.window.safeAreaInsets.top + 44 + 20)) < 0.01, "constraints to the safe area under the bar")
        // A refused segue: the row is selected, nothing is pushed.
        list.navigationController?.popViewController(animated: false)
        sim.settle()
        list.events = []
        sim.tap(on: try #require(sim.view(withText: "Cherry")))
        sim.settle()
        #expect(list.events == ["should showDetail", "didSelect 2"])
        #expect(list.navigationController?.topViewController === list)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            sim.tap(on: try #require(sim.view(withText: "Apple")))
            sim.settle()
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/storyboard-detail.png"))
        }
    }

    @Test func theAccessoryButtonPresentsAFormSheet() throws {
        let (sim, _, list) = try launch()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let accessory = try #require(cell.subviews.first { $0.accessibilityLabel == "More Info" })
        sim.tap(on: accessory)
        sim.settle()
        #expect(list.events == ["should showInfo", "prepare showInfo"])
        let info = try #require(list.presentedViewController ?? list.tabBarController?.presentedViewController)
        #expect(info is InfoController && info.modalPresentationStyle == .formSheet)
        #expect(sim.view(withText: "Fruit is good for you.") != nil)
    }

    @Test func addingThroughAModalAndUnwindingBack() throws {
        let (sim, tabs, list) = try launch()
        sim.tap(on: try #require(sim.view(withText: "Add")))
        sim.settle()
        #expect(list.events == ["should add", "prepare add"])
        let presented = try #require(tabs.presentedViewController as? UINavigationController)
        let adder = try #require(presented.topViewController as? AddController)
        #expect(adder.navigationItem.title == "Add Fruit" && adder.saveButton === adder.navigationItem.rightBarButtonItem)
        sim.tap(on: adder.nameField)
        sim.type("Kiwi")
        sim.tap(on: try #require(sim.view(withText: "Save")))
        sim.settle()
        #expect(list.events.suffix(1) == ["unwind save from AddController"])
        #expect(tabs.presentedViewController == nil, "the unwind dismissed the sheet")
        #expect(list.items == ["Apple", "Banana", "Cherry", "Kiwi"])
        #expect(sim.view(withText: "Kiwi") != nil)
        // Cancel unwinds to the same action and adds nothing.
        sim.tap(on: try #require(sim.view(withText: "Add")))
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Cancel")))
        sim.settle()
        #expect(list.events.suffix(1) == ["unwind cancel from AddController"])
        #expect(list.items.count == 4 && tabs.presentedViewController == nil)
    }

    @Test func aPopoverSegueACustomSegueAGestureAndAStoryboardReference() throws {
        let (sim, _, list) = try launch(.iPadPro11)
        sim.tap(on: try #require(sim.view(withText: "Apple")))
        sim.settle()
        let detail = try #require(list.navigationController?.topViewController as? DetailController)
        // About: a popover anchored to the button, arrows up or down as the file says.
        let about = try #require(sim.view(withText: "About"))
        sim.tap(on: about)
        sim.settle()
        #expect(detail.events.last == "prepare about UIStoryboardSegue")
        // Presented from the presentation context: the root, as on iOS.
        let root = try #require(list.tabBarController)
        let info = try #require(root.presentedViewController as? InfoController)
        let popover = try #require(info.popoverPresentationController)
        #expect(popover.sourceView === about && popover.permittedArrowDirections == [.up, .down])
        #expect(info.view.bounds.size == CGSize(width: 300, height: 200), "the scene's preferred content size")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/storyboard-popover.png"))
        }
        info.dismiss(animated: false)
        sim.settle()
        // Fade: the file's custom segue class performs.
        let before = FadeSegue.performed
        sim.tap(on: try #require(sim.view(withText: "Fade")))
        sim.settle()
        #expect(FadeSegue.performed == before + 1 && detail.events.last == "prepare fade FadeSegue")
        #expect(root.presentedViewController?.modalTransitionStyle == .crossDissolve)
        root.dismiss(animated: false)
        sim.settle()
        // The scene's double-tap recognizer, attached to the view by the file.
        sim.tap(at: CGPoint(x: 300, y: 700), count: 2)
        #expect(detail.events.last == "double tap")
        // More: performSegue(withIdentifier:) to a storyboard reference, pushed.
        sim.tap(on: try #require(sim.view(withText: "More")))
        sim.settle()
        let elsewhere = try #require(detail.navigationController?.topViewController)
        #expect(elsewhere.title == "Elsewhere" && elsewhere.storyboard !== storyboard)
        #expect(sim.view(withText: "From another storyboard") != nil)
    }

    @Test func staticCellsWithOutletsAndActions() throws {
        let (sim, tabs, _) = try launch()
        tabs.selectedIndex = 1
        sim.settle()
        let settings = try #require(tabs.selectedViewController as? SettingsController)
        #expect(settings.tableView.style == .insetGrouped)
        #expect(settings.tableView.numberOfSections == 2 && settings.tableView.numberOfRows(inSection: 1) == 1)
        #expect(settings.nameLabel.text == "Ada" && settings.syncSwitch.isOn)
        #expect(sim.view(withText: "ACCOUNT") != nil || sim.view(withText: "Account") != nil)
        #expect(sim.view(withText: "Sync happens every hour.") != nil)
        let syncCell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        let syncLabel = try #require(syncCell.contentView.subviews.first { ($0 as? UILabel)?.text == "Sync" })
        #expect(abs(syncLabel.frame.minX - 20) < 0.001, "at the content view's leading margin, in line with the Name row's text")
        #expect(syncCell.bounds.height == 60, "the cell's own row height")
        sim.tap(on: settings.syncSwitch)
        sim.settle()
        #expect(settings.syncChanges == [false] && !settings.syncSwitch.isOn)
        let switchFrame = settings.syncSwitch.convert(settings.syncSwitch.bounds, to: syncCell.contentView)
        #expect(abs(switchFrame.maxX - (syncCell.contentView.bounds.width - syncCell.contentView.layoutMargins.right)) < 0.5)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/storyboard-static.png"))
        }
    }

    @Test func anEmbedSegueRunsBeforeViewDidLoad() throws {
        let sim = Simulator(device: .iPhone15)
        let container = try #require(storyboard.instantiateViewController(withIdentifier: "Container") as? ContainerController)
        sim.rootViewController = container
        sim.settle()
        #expect(container.events == ["prepare embedChild → ChildController, loaded: true", "viewDidLoad, children: 1"])
        let child = try #require(container.children.first as? ChildController)
        let box = try #require(child.view.superview)
        #expect(child.view.frame == box.bounds && box.frame.size == CGSize(width: 313, height: 200))
        #expect(box.frame.minY == sim.window.safeAreaInsets.top + 20, "the old top layout guide ends at the safe area")
    }

    @Test func aSplitViewControllerFromItsRelationships() throws {
        let sim = Simulator(device: .iPadPro11)
        sim.rotate(to: .landscapeLeft)
        let split = try #require(storyboard.instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
        sim.rootViewController = split
        sim.settle()
        #expect(split.viewControllers.count == 2)
        #expect(sim.view(withText: "Places") != nil && sim.view(withText: "Pick a place") != nil)
        // A showDetail segue from the list replaces the detail column.
        sim.tap(on: try #require(sim.view(withText: "Paris")))
        sim.settle()
        #expect(sim.view(withText: "Paris, France") != nil && sim.view(withText: "Pick a place") == nil)
        #expect(split.viewControllers.count == 2 && split.viewControllers.last?.title == "Paris")
    }

    @Test func theCreatorFormAndUIKitsMessages() throws {
        _ = Simulator(device: .iPhone15)
        let kiwi = storyboard.instantiateViewController(identifier: "Detail") { coder in DetailController(coder: coder, item: "Kiwi") }
        kiwi.loadViewIfNeeded()
        #expect(kiwi.nameLabel.text == "Kiwi" && kiwi.storyboard === storyboard)
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        _ = storyboard.instantiateViewController(withIdentifier: "Nope")
        _ = UIStoryboard(name: "NoSuchStoryboard", bundle: .module)
        kiwi.performSegue(withIdentifier: "nowhere", sender: nil)
        _ = storyboard.instantiateViewController(identifier: "Detail") { coder in InfoController(coder: coder) }
        #expect(failures.count == 4, "\(failures)")
        #expect(failures[0].hasPrefix("Storyboard (<UIStoryboard: 0x") && failures[0].hasSuffix(">) doesn't contain a view controller with identifier 'Nope'"))
        #expect(failures[1].hasPrefix("Could not find a storyboard named 'NoSuchStoryboard' in bundle NSBundle <"))
        #expect(failures[2].hasPrefix("Receiver (<UIKitTests.DetailController 0x") && failures[2].hasSuffix(">) has no segue with identifier 'nowhere'"))
        #expect(failures[3].hasPrefix("Custom instantiated UIKitTests.InfoController 0x") && failures[3].hasSuffix("must be a kind of class UIKitTests.DetailController"))
    }
}

/// Size-class variations: a font, constraints and a subview that only compact heights have.
@MainActor @Suite(.serialized) struct SizeClassVariationTests {
    @Test func rotatingAppliesTheCompactHeightVariation() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try #require(UIStoryboard(name: "SizeClasses", bundle: .module).instantiateInitialViewController())
        sim.rootViewController = vc
        sim.settle()
        let label = try #require(sim.view(withText: "Size classes") as? UILabel)
        let box = try #require(vc.view.subviews.first { !($0 is UILabel) })
        #expect(label.font == .systemFont(ofSize: 17) && box.frame.width == 100)
        #expect(sim.view(withText: "Only when short") == nil, "excluded by default: not in the hierarchy")
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(vc.traitCollection.verticalSizeClass == .compact)
        #expect(label.font == .boldSystemFont(ofSize: 30), "the variation's font")
        #expect(box.frame.width == 300, "the compact height's width constraint, the default one uninstalled")
        let extra = try #require(sim.view(withText: "Only when short"))
        #expect(abs(extra.frame.minY - (box.frame.maxY + 20)) < 0.01, "installed with its constraints")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/size-classes-landscape.png"))
        }
        sim.rotate(to: .portrait)
        sim.settle()
        #expect(label.font == .systemFont(ofSize: 17) && box.frame.width == 100 && extra.superview == nil, "back to the default")
    }
}

/// A cell designed in its own xib, registered with the table by nib.
@IBConnectable
final class FruitCell: UITableViewCell {
    @Outlet var nameLabel: UILabel!
    @Outlet var countLabel: UILabel!
    var awoke = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

@MainActor final class FruitCellSource: NSObject, UITableViewDataSource {
    let fruit = ["Apple", "Banana", "Cherry"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
        if let c = cell as? FruitCell {
            c.nameLabel.text = fruit[indexPath.row]
            c.countLabel.text = "\(fruit[indexPath.row].count)"
        }
        return cell
    }
}

@MainActor @Suite(.serialized) struct CellNibTests {
    @Test func aTableMakesCellsFromARegisteredNib() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
        let source = FruitCellSource()
        table.dataSource = source
        table.rowHeight = 60
        table.register(UINib(nibName: "FruitCell", bundle: .module), forCellReuseIdentifier: "FruitCell")
        vc.view = table
        sim.rootViewController = vc
        sim.settle()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? FruitCell)
        #expect(cell.reuseIdentifier == "FruitCell" && cell.awoke == 1)
        #expect(cell.nameLabel.text == "Banana" && cell.nameLabel.font == .boldSystemFont(ofSize: 17))
        #expect(cell.countLabel.text == "6")
        let count = cell.countLabel.convert(cell.countLabel.bounds, to: cell)
        #expect(abs(count.maxX - (cell.bounds.width - 20)) < 0.5, "the trailing margin of the content view")
        #expect(sim.view(withText: "Cherry") != nil)
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        table.register(UINib(nibName: "NibFeatures", bundle: .module), forCellReuseIdentifier: "Wrong")
        _ = table.dequeueReusableCell(withIdentifier: "Wrong")
        #expect(failures.contains("invalid nib registered for identifier (Wrong) - nib must contain exactly one top level object which must be a UITableViewCell instance"), "\(failures)")
        _ = source
    }
}

/// A scroll view from a nib whose content is sized by its content and frame layout guides.
@MainActor @Suite(.serialized) struct ScrollViewNibTests {
    @Test func theContentLayoutGuideSetsTheContentSize() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController(nibName: "ScrollContent", bundle: .module)
        sim.rootViewController = vc
        sim.settle()
        let scroll = try #require(vc.view.subviews.first as? UIScrollView)
        #expect(!scroll.showsHorizontalScrollIndicator)
        #expect(scroll.contentSize == CGSize(width: 393, height: 2000), "from the content guide's constraints")
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3)
        sim.settle()
        #expect(scroll.contentOffset.y > 300, "it scrolls: \(scroll.contentOffset)")
    }
}

/// The frames Xcode's canvas recorded in the files (`<rect key="frame">`, for the iPhone 15 the
/// files are laid out for) against the frames the same scenes get here. Only geometry that does
/// not depend on text metrics is compared: the canvas sets text in SF Pro, OpenUIKit in Inter.
@MainActor @Suite(.serialized) struct CanvasFrameTests {
    /// Every `<rect key="frame">` of a fixture, by its element's id.
    static func canvasFrames(_ file: String) throws -> [String: CGRect] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(file)", withExtension: nil))
        final class Reader: NSObject, XMLParserDelegate {
            var ids: [String?] = []
            var frames: [String: CGRect] = [:]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                if name == "rect", attributes["key"] == "frame", let id = ids.last ?? nil {
                    let n = { (k: String) in CGFloat(Double(attributes[k] ?? "0") ?? 0) }
                    frames[id] = CGRect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
                }
                ids.append(attributes["id"])
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { ids.removeLast() }
        }
        let reader = Reader()
        let parser = try #require(XMLParser(contentsOf: url))
        parser.delegate = reader
        #expect(parser.parse())
        return reader.frames
    }

    func expectSame(_ view: UIView?, _ canvas: CGRect?, compare: [KeyPath<CGRect, CGFloat>] = [\.minX, \.minY, \.width, \.height],
                    _ what: String) throws {
        let view = try #require(view, "\(what): no view")
        let canvas = try #require(canvas, "\(what): no frame in the file")
        for k in compare {
            #expect(abs(view.frame[keyPath: k] - canvas[keyPath: k]) < 0.5, "\(what): here \(view.frame), canvas \(canvas)")
        }
    }

    @Test func containerScrollAndDetailScenesMatchTheCanvas() throws {
        let main = try Self.canvasFrames("Main.storyboard")
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let sim = Simulator(device: .iPhone15)
        let container = storyboard.instantiateViewController(withIdentifier: "Container")
        sim.rootViewController = container
        sim.settle()
        let box = container.children.first?.view.superview
        try expectSame(container.view, main["cnt-00-vew"], "the container's root view")
        try expectSame(box, main["cnt-00-box"], "the container view, under the old top layout guide")
        try expectSame(container.children.first?.view, main["chd-00-vew"].map { CGRect(origin: .zero, size: $0.size) }, "the embedded child's view")
        // The detail in its navigation controller: the name's place and width (its height is the font's).
        let nav = UINavigationController(rootViewController: storyboard.instantiateViewController(withIdentifier: "Detail"))
        sim.rootViewController = nav
        sim.settle()
        let detail = try #require(nav.topViewController as? DetailController)
        try expectSame(detail.nameLabel, main["dtl-00-nam"], compare: [\.minX, \.minY, \.width], "the detail's name")
        let scroll = try Self.canvasFrames("ScrollContent.xib")
        let vc = UIViewController(nibName: "ScrollContent", bundle: .module)
        sim.rootViewController = vc
        sim.settle()
        let scrollView = vc.view.subviews.first as? UIScrollView
        try expectSame(scrollView, scroll["scr-00-scr"], "the scroll view")
        try expectSame(scrollView?.subviews.first { $0.backgroundColor != nil }, scroll["scr-00-cnt"], "its content, sized by the content guide")
    }
}

/// Segue kinds from older storyboards: push is show, modal is presentation.
@MainActor @Suite(.serialized) struct LegacySegueTests {
    @Test func pushAndModalSegues() throws {
        let sim = Simulator(device: .iPhone15)
        let nav = try #require(UIStoryboard(name: "Legacy", bundle: .module).instantiateInitialViewController() as? UINavigationController)
        sim.rootViewController = nav
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Push")))
        sim.settle()
        #expect(nav.viewControllers.map(\.title) == ["Old", "Next"], "pushed")
        #expect(nav.topViewController?.view.backgroundColor == UIColor(red: 1, green: 0.9, blue: 0.8, alpha: 1), "a calibrated RGB color")
        nav.popViewController(animated: false)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Modal")))
        sim.settle()
        let presented = try #require(nav.presentedViewController)
        #expect(presented.title == "Next" && presented.modalTransitionStyle == .crossDissolve)
    }
}
