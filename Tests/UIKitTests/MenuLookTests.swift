import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct MenuLookTests {
    @Test func aPullDownMenuUnderItsBarButton() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        vc.title = "Files"
        vc.view.backgroundColor = .systemBackground
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: UIMenu(title: "Sort by", children: [
            UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }, UIAction(title: "Size") { _ in },
            UIAction(title: "Delete All", attributes: .destructive) { _ in },
        ]))
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.tap(on: try #require(sim.view(withText: "Sort")))
        sim.settle()
        checkSnapshot(sim, "menu-iPhone15")
    }
}
