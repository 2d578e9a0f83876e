import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct MenuElementTests {
    /// A button at (40, 200) on a white canvas.
    func button(_ title: String = "Options") -> (Simulator, UIButton) {
        let (sim, root) = canvas()
        let b = UIButton(type: .system)
        b.setTitle(title, for: .normal)
        b.frame = CGRect(x: 40, y: 200, width: 120, height: 44)
        root.addSubview(b)
        sim.runFrame()
        return (sim, b)
    }

    func isMenuOpen(_ sim: Simulator) -> Bool { sim.view(withText: "Loading…") != nil || sim.view(withText: "Duplicate") != nil }

    @Test func pullDownMenuWithGroupsStatesSubtitlesAndImages() throws {
        let (sim, b) = button()
        var chosen: [String] = []
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 16, height: 16)).fill() }
        b.menu = UIMenu(title: "Document", children: [
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Duplicate", image: dot) { a in chosen.append("Duplicate from \(type(of: a.sender!))") },
                UIAction(title: "Rename") { _ in chosen.append("Rename") },
            ]),
            UIAction(title: "Locked", attributes: .disabled) { _ in chosen.append("Locked") },
            { let a = UIAction(title: "Favourite") { _ in chosen.append("Favourite") }; a.state = .on; a.subtitle = "Shown first"; return a }(),
            UIAction(title: "Delete", attributes: .destructive) { _ in chosen.append("Delete") },
        ])
        b.showsMenuAsPrimaryAction = true
        sim.tap(on: b)
        sim.settle()
        saveShot(sim, "menu-pulldown")
        let duplicate = try #require(sim.view(withText: "Duplicate"))
        let rename = try #require(sim.view(withText: "Rename")), locked = try #require(sim.view(withText: "Locked"))
        let favourite = try #require(sim.view(withText: "Favourite"))
        #expect(sim.view(withText: "Shown first") != nil, "the subtitle under its title")
        #expect(sim.view(withText: "Document") != nil, "the menu's title heads it")
        let gap = locked.convert(locked.bounds, to: nil).minY - rename.convert(rename.bounds, to: nil).maxY
        #expect(gap >= 8, "a thick separator after the inline group: \(gap)")
        #expect((locked as? UILabel)?.textColor == UIColor.tertiaryLabel)
        #expect((sim.view(withText: "Delete") as? UILabel)?.textColor == UIColor.systemRed)
        // A state shows a check mark column: every title moves right to make room.
        #expect(abs(duplicate.convert(CGPoint.zero, to: favourite).x) < 0.5 && favourite.frame.minX == 44)
        let check = matching(sim, in: CGRect(x: favourite.convert(CGPoint.zero, to: nil).x - 30, y: favourite.convert(CGPoint.zero, to: nil).y,
                                              width: 24, height: favourite.bounds.height)) { $0.r < 80 }
        #expect(check.count > 10, "a check mark beside the action that is on")
        // The disabled row does nothing; a tap outside the panel closes the menu.
        sim.tap(on: locked)
        sim.settle()
        #expect(chosen.isEmpty && sim.view(withText: "Duplicate") != nil)
        sim.tap(on: duplicate)
        sim.settle()
        #expect(chosen == ["Duplicate from UIButton"], "the handler runs with the button as sender")
        #expect(sim.view(withText: "Duplicate") == nil, "choosing closes the menu")
        sim.tap(on: b)
        sim.settle()
        sim.tap(at: CGPoint(x: 300, y: 700))
        sim.settle()
        #expect(sim.view(withText: "Duplicate") == nil && chosen.count == 1)
    }

    @Test func singleSelectionSubmenusAndTheWayBack() throws {
        let (sim, b) = button()
        let name = UIAction(title: "Name") { _ in }, date = UIAction(title: "Date") { _ in }
        name.state = .on
        b.menu = UIMenu(children: [
            UIAction(title: "Duplicate") { _ in },
            UIMenu(title: "Sort By", options: .singleSelection, children: [name, date]),
        ])
        b.showsMenuAsPrimaryAction = true
        sim.tap(on: b)
        sim.settle()
        #expect(sim.view(withText: "Name") == nil, "a nested menu is one row")
        sim.tap(on: try #require(sim.view(withText: "Sort By")))
        sim.settle()
        saveShot(sim, "menu-submenu")
        #expect(sim.view(withText: "Duplicate") == nil && sim.view(withText: "Name") != nil)
        sim.tap(on: try #require(sim.view(withText: "Date")))
        sim.settle()
        #expect(date.state == .on && name.state == .off, "a single-selection menu keeps one action on")
        sim.tap(on: b)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Sort By")))
        sim.settle()
        // The header leads back.
        sim.tap(on: try #require(sim.view(withText: "Sort By")))
        sim.settle()
        #expect(sim.view(withText: "Duplicate") != nil && sim.view(withText: "Name") == nil)
    }

    @Test func deferredElementsLoadWhenTheMenuOpens() throws {
        let (sim, b) = button()
        var pending: [([UIMenuElement]) -> Void] = []
        var asked = 0, askedUncached = 0
        b.menu = UIMenu(children: [
            UIDeferredMenuElement { done in asked += 1; pending.append(done) },
            UIDeferredMenuElement.uncached { done in askedUncached += 1; done([UIAction(title: "Fresh \(askedUncached)") { _ in }]) },
        ])
        b.showsMenuAsPrimaryAction = true
        sim.tap(on: b)
        sim.settle()
        #expect(sim.view(withText: "Loading…") != nil && sim.view(withText: "Fresh 1") != nil)
        pending.removeFirst()([UIAction(title: "Duplicate") { _ in }])
        sim.runFrame()
        #expect(sim.view(withText: "Loading…") == nil && sim.view(withText: "Duplicate") != nil, "the items take the loading row's place")
        sim.tap(at: CGPoint(x: 300, y: 700))
        sim.settle()
        sim.tap(on: b)
        sim.settle()
        #expect(asked == 1 && askedUncached == 2, "cached items are kept; uncached ones asked for again")
        #expect(sim.view(withText: "Duplicate") != nil && sim.view(withText: "Fresh 2") != nil)
    }

    @Test func popUpButtonShowsItsChoice() throws {
        let (sim, b) = button("Size")
        b.menu = UIMenu(children: ["Small", "Medium", "Large"].map { t in UIAction(title: t) { _ in } })
        b.showsMenuAsPrimaryAction = true
        b.changesSelectionAsPrimaryAction = true
        #expect(b.currentTitle == "Small", "the first action is chosen to begin with")
        sim.tap(on: b)
        sim.settle()
        saveShot(sim, "menu-popup")
        let medium = try #require(sim.view(withText: "Medium"))
        sim.tap(on: medium)
        sim.settle()
        #expect(b.currentTitle == "Medium")
        #expect(b.menu?.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on, .off])
    }

    @Test func longPressOpensTheMenuOfAButtonWhoseTapActs() throws {
        let (sim, b) = button()
        let log = EventLog()
        b.addTarget(log, action: EventLog.up, for: .touchUpInside)
        b.menu = UIMenu(children: [UIAction(title: "Duplicate") { _ in }])
        sim.tap(on: b)
        sim.settle()
        #expect(log.events == ["upInside"] && sim.view(withText: "Duplicate") == nil)
        sim.touchDown(at: CGPoint(x: 100, y: 222))
        sim.advance(by: 0.6)
        sim.touchUp(at: CGPoint(x: 100, y: 222))
        sim.settle()
        #expect(sim.view(withText: "Duplicate") != nil, "held half a second, the menu opens")
        #expect(log.events == ["upInside"], "and the press is not a tap")
    }
}
