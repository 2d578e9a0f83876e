import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor final class BarLog {
    var log: [String] = []
    func refresh(_ item: UIBarButtonItem) { log.append("refresh \(item.systemItem == .refresh)") }
    func plain() { log.append("plain") }
}

@MainActor
@Suite(.serialized) struct BarTests {
    func toolbar(_ items: [UIBarButtonItem]) -> (Simulator, UIToolbar) {
        let (sim, root) = canvas()
        let bar = UIToolbar(frame: CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        bar.setItems(items, animated: false)
        root.addSubview(bar)
        sim.runFrame()
        return (sim, bar)
    }

    @Test func flexibleSpacesSpreadItemsAndFixedSpacesHoldTheirWidth() throws {
        let a = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        let c = UIBarButtonItem(title: "C", style: .plain, target: nil, action: nil)
        let (sim, _) = toolbar([a, .flexibleSpace(), b, .fixedSpace(40), c])
        let va = try #require(sim.view(withText: "A")), vb = try #require(sim.view(withText: "B")), vc = try #require(sim.view(withText: "C"))
        let fa = va.convert(va.bounds, to: nil), fb = vb.convert(vb.bounds, to: nil), fc = vc.convert(vc.bounds, to: nil)
        #expect(abs(fa.minX - 16) < 0.01, "16-point margin")
        #expect(abs(fc.maxX - (393 - 16)) < 0.01, "the flexible space pushes the rest to the right margin")
        #expect(abs(fc.minX - fb.maxX - (40 + 2 * 8)) < 0.01, "fixed space plus spacing on both sides")
        #expect(fa.height == 44 && fa.minY == 852 - 34 - 44)
    }

    @Test func systemItemsAreWordsOrGlyphsWithIOSLabels() throws {
        let log = BarLog()
        let refresh = UIBarButtonItem(barButtonSystemItem: .refresh, target: log, action: BarLog.refresh)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: log, action: BarLog.plain)
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let (sim, _) = toolbar([done, .flexibleSpace(), trash, refresh])
        #expect(done.title == "Done" && done.style == .done)
        #expect(refresh.title == nil && refresh.accessibilityLabel == "Refresh")
        #expect(trash.accessibilityLabel == "Delete")
        sim.tap(on: try #require(sim.view(withText: "Refresh")))
        #expect(log.log == ["refresh true"])
        // The refresh glyph is drawn in the tint: some blue pixels where it sits.
        let v = try #require(sim.view(withText: "Refresh"))
        let f = v.convert(v.bounds, to: nil)
        var tinted = 0
        for x in stride(from: f.minX, to: f.maxX, by: 1) {
            for y in stride(from: f.minY, to: f.maxY, by: 1) {
                let c = sim.color(at: CGPoint(x: x, y: y))
                if c.b > 200 && c.r < 100 { tinted += 1 }
            }
        }
        #expect(tinted > 10)
        done.isEnabled = false
        sim.tap(on: try #require(sim.view(withText: "Done")))
        #expect(log.log.count == 1, "a disabled item does nothing")
        for item in [UIBarButtonItem.SystemItem.add, .compose, .reply, .action, .organize, .bookmarks, .search, .stop,
                     .camera, .play, .pause, .rewind, .fastForward, .pageCurl, .close] {
            #expect(UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil).accessibilityLabel != nil)
        }
    }

    @Test func editButtonTogglesBetweenEditAndDone() {
        final class Editor: UIViewController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(editing)
            }
        }
        let vc = Editor()
        let (sim, _) = toolbar([vc.editButtonItem])
        #expect(vc.editButtonItem.title == "Edit" && !vc.isEditing)
        sim.tap(on: sim.view(withText: "Edit")!)
        #expect(vc.isEditing && vc.editButtonItem.title == "Done" && vc.editButtonItem.style == .done)
        #expect(sim.view(withText: "Done") != nil, "the bar shows the new title")
        sim.tap(on: sim.view(withText: "Done")!)
        #expect(!vc.isEditing && vc.calls == [true, false])
    }

