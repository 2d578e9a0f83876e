// Added to the ported Habits package by PortToolTests: an app of Objective-C and Foundation habits
// (selectors performed and asked about, the edit menu of rows, peek and pop, key-value observing,
// Core Graphics shadows and stroked paths, overrides in extensions, key-value coding with sort
// descriptors and predicates by key), driven as a person would.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Habits

@MainActor @Suite(.serialized) struct HabitsDriver {
    func launched() throws -> (Simulator, AppDelegate, HabitsViewController) {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        return (sim, delegate, try #require(nav.topViewController as? HabitsViewController))
    }

    func longPress(_ sim: Simulator, at p: CGPoint) {
        sim.touchDown(at: p)
        sim.advance(by: 0.8)
        sim.touchUp(at: p)
        sim.settle()
    }

    func shot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-habits-\(name).png"))
        }
    }

    @Test func selectorsFormatsSegmentsAndObservingWork() throws {
        let (sim, delegate, vc) = try launched()
        // String(format:) with an NSObject; the delegate's optional `window` unwrapped as on iOS.
        #expect(vc.statusLabel.text == "Habit <run> (1)")
        #expect(vc.windowCount == 1)
        // A segment made from a UIAction performs it.
        sim.tap(on: try #require(sim.view(withText: "Hard")))
        #expect(vc.modeLabel.text == "hard")
        // responds(to:) and perform(_:) by selector; the NSProgress observation updates the label.
        sim.tap(on: try #require(sim.view(withText: "Step")))
        sim.advance(by: 0.1)
        #expect(vc.steps == 1 && vc.progressLabel.text == "25% done", "\(vc.steps) \(vc.progressLabel.text ?? "-")")
        // While the app ignores interaction events, a tap does nothing; a second later it works again.
        sim.tap(on: try #require(sim.view(withText: "Freeze")))
        sim.tap(on: try #require(sim.view(withText: "Step")))
        #expect(vc.steps == 1, "the tap was ignored")
        sim.advance(by: 1.1)
        sim.tap(on: try #require(sim.view(withText: "Step")))
        sim.advance(by: 0.1)
        #expect(vc.steps == 2 && vc.progressLabel.text == "50% done")
        // A point in the fixed (portrait-up) space: the same in portrait, turned in landscape.
        #expect(vc.fixedPoint == CGPoint(x: 10, y: 20))
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        let turned = vc.view.convert(CGPoint(x: 10, y: 20), to: UIScreen.main.fixedCoordinateSpace)
        let portraitWidth = UIScreen.main.fixedCoordinateSpace.bounds.width
        #expect(abs(turned.x - (portraitWidth - 20)) < 0.01 && abs(turned.y - 10) < 0.01, "\(turned)")
        #expect(UIScreen.main.coordinateSpace.bounds.width > UIScreen.main.fixedCoordinateSpace.bounds.width)
        sim.rotate(to: .portrait)
        sim.settle()
        // A background task's expiration handler runs when the allowance is up.
        sim.enterBackground()
        sim.advance(by: 29)
        #expect(!delegate.expired)
        sim.advance(by: 2)
        #expect(delegate.expired && delegate.backgroundTask == .invalid)
    }

    @Test func drawingCastsAShadowAndFillsAStrokedPath() throws {
        let (sim, _, vc) = try launched()
        try shot(sim, "main")
        let ring = vc.ring.convert(vc.ring.bounds, to: nil)
        func at(_ x: CGFloat, _ y: CGFloat) -> RGBA { sim.color(at: CGPoint(x: ring.minX + x, y: ring.minY + y)) }
        // The square is blue; its shadow, 6 points down and right, grey; beyond it, white.
        #expect(at(40, 40).b > 200 && at(40, 40).r < 100, "\(at(40, 40))")
        let shadow = at(73, 40)
        #expect(shadow.r < 235 && shadow.r > 120 && abs(Int(shadow.r) - Int(shadow.b)) < 6, "grey shadow: \(shadow)")
        #expect(at(90, 40).isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 4), "\(at(90, 40))")
        // The stroked path clips the gradient to a ring 12 points wide: coloured on it, white inside.
        let band = at(130, 12)
        #expect(band.r > 200 && band.b < 80, "the ring: \(band)")
        #expect(at(130, 40).isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 4), "inside the ring: \(at(130, 40))")
    }

    @Test func aPeekShowsItsActionsAndPops() throws {
        let (sim, _, vc) = try launched()
        let source = vc.previewSource.convert(vc.previewSource.bounds, to: nil)
        longPress(sim, at: CGPoint(x: source.midX, y: source.midY))
        try shot(sim, "peek")
        sim.tap(on: try #require(sim.view(withText: "Star"), "the preview action is in the menu:\n\(sim.viewHierarchy())"))
        sim.settle()
        #expect(PeekViewController.chosen == "Star")
        // Peek again and tap the preview: it is committed (pushed).
        longPress(sim, at: CGPoint(x: source.midX, y: source.midY))
        let peek = try #require(vc.peeked?.viewIfLoaded, "the preview shows the peeked controller's view")
        #expect(peek.window != nil)
        sim.tap(on: peek)
        sim.settle()
        #expect(vc.committed is PeekViewController && vc.navigationController?.topViewController is PeekViewController)
    }

    @Test func aRowsEditMenuCopiesAndSendsItsCustomItem() throws {
        let (sim, _, _) = try launched()
        sim.tap(on: try #require(sim.view(withText: "People")))
        sim.settle()
        let people = try #require((UIApplication.shared.delegate?.window?.rootViewController as? UINavigationController)?.topViewController as? PeopleViewController)
        let moe = try #require(sim.view(withText: "Moe"))
        let p = moe.convert(CGPoint(x: moe.bounds.midX, y: moe.bounds.midY), to: nil)
        longPress(sim, at: p)
        try shot(sim, "menu")
        #expect(UIMenuController.shared.isMenuVisible)
        sim.tap(on: try #require(sim.view(withText: "Abbrev"), "the custom item:\n\(sim.viewHierarchy())"))
        sim.settle()
        #expect(people.abbreviated == "MOE" && !UIMenuController.shared.isMenuVisible)
        longPress(sim, at: p)
        sim.tap(on: try #require(sim.view(withText: "Copy")))
        #expect(UIPasteboard.general.string == "Moe")
    }

    @Test func thePantrySortsFiltersAndTotalsByKey() throws {
        let (sim, _, _) = try launched()
        sim.tap(on: try #require(sim.view(withText: "Pantry")))
        sim.settle()
        let pantry = try #require((UIApplication.shared.delegate?.window?.rootViewController as? UINavigationController)?.topViewController as? PantryViewController)
        func rows() -> [String] {
            (0..<pantry.productTable.numberOfRows(inSection: 0)).compactMap {
                pantry.productTable.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
            }
        }
        // Sorted by name without regard to case (NSSortDescriptor(key:ascending:selector:)), the aisle read by key path.
        #expect(rows() == ["Apples —", "Bread Bakery", "cheese Dairy", "eggs Dairy", "milk Dairy"], "\(rows())")
        #expect(pantry.totalLabel.text == "5 items, total 18.50", "@sum.price: \(pantry.totalLabel.text ?? "-")")
        try shot(sim, "pantry")
        // The dear row is red (a predicate evaluated on the product), the others white.
        func rowColor(_ text: String) throws -> RGBA {
            var cell: UIView? = try #require(sim.view(withText: text))
            while let v = cell, !(v is UITableViewCell) { cell = v.superview }
            let row = try #require(cell)
            return sim.color(at: row.convert(CGPoint(x: row.bounds.maxX - 8, y: row.bounds.midY), to: nil))
        }
        let dear = try rowColor("cheese Dairy"), cheap = try rowColor("eggs Dairy")
        #expect(dear.r > 200 && dear.g < 100, "\(dear)")
        #expect(cheap.isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 4), "\(cheap)")
        // By price, dearest first.
        sim.tap(on: try #require(sim.view(withText: "Price")))
        sim.settle()
        #expect(rows().first == "cheese Dairy" && rows().last == "milk Dairy", "\(rows())")
        // Typing filters with NSPredicate(format:): a name containing "e", or the aisle's title.
        sim.tap(on: pantry.searchField)
        sim.type("e")
        sim.settle()
        #expect(rows() == ["cheese Dairy", "Apples —", "Bread Bakery", "eggs Dairy"], "\(rows())")
        #expect(pantry.totalLabel.text == "4 items, total 17.00", "\(pantry.totalLabel.text ?? "-")")
        sim.type("\u{8}dairy")
        sim.settle()
        #expect(rows() == ["cheese Dairy", "eggs Dairy", "milk Dairy"], "the aisle's title matched: \(rows())")
        // Tapping a row halves its price through setValue(_:forKey:): the total and the colour follow.
        sim.tap(on: try #require(sim.view(withText: "cheese Dairy")))
        sim.settle()
        #expect(pantry.products.first { $0.name == "cheese" }?.price == 3.625)
        #expect(pantry.totalLabel.text == "3 items, total 7.88", "\(pantry.totalLabel.text ?? "-")")
        let halved = try rowColor("cheese Dairy")
        #expect(halved.isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 4), "no longer dear: \(halved)")
    }
}
