import Foundation
import Testing
import UIKit
import UIKitTesting
import QuartzCore

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

/// How many device pixels in `rect` (points) are darker than mid grey, on the screen as composited now.
@MainActor func darkPixels(_ sim: Simulator, in rect: CGRect) -> Int {
    sim.runFrame()
    let c = sim.environment.compositor, s = sim.screen.scale
    var count = 0
    for y in max(0, Int(rect.minY * s))..<min(c.pixelHeight, Int(rect.maxY * s)) {
        for x in max(0, Int(rect.minX * s))..<min(c.pixelWidth, Int(rect.maxX * s)) {
            let px = c.pixels.load(fromByteOffset: y * c.bytesPerRow + x * 4, as: UInt32.self)
            let luma = (Int((px >> 16) & 0xFF) * 54 + Int((px >> 8) & 0xFF) * 183 + Int(px & 0xFF) * 19) >> 8
            if luma < 128 { count += 1 }
        }
    }
    return count
}

/// How many points in `rect` show a colour near `color` (each channel within 60): the pixel under
/// each point's centre, from one frame (`Simulator.color(at:)` runs a frame for each point).
@MainActor func pixels(_ sim: Simulator, near color: RGBA, in rect: CGRect) -> Int {
    sim.runFrame()
    var count = 0
    for y in stride(from: rect.minY, to: rect.maxY, by: 1) {
        for x in stride(from: rect.minX, to: rect.maxX, by: 1) {
            let p = sim.colorOnScreen(at: CGPoint(x: x + 0.5, y: y + 0.5))
            if abs(Int(p.r) - Int(color.r)) < 60, abs(Int(p.g) - Int(color.g)) < 60, abs(Int(p.b) - Int(color.b)) < 60 { count += 1 }
        }
    }
    return count
}

/// Forty rows ("Row 0"…), long enough to scroll under the bars.
@MainActor final class NumberedRowsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// How many bytes of two equally long buffers (screens) differ by more than `tolerance`. A screen is
/// millions of bytes and a test runs unoptimized: equal buffers are found by `memcmp`, and otherwise
/// only the 8-byte words that differ are looked into.
func bytesDiffering(_ a: [UInt8], _ b: [UInt8], by tolerance: Int) -> Int {
    precondition(a.count == b.count, "buffers of \(a.count) and \(b.count) bytes")
    return a.withUnsafeBytes { pa in
        b.withUnsafeBytes { pb in
            guard let x = pa.baseAddress, let y = pb.baseAddress, memcmp(x, y, a.count) != 0 else { return 0 }
            var count = 0
            let words = a.count / 8
            var i = 0
            while i < words {
                if pa.load(fromByteOffset: i * 8, as: UInt64.self) != pb.load(fromByteOffset: i * 8, as: UInt64.self) {
                    for j in i * 8 ..< i * 8 + 8 where abs(Int(pa[j]) - Int(pb[j])) > tolerance { count += 1 }
                }
                i += 1
            }
            for j in words * 8 ..< a.count where abs(Int(pa[j]) - Int(pb[j])) > tolerance { count += 1 }
            return count
        }
    }
}