    @Test func childControllersAndNavigationItems() {
        final class Child: UIViewController {
            var log: [String] = []
            override func willMove(toParent parent: UIViewController?) { log.append("will \(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: UIViewController?) { log.append("did \(parent == nil ? "nil" : "parent")") }
        }
        let parent = UIViewController(), child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.log == ["will parent", "did parent", "will nil", "did nil"])
        child.title = "Inbox"
        #expect(child.navigationItem.title == "Inbox")
        child.navigationItem.rightBarButtonItem = child.editButtonItem
        #expect(child.navigationItem.rightBarButtonItems?.count == 1)
    }
}

@MainActor
@Suite(.serialized) struct ActivityIndicatorTests {
    @Test func spinsOnTheClockAndHidesWhenStopped() {
        let (sim, root) = canvas()
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 100, y: 300)
        root.addSubview(spinner)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37) && spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        sim.advance(by: 0.13)
        let angle1 = atan2(spinner.layer.presentation()!.affineTransform().b, spinner.layer.presentation()!.affineTransform().a)
        #expect(abs(angle1 - .pi / 4) < 1e-6, "one eighth of a turn after 1/8 s: \(angle1)")
        sim.advance(by: 0.25)
        let angle2 = atan2(spinner.layer.presentation()!.affineTransform().b, spinner.layer.presentation()!.affineTransform().a)
        #expect(abs(angle2 - 3 * .pi / 4) < 1e-6, "steps, not a smooth turn")
        let bar = UIBarButtonItem(customView: spinner)
        #expect(bar.customView === spinner)
        spinner.stopAnimating()
        #expect(spinner.isHidden && spinner.layer.animationKeys() == nil)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView(style: .medium).bounds.width == 20)
    }
}

@MainActor
@Suite(.serialized) struct MenuTests {
    @Test func barButtonMenusShowChooseAndDismiss() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = Screen("Doc")
        let nav = UINavigationController(rootViewController: vc)
        sim.rootViewController = nav
        var chosen: [String] = []
        let menu = UIMenu(title: "Sort by", children: [
            UIAction(title: "Name") { chosen.append("Name from \(type(of: $0.sender!))") },
            UIAction(title: "Date") { _ in chosen.append("Date") },
            UIAction(title: "Delete All", attributes: .destructive) { _ in chosen.append("Delete") },
            UIAction(title: "Hidden", attributes: .hidden) { _ in },
        ])
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: menu)
        sim.runFrame()
        #expect(sim.view(withText: "Name") == nil)
        sim.tap(on: try #require(sim.view(withText: "Sort")))
        sim.settle()
        let name = try #require(sim.view(withText: "Name"))
        #expect(sim.view(withText: "Sort by") != nil && sim.view(withText: "Hidden") == nil)
        let panel = name.convert(name.bounds, to: nil)
        #expect(panel.maxX <= 393 - 8 && panel.minY > 103, "below the bar, kept on screen")
        let delete = try #require(sim.view(withText: "Delete All") as? UILabel)
        #expect(delete.textColor == UIColor.systemRed, "destructive actions in red")
        sim.tap(on: name)
        sim.settle()
        #expect(chosen == ["Name from UIBarButtonItem"] && sim.view(withText: "Name") == nil)
        sim.tap(on: try #require(sim.view(withText: "Sort")))
        sim.settle()
        sim.tap(at: CGPoint(x: 50, y: 700))
        sim.settle()
        #expect(sim.view(withText: "Date") == nil && chosen.count == 1, "a tap outside closes it and chooses nothing")
    }

    @Test func buttonsShowMenusAsTheirPrimaryAction() throws {
        let (sim, root) = canvas()
        var chosen = ""
        let b = UIButton(type: .system)
        b.setTitle("Options", for: .normal)
        b.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        b.menu = UIMenu(children: [UIAction(title: "Copy") { _ in chosen = "Copy" }])
        b.showsMenuAsPrimaryAction = true
        root.addSubview(b)
        sim.tap(on: b)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Copy")))
        #expect(chosen == "Copy")
    }
}

@MainActor
@Suite(.serialized) struct TemplateImageTests {
    @Test func barImagesAreTintedUnlessOriginal() throws {
        let black = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.black.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let (sim, root) = canvas()
        let bar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 393, height: 44))
        let tinted = UIBarButtonItem(image: black, style: .plain, target: nil, action: nil)
        let original = UIBarButtonItem(image: black.withRenderingMode(.alwaysOriginal), style: .plain, target: nil, action: nil)
        bar.setItems([tinted, .flexibleSpace(), original], animated: false)
        root.addSubview(bar)
        #expect(sim.color(at: CGPoint(x: 16 + 10, y: 322)) == RGBA(r: 0, g: 122, b: 255), "a template in the tint")
        #expect(sim.color(at: CGPoint(x: 393 - 16 - 10, y: 322)) == RGBA(r: 0, g: 0, b: 0), "an original keeps its colors")
        let tabbed = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "A", image: black, selectedImage: nil)
        b.tabBarItem = UITabBarItem(title: "B", image: black, selectedImage: nil)
        tabbed.viewControllers = [a, b]
        sim.rootViewController = tabbed
        let f = try #require(tabbed.tabBar.frame(forItemAt: 1))
        #expect(sim.color(at: tabbed.tabBar.convert(CGPoint(x: f.midX, y: 18), to: nil)) == RGBA(r: 153, g: 153, b: 153))
    }
}
