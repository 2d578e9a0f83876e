import Testing
import Foundation
import UIKit
import UIKitTesting

/// Settings-like and Contacts-like tables in the three styles, with the four cell styles and the
/// accessories, as snapshots a person compares with iOS 17.
@MainActor
@Suite(.serialized) struct TableLookTests {
    final class Showcase: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 3 }
        override func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { [4, 3, 12][s] }
        override func tableView(_ t: UITableView, titleForHeaderInSection s: Int) -> String? { ["Network", "About", "Contacts"][s] }
        override func tableView(_ t: UITableView, titleForFooterInSection s: Int) -> String? {
            s == 1 ? "Your name and details appear in the footer, wrapped over as many lines as they need." : nil
        }
        override func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
            switch ip.section {
            case 0:
                let c = UITableViewCell(style: .value1, reuseIdentifier: nil)
                c.textLabel?.text = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot"][ip.row]
                c.detailTextLabel?.text = ["Home", "On", "", "Off"][ip.row]
                c.accessoryType = .disclosureIndicator
                return c
            case 1:
                let c = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                c.textLabel?.text = ["Name", "Software Version", "Model"][ip.row]
                c.detailTextLabel?.text = ["iPhone", "17.0", "iPhone 15"][ip.row]
                c.accessoryType = [.checkmark, .detailButton, .detailDisclosureButton][ip.row]
                return c
            default:
                let c = UITableViewCell(style: ip.row % 2 == 0 ? .value2 : .default, reuseIdentifier: nil)
                c.textLabel?.text = ip.row % 2 == 0 ? "mobile" : "Contact \(ip.row)"
                c.detailTextLabel?.text = "+420 123 456 78\(ip.row)"
                return c
            }
        }
    }

    func show(_ style: UITableView.Style) -> (Simulator, UITableView) {
        let sim = Simulator(device: .iPhone15)
        let vc = Showcase(style: style)
        vc.title = "Settings"
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.settle()
        return (sim, vc.tableView)
    }

    @Test func insetGrouped() {
        let (sim, t) = show(.insetGrouped)
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        checkSnapshot(sim, "table-inset-grouped-iPhone15")
    }

    @Test func grouped() {
        let (sim, _) = show(.grouped)
        checkSnapshot(sim, "table-grouped-iPhone15")
    }

    @Test func plainWithAPinnedHeader() {
        let (sim, t) = show(.plain)
        t.setContentOffset(CGPoint(x: 0, y: t.rect(forSection: 2).minY - 103 + 60), animated: false)
        checkSnapshot(sim, "table-plain-pinned-iPhone15")
    }

    @Test func insetGroupedInLandscape() {
        let (sim, t) = show(.insetGrouped)
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        // The cards move in by the safe area, and the text keeps its margin inside them.
        let cell = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        let card = cell.convert(cell.bounds, to: nil)
        #expect(card.minX == CGFloat(59 + 20) && card.maxX == CGFloat(852 - 59 - 20))
        #expect(cell.textLabel!.convert(cell.textLabel!.bounds, to: nil).minX == CGFloat(59 + 20 + 20))
        checkSnapshot(sim, "table-inset-grouped-landscape-iPhone15")
    }
}
