import Foundation
import Testing
@_spi(Testing) import UIKit
@_spi(Testing) import UIKitTesting
import FoundationDemo

/// The Gallery's screens in dark mode.
@MainActor
@Suite struct DarkGalleryTests {
    @Test func scratchDarkScreens() throws {
        let sim = Simulator(device: .iPhone15)
        var shots: [UIImage] = []
        func saveShot(_ sim: Simulator, _ name: String) {
            shots.append(sim.screenshotImage())
            try? sim.screenshot().write(to: URL(fileURLWithPath: "/tmp/shots/\(name).png"))
        }
        defer {
            let size = CGSize(width: 393, height: 852)
            let format = UIGraphicsImageRendererFormat(); format.scale = 1
            let sheet = UIGraphicsImageRenderer(size: CGSize(width: size.width * 4, height: size.height * CGFloat((shots.count + 3) / 4)), format: format).image { _ in
                for (i, s) in shots.enumerated() { s.draw(in: CGRect(x: CGFloat(i % 4) * size.width, y: CGFloat(i / 4) * size.height, width: size.width, height: size.height)) }
            }
            try? sheet.pngData()?.write(to: URL(fileURLWithPath: "/tmp/shots/sheet.png"))
        }
        sim.userInterfaceStyle = .dark
        let list = UITableViewController(style: .insetGrouped)
        list.title = "Gallery"
        let nav = UINavigationController(rootViewController: list)
        sim.rootViewController = nav
        sim.settle()
        saveShot(sim, "dark-list")
        nav.pushViewController(ControlsDemoViewController(), animated: false)
        sim.settle()
        saveShot(sim, "dark-controls")
        nav.pushViewController(BookingFormViewController(), animated: false)
        sim.settle()
        saveShot(sim, "dark-booking")
        nav.pushViewController(SymbolsDemoViewController(), animated: false)
        sim.settle()
        saveShot(sim, "dark-symbols")
        nav.pushViewController(ChatViewController(), animated: false)
        sim.settle()
        saveShot(sim, "dark-chat")
        let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Message"
        nav.topViewController?.view.addSubview(field)
        sim.tap(on: field)
        sim.type("Hello")
        sim.settle()
        saveShot(sim, "dark-keyboard")
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        nav.present(alert, animated: false)
        sim.settle()
        saveShot(sim, "dark-alert")
        alert.dismiss(animated: false)
        sim.settle()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        nav.present(sheet, animated: false)
        sim.settle()
        saveShot(sim, "dark-sheet")
        sheet.dismiss(animated: false)
        sim.settle()
        nav.pushViewController(AlarmClockViewController(), animated: false)
        sim.settle()
        saveShot(sim, "dark-alarm")
        nav.pushViewController(MailboxesViewController(), animated: false)
        sim.settle()
        saveShot(sim, "dark-mailboxes")
        nav.pushViewController(DownloadListViewController(), animated: false)
        sim.settle()
        saveShot(sim, "dark-downloads")
        nav.pushViewController(PhotoBoardViewController(), animated: false)
        sim.settle()
        saveShot(sim, "dark-photoboard")

        // A tab bar, a toolbar, a search bar, a grouped list with rows.
        let rows = RowsController(style: .insetGrouped)
        rows.title = "Settings"
        rows.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil), .flexibleSpace(), UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let rowsNav = UINavigationController(rootViewController: rows)
        rowsNav.isToolbarHidden = false
        rows.navigationItem.searchController = UISearchController(searchResultsController: nil)
        rows.navigationItem.hidesSearchBarWhenScrolling = false
        rowsNav.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 0)
        let plain = RowsController(style: .plain)
        plain.tabBarItem = UITabBarItem(title: "Plain", image: UIImage(systemName: "list.bullet"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [rowsNav, plain]
        sim.rootViewController = tabs
        sim.settle()
        saveShot(sim, "dark-tabs-grouped")
        let cell0 = rows.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        print("DBG", cell0.backgroundConfiguration as Any, cell0.backgroundColor as Any, cell0.backgroundView as Any, cell0.traitCollection.userInterfaceStyle.rawValue, sim.color(at: cell0.convert(CGPoint(x: 100, y: 10), to: nil)))
        func dump(_ v: UIView, _ d: Int) { print("DBG", String(repeating: " ", count: d), type(of: v), v.frame, v.backgroundColor as Any); for s in v.subviews { dump(s, d + 1) } }
        dump(cell0, 0)
        rows.tableView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        sim.settle()
        saveShot(sim, "dark-tabs-scrolled")
        tabs.selectedIndex = 1
        sim.settle()
        saveShot(sim, "dark-tabs-plain")
        plain.setEditing(true, animated: false)
        sim.settle()
        saveShot(sim, "dark-plain-editing")

        // A popover and a context menu on iPad.
        let pad = Simulator(device: .iPadPro11)
        pad.userInterfaceStyle = .dark
        let host = UIViewController()
        host.view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 300, y: 300, width: 120, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                                        UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                                        UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }])
        button.showsMenuAsPrimaryAction = true
        host.view.addSubview(button)
        pad.rootViewController = host
        pad.settle()
        pad.tap(on: button)
        pad.settle()
        saveShot(pad, "dark-menu-pad")
        pad.tap(at: CGPoint(x: 700, y: 900))
        pad.settle()
        let content = RowsController(style: .plain)
        content.preferredContentSize = CGSize(width: 320, height: 300)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = button
        host.present(content, animated: false)
        pad.settle()
        saveShot(pad, "dark-popover-pad")
    }
}

final class RowsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section + 1)" }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var c = cell.defaultContentConfiguration()
        c.text = "Row \(indexPath.row + 1)"
        c.secondaryText = indexPath.row % 2 == 0 ? "Detail" : nil
        c.image = UIImage(systemName: "star.fill")
        cell.contentConfiguration = c
        cell.accessoryType = indexPath.row % 3 == 0 ? .checkmark : .disclosureIndicator
        if indexPath.row == 2 { let s = UISwitch(); s.isOn = true; cell.accessoryView = s }
        return cell
    }
}

extension UIView {
    func firstSubview<T: UIView>(of type: T.Type) -> T? {
        if let s = self as? T { return s }
        for v in subviews { if let f = v.firstSubview(of: type) { return f } }
        return nil
    }
}
