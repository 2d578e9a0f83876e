import Testing
import UIKit
import UIKitTesting
import Synchronization

// App classes written as iOS code writes them: their own deinit, draw(_:) calling super, the layer
// delegate methods overridden, bar items assigned.

let farewells = Mutex<[String]>([])

final class FarewellController: UIViewController {
    var note = "controller"
    deinit { farewells.withLock { $0.append("controller") } }
}

final class FarewellView: UIView {
    deinit { farewells.withLock { $0.append("view") } }
}

/// Calls super first, as many apps do, then fills itself.
final class SuperCallingView: UIView {
    var fill: UIColor?
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard let fill else { return }
        fill.setFill()
        UIRectFill(bounds)
    }
}

/// The layer delegate methods, overridden.
final class LayerDelegateView: UIView {
    var asked: [String] = []
    var layoutsOfLayer = 0
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        asked.append(event)
        return super.action(for: layer, forKey: event)
    }
    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        layoutsOfLayer += 1
    }
    override func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(layer.bounds)
    }
}

final class DisplayingView: UIView {
    var displays = 0
    override func display(_ layer: CALayer) {
        displays += 1
        super.display(layer)
    }
    override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIRectFill(bounds)
    }
}

/// Class methods are overridable too, as Objective-C's are.
final class InstantView: UIView {
    nonisolated(unsafe) static var calls = 0
    override class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        calls += 1
        performWithoutAnimation(animations)
    }
}

@MainActor
@Suite(.serialized) struct SubclassingTests {
    @Test func animationClassMethodsAreOverridable() {
        let sim = Simulator()
        let v = InstantView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        sim.rootViewController = UIViewController()
        sim.window.rootViewController?.view.addSubview(v)
        InstantView.animate(withDuration: 1) { v.alpha = 0.5 }
        #expect(InstantView.calls == 1)
        #expect(v.layer.animationKeys()?.isEmpty ?? true, "the override changed it at once")
        #expect(v.alpha == 0.5)
    }

    @Test func subclassesDeclareTheirOwnDeinit() {
        let sim = Simulator()
        farewells.withLock { $0 = [] }
        do {
            let vc = FarewellController()
            sim.rootViewController = vc
            vc.view.addSubview(FarewellView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            sim.settle()
            sim.rootViewController = UIViewController()
            sim.settle()
        }
        #expect(farewells.withLock { $0 }.sorted() == ["controller", "view"])
    }

    @Test func drawCallingSuperStillDraws() {
        let sim = Simulator()
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        sim.rootViewController = vc
        // The first of the class has nothing to draw yet; that must not switch the class off.
        let empty = SuperCallingView(frame: CGRect(x: 20, y: 100, width: 50, height: 50))
        vc.view.addSubview(empty)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 45, y: 125)) == RGBA(r: 255, g: 255, b: 255))
        let red = SuperCallingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        red.fill = .red
        vc.view.addSubview(red)
        empty.fill = .blue
        empty.setNeedsDisplay()
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 125, y: 125)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 45, y: 125)) == RGBA(r: 0, g: 0, b: 255))
    }

    @Test func layerDelegateMethodsAreOverridable() {
        let sim = Simulator()
        let vc = UIViewController()
        sim.rootViewController = vc
        let v = LayerDelegateView(frame: CGRect(x: 20, y: 100, width: 50, height: 50))
        vc.view.addSubview(v)
        sim.settle()
        #expect(v.layoutsOfLayer >= 1)
        #expect(sim.color(at: CGPoint(x: 45, y: 125)) == RGBA(r: 0, g: 0, b: 255), "draw(_:in:) override drew")
        UIView.animate(withDuration: 0.3) { v.alpha = 0.5 }
        #expect(v.asked.contains("opacity"))
        let d = DisplayingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        vc.view.addSubview(d)
        sim.settle()
        #expect(d.displays == 1)
        #expect(sim.color(at: CGPoint(x: 125, y: 125)) == RGBA(r: 0, g: 255, b: 0))
    }

    @Test func barItemsAreSettable() {
        let sim = Simulator()
        let vc = UIViewController()
        sim.rootViewController = vc
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 393, height: 44))
        let navBar = UINavigationBar(frame: CGRect(x: 0, y: 400, width: 393, height: 44))
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 500, width: 393, height: 49))
        [toolbar, navBar, tabBar].forEach(vc.view.addSubview)
        toolbar.items = [UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)]
        navBar.items = [UINavigationItem(title: "Back"), UINavigationItem(title: "Top")]
        tabBar.items = [UITabBarItem(title: "Tab", image: nil, tag: 1)]
        sim.settle()
        #expect(toolbar.items?.count == 1)
        #expect(navBar.topItem?.title == "Top")
        #expect(navBar.backItem?.title == "Back")
        for text in ["Tool", "Top", "Tab"] {
            let shown = sim.view(withText: text)
            #expect(shown != nil, "\(text) is on screen")
        }
        toolbar.setItems([], animated: true)
        tabBar.setItems(nil, animated: false)
        sim.settle()
        #expect(sim.view(withText: "Tool") == nil)
        #expect(sim.view(withText: "Tab") == nil)
    }

    /// A table that records what its controller's Edit button asks of it, as apps subclass it.
    final class RecordingTable: UITableView {
        var calls: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            calls.append("setEditing(\(editing), animated: \(animated))")
            super.setEditing(editing, animated: animated)
        }
        override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            calls.append("insert \(indexPaths.map(\.row))")
            super.insertRows(at: indexPaths, with: animation)
        }
        override func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
            calls.append("select \(indexPath.map { "\($0.row)" } ?? "none")")
            super.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }
    }

    @Test func tableEditingSelectionAndUpdatesAreOverridable() {
        let sim = Simulator()
        let list = TextRowsController(style: .plain)
        list.rows = ["One", "Two"]
        let table = RecordingTable(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        list.tableView = table
        sim.rootViewController = UINavigationController(rootViewController: list)
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        sim.settle()
        sim.tap(on: sim.view(withText: "Edit")!)
        sim.settle()
        #expect(table.calls == ["setEditing(true, animated: true)"])
        #expect(table.isEditing && list.isEditing)
        table.isEditing = false
        #expect(table.calls.last == "setEditing(false, animated: false)")
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.calls.last == "select 1" && table.indexPathForSelectedRow?.row == 1)
        list.rows.append("Three")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        sim.settle()
        #expect(table.calls.last == "insert [2]")
        #expect(sim.view(withText: "Three") != nil, "the row the override passed on is shown")
    }
}
