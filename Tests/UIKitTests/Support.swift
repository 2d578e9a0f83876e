import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view controller whose view is plain white, for pixel tests.
final class CanvasController: UIViewController {
    override func viewDidLoad() { view.backgroundColor = .white }
}

@MainActor func canvas(_ device: Simulator.Device = .iPhone15) -> (Simulator, UIView) {
    let sim = Simulator(device: device)
    let vc = CanvasController()
    sim.rootViewController = vc
    return (sim, vc.view)
}

/// The test fixtures folder (copied as a resource).
var fixtures: Bundle { Bundle(path: Bundle.module.bundlePath + "/Fixtures")! }

/// Where a snapshot reference lives: beside this file, in Snapshots/.
func snapshotURL(_ name: String, file: String = #filePath) -> URL {
    URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).png")
}

let white = RGBA(r: 255, g: 255, b: 255)

/// Compares the simulator's screen with Snapshots/<name>.png; on a mismatch attaches the screenshot and records why.
@MainActor func checkSnapshot(_ sim: Simulator, _ name: String, file: String = #filePath) {
    do {
        try Snapshot.verify(sim.screenshot(), reference: snapshotURL(name, file: file))
    } catch {
        Attachment.record(sim.screenshotImage(), named: name)
        Issue.record("\(name): \(error)")
    }
}

/// A plain list showing `rows` as its cells' text, for tests of what surrounds a list (search bars).
@MainActor class TextRowsController: UITableViewController {
    var rows: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        c.textLabel?.text = rows[indexPath.row]
        return c
    }
}

/// A list cell showing its item as text, with the accessories `accessories(item)` gives: the
/// registration the list tests share.
@MainActor func textListCell(_ accessories: @escaping (String) -> [UICellAccessory]) -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
    UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessories = accessories(item)
    }
}

/// Writes the screen to `$OPENUIKIT_SHOTS/<name>.png` when that variable is set, for looking at.
@MainActor func saveShot(_ sim: Simulator, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] else { return }
    try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
}
