import Foundation
import Testing
import UIKit
import UIKitTesting

// Members the practice corpus's apps reached for that OpenUIKit lacked, each doing what iOS does.

@MainActor @Suite struct MissingMembersTests {
    final class Dial: UIView {
        @Invalidating(.display, .layout) var level = 1
        var draws = 0, layouts = 0
        override func draw(_ rect: CGRect) { draws += 1 }
        override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
    }

    final class Prefetcher: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
        var asked: [IndexPath] = [], cancelled: [IndexPath] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked += indexPaths }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
    }

    final class MyGravity: UIGravityBehavior {
        deinit {}
    }

    @Test func appSubclassesAndSmallForms() {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        sim.rootViewController = vc
        #expect(MyGravity().items.isEmpty && UICollisionBehavior().items.isEmpty)
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        vc.view.addSubview(v)
        var done = false
        UIView.perform(.delete, on: [v], animations: nil) { _ in done = true }
        sim.advance(by: 0.15)
        #expect(v.superview != nil && v.layer.presentation()!.opacity < 0.9 && v.layer.presentation()!.opacity > 0.1)
        sim.advance(by: 0.3)
        #expect(done && v.superview == nil && v.alpha == 1)
        let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2))
        #expect(format.scale == 2)
    }

    @Test func anInvalidatingPropertyRedrawsAndLaysOutOnChange() {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let dial = Dial(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        vc.view.addSubview(dial)
        sim.rootViewController = vc
        sim.settle()
        let (d, l) = (dial.draws, dial.layouts)
        dial.level = 1
        sim.runFrame()
        #expect(dial.draws == d && dial.layouts == l, "the same value invalidates nothing")
        dial.level = 2
        sim.runFrame()
        #expect(dial.draws == d + 1 && dial.layouts == l + 1 && dial.level == 2)
    }

    @Test func aTablePrefetchesTheNextScreenful() {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 440))
        table.contentInsetAdjustmentBehavior = .never
        let source = Prefetcher()
        table.dataSource = source
        table.prefetchDataSource = source
        vc.view.addSubview(table)
        sim.rootViewController = vc
        sim.settle()
        // 44-point rows: 10 on screen, the next 10 asked for.
        #expect(source.asked.first == IndexPath(row: 10, section: 0) && source.asked.count == 10, "\(source.asked)")
        table.contentOffset = CGPoint(x: 0, y: 44 * 30)
        sim.runFrame()
        #expect(source.cancelled.contains(IndexPath(row: 19, section: 0)), "asked for, never shown and now out of range: cancelled")
        #expect(source.asked.contains(IndexPath(row: 45, section: 0)))
        #expect(!source.asked.contains(IndexPath(row: 35, section: 0)), "rows on screen are never asked for")
    }

    @Test func transparencyLayersCompositeAsOne() throws {
        let sim = Simulator(device: .iPhone15)
        _ = sim
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: format).image { ctx in
            let c = ctx.cgContext
            UIColor.white.setFill()
            c.fill(CGRect(x: 0, y: 0, width: 100, height: 40))
            c.setAlpha(0.5)
            c.beginTransparencyLayer(auxiliaryInfo: nil)
            UIColor.red.setFill()
            c.fill(CGRect(x: 10, y: 10, width: 40, height: 20))
            UIColor.blue.setFill()
            c.fill(CGRect(x: 30, y: 10, width: 40, height: 20))   // overlaps the red: blue wins inside the layer
            c.endTransparencyLayer()
        }
        let data = try #require(image.cgImage?.dataProvider?.data) as Data
        let bpr = try #require(image.cgImage).bytesPerRow
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) { (Int(data[y * bpr + x * 4 + 2]), Int(data[y * bpr + x * 4 + 1]), Int(data[y * bpr + x * 4])) }
        // The overlap is blue at half strength over white (no red through it), as one layer at alpha 0.5.
        let overlap = pixel(40, 20), red = pixel(15, 20)
        #expect(abs(overlap.0 - 128) <= 2 && abs(overlap.2 - 255) <= 2, "\(overlap)")
        #expect(abs(red.0 - 255) <= 2 && abs(red.1 - 128) <= 2, "\(red)")
    }

    @Test func smallMembersBehave() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        sim.rootViewController = vc
        #expect(String(cString: object_getClassName(vc.view)) == "UIKit.UIView")
        final class Box: @unchecked Sendable { var turned: [Int] = [] }
        let box = Box()
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didChangeStatusBarOrientationNotification, object: nil, queue: nil) { note in
            box.turned.append((note.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? NSNumber)?.intValue ?? -1)
        }
        defer { NotificationCenter.default.removeObserver(token) }
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(box.turned == [UIInterfaceOrientation.portrait.rawValue], "the old orientation: \(box.turned)")
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.configurationState.traitCollection.userInterfaceIdiom == cell.traitCollection.userInterfaceIdiom)
        var content = UIListContentConfiguration.cell()
        content.text = "Guided"
        let list = UIListContentView(configuration: content)
        list.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        vc.view.addSubview(list)
        let guide = try #require(list.textLayoutGuide)
        #expect(list.imageLayoutGuide == nil)
        list.layoutIfNeeded()
        #expect(guide.layoutFrame.width > 40 && guide.layoutFrame.minX >= 16, "\(guide.layoutFrame)")
    }

    final class Tapper: UIViewController {
        var taps = 0
        func tap() { taps += 1 }
    }

    @Test func barItemsTargetsSearchContainersAndHeaderBackgrounds() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = Tapper()
        let nav = UINavigationController(rootViewController: vc)
        // An item made bare, then given a target and an action, as apps do (iOS 5's API).
        let item = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
        item.target = vc
        item.action = Selector(Tapper.tap)
        vc.navigationItem.rightBarButtonItem = item
        sim.rootViewController = nav
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Go")))
        #expect(vc.taps == 1 && item.target === vc && item.action == Selector(Tapper.tap))
        // A control names its target-actions.
        let button = UIButton(type: .system)
        button.addTarget(vc, action: Tapper.tap, for: .touchUpInside)
        #expect(button.actions(forTarget: vc, forControlEvent: .touchUpInside) == ["Tapper.action"])
        #expect(button.actions(forTarget: vc, forControlEvent: .valueChanged) == nil)
        // A search container shows its search bar.
        let container = UISearchContainerViewController(searchController: UISearchController(searchResultsController: nil))
        nav.pushViewController(container, animated: false)
        sim.settle()
        #expect(container.searchController.searchBar.window != nil)
        container.searchController.searchBar.enablesReturnKeyAutomatically = true
        #expect(container.searchController.searchBar.searchTextField.enablesReturnKeyAutomatically)
        // A header's background configuration is drawn behind it.
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var back = UIBackgroundConfiguration.clear()
        back.backgroundColor = .green
        header.backgroundConfiguration = back
        header.frame = CGRect(x: 0, y: 300, width: 200, height: 40)
        container.view.addSubview(header)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 100, y: 320)).isClose(to: RGBA(r: 0, g: 255, b: 0), tolerance: 4), "\(sim.color(at: CGPoint(x: 100, y: 320)))")
    }

    @Test func foundationsMissingPieces() throws {
        let data = NSPurgeableData(data: Data([1, 2, 3]))
        #expect(data.length == 3 && data.beginContentAccess())
        data.endContentAccess()
        data.discardContentIfPossible()
        #expect(!data.isContentDiscarded(), "still in use: made in use, as on iOS")
        data.endContentAccess()
        data.discardContentIfPossible()
        #expect(data.isContentDiscarded() && data.length == 0 && !data.beginContentAccess())
        var snap = NSDiffableDataSourceSectionSnapshot<String>()
        snap.append(["Fruit"])
        snap.append(["Apple", "Pear"], to: "Fruit")
        snap.expand(["Fruit"])
        #expect(snap.visualDescription().hasSuffix("+ Fruit\n    Apple\n    Pear"), "\(snap.visualDescription())")
        struct Point: Codable, Equatable { var x = 1, y = 2 }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        try archiver.encodeEncodable(Point(), forKey: "p")
        archiver.finishEncoding()
        let reader = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        reader.requiresSecureCoding = false
        #expect(reader.decodeDecodable(Point.self, forKey: "p") == Point())
    }

    @Test func aSplitBehaviorChangesHowThePrimaryShows() {
        let sim = Simulator(device: .iPadPro11)
        sim.rotate(to: .landscapeLeft)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        sim.rootViewController = split
        sim.settle()
        #expect(split.displayMode == .oneBesideSecondary && split.splitBehavior == .tile)
        split.preferredSplitBehavior = .overlay
        sim.settle()
        #expect(split.displayMode == .oneOverSecondary && split.splitBehavior == .overlay)
    }

    final class Picker: UITableViewController {
        var events: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.allowsMultipleSelectionDuringEditing = true
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        }
        override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
            events.append("begin \(indexPath.row)")
            setEditing(true, animated: true)
        }
        override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { events.append("end") }
    }

    @Test func aTwoFingerPanSelectsTheRowsItCrosses() {
        let sim = Simulator(device: .iPhone15)
        let vc = Picker(style: .plain)
        sim.rootViewController = vc
        sim.settle()
        let x: CGFloat = 200
        let y0 = vc.tableView.convert(vc.tableView.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil).midY
        let y1 = vc.tableView.convert(vc.tableView.rectForRow(at: IndexPath(row: 5, section: 0)), to: nil).midY
        let a = sim.touchDown(at: CGPoint(x: x, y: y0))
        let b = sim.touchDown(at: CGPoint(x: x + 30, y: y0))
        for i in 1...10 {
            let y = y0 + (y1 - y0) * CGFloat(i) / 10
            sim.touchMove(a, to: CGPoint(x: x, y: y))
            sim.touchMove(b, to: CGPoint(x: x + 30, y: y))
            sim.advance(by: 0.02)
        }
        sim.touchUp(a, at: CGPoint(x: x, y: y1))
        sim.touchUp(b, at: CGPoint(x: x + 30, y: y1))
        sim.settle()
        let rows = (vc.tableView.indexPathsForSelectedRows ?? []).map(\.row).sorted()
        #expect(vc.events == ["begin 2", "end"] && vc.isEditing, "\(vc.events)")
        #expect(rows == [2, 3, 4, 5], "\(rows)")
    }
}
