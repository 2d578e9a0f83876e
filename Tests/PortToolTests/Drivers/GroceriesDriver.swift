// Added to the ported Groceries package by PortToolTests: navigation, a table, segues and an unwind.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Groceries

@MainActor @Suite(.serialized) struct GroceriesDriver {
    @Test func choosingAnItemAndBuyingIt() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        let list = try #require(nav.topViewController as? ListViewController)
        #expect(sim.view(withText: "Groceries") != nil && sim.view(withText: "Bread") != nil)

        sim.tap(on: try #require(sim.view(withText: "Bread")))
        sim.settle()
        let detail = try #require(nav.topViewController as? DetailViewController)
        #expect(detail.nameLabel.text == "Bread", "prepare(for:sender:) passed the row's item")
        #expect(sim.view(withText: "Bought it") != nil)

        sim.tap(on: try #require(sim.view(withText: "Bought it")))
        sim.settle()
        #expect(nav.topViewController === list, "the unwind segue popped back to the list")
        #expect(list.items == ["Apples", "Cheese"] && sim.view(withText: "Bread") == nil)

        sim.tap(on: try #require(sim.view(withText: "Add")))
        sim.settle()
        #expect(list.items.count == 3 && sim.view(withText: "Item 3") != nil, "the bar button item's #selector action")
        #expect(list.export.filename == "Groceries.csv" && list.export.mimeType == "text/csv", "UniformTypeIdentifiers' UTType")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-groceries.png"))
        }
    }
}
