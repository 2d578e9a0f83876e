import Testing
import Foundation
import UIKit
import UIKitTesting
import StoryboardFruit

/// The storyboard app the Gallery shows, driven as a user would.
@MainActor
@Suite(.serialized) struct StoryboardFruitTests {
    let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    func launch() throws -> (Simulator, UINavigationController) {
        let sim = Simulator(device: .iPhone15)
        let nav = try #require(FruitListController.storyboard().instantiateInitialViewController() as? UINavigationController)
        sim.rootViewController = nav
        sim.settle()
        return (sim, nav)
    }

    @Test func aFruitsDetailShowsTheCatalogsStarAndColor() throws {
        let (sim, nav) = try launch()
        #expect(nav.topViewController is FruitListController)
        try Snapshot.verify(sim.screenshot(), reference: snapshots.appendingPathComponent("fruit-list-iPhone15.png"))
        sim.tap(on: try #require(sim.view(withText: "Cherry")))
        sim.settle()
        let detail = try #require(nav.topViewController as? FruitDetailController)
        #expect(detail.title == "Cherry" && detail.nameLabel.text == "Cherry")
        #expect(detail.nameLabel.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0x32 / 255.0, green: 0x7D / 255.0, blue: 0x2E / 255.0, alpha: 1), "the Brand color set")
        let star = try #require(detail.view.subviews.first?.subviews.first as? UIImageView)
        #expect(star.image?.size == CGSize(width: 96, height: 96) && star.frame.size == CGSize(width: 96, height: 96), "the SVG star at its size: \(star.frame)")
        #expect(sim.color(at: star.convert(CGPoint(x: 48, y: 48), to: nil)) == RGBA(r: 255, g: 180, b: 0), "drawn from the SVG")
        try Snapshot.verify(sim.screenshot(), reference: snapshots.appendingPathComponent("fruit-detail-iPhone15.png"))
        sim.tap(on: try #require(sim.view(withText: "About")))
        sim.settle()
        #expect(sim.view(withText: "Made from a storyboard, on Linux.") != nil)
    }

    @Test func addingAFruitThroughTheSheet() throws {
        let (sim, nav) = try launch()
        sim.tap(on: try #require(sim.view(withText: "Add")))
        sim.settle()
        #expect(nav.presentedViewController?.modalPresentationStyle == .formSheet)
        sim.type("Fig")
        sim.tap(on: try #require(sim.view(withText: "Save")))
        sim.settle()
        #expect(nav.presentedViewController == nil)
        let list = try #require(nav.topViewController as? FruitListController)
        #expect(list.fruit.last == "Fig" && sim.view(withText: "Fig") != nil)
    }
}
