import Foundation
import UIKit
import QuartzCore
import UIKitTesting
import FoundationDemo

/// Resident memory of this process, in megabytes (from /proc/self/statm).
func residentMegabytes() -> Double {
    guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = Double(s.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0)
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// Resident memory after glibc gives freed memory back (so a figure that still grows is a leak).
func trimmedMegabytes() -> Double {
    typealias Trim = @convention(c) (Int) -> Int32
    if let f = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") { _ = unsafeBitCast(f, to: Trim.self)(0) }
    return residentMegabytes()
}

/// Resident memory (MB, trimmed) now and after each of four stretches of `segment` points scrolled
/// down a screen at a time, a frame each: "a → b → c → d → e".
@MainActor func memoryWhileScrolling(_ scrollView: UIScrollView, _ env: UIKitEnvironment, segment: CGFloat) -> String {
    var figures: [String] = [String(format: "%.1f", trimmedMegabytes())]
    var y: CGFloat = 0
    for n in 1...4 {
        while y < segment * CGFloat(n) {
            y += 600
            scrollView.contentOffset = CGPoint(x: 0, y: y)
            env.runFrame()
        }
        figures.append(String(format: "%.1f", trimmedMegabytes()))
    }
    return figures.joined(separator: " → ")
}

/// A table that answers a million rows without storing them.
@MainActor final class MillionRows: NSObject, UITableViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { count }
    func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
        let c = t.dequeueReusableCell(withIdentifier: "r") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "r")
        c.textLabel?.text = "Row \(ip.row)"
        c.detailTextLabel?.text = "detail \(ip.row)"
        c.accessoryType = .disclosureIndicator
        return c
    }
}

/// `scroll-10k-rows`: the Gallery's 10,000-row list of subtitle cells with chevrons, flung on an
/// iPhone 15 at 3×; each frame of the fling is timed.
@MainActor func runScrollTenThousand() {
    let sim = Simulator(device: .iPhone15)
    let list = LongListViewController(rows: 10_000)
    sim.rootViewController = UINavigationController(rootViewController: list)
    sim.settle()
    let env = sim.environment
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    var frames: [Double] = []
    var repainted: [Double] = []
    let screenArea = Double(env.compositor.pixelWidth * env.compositor.pixelHeight)
    let table = list.tableView!
    // The memcpy is timed between flings, so that it shares the machine's moods with the frames.
    var baseline: [Double] = []
    for _ in 0..<6 {
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 250), duration: 0.1)
        // Time two seconds of frames of each fling, as the display would run them.
        var n = 0
        while table.isDecelerating && n < 120 {
            n += 1
            let t0 = nowNanos()
            sim.advance(by: env.frameInterval)
            frames.append(Double(nowNanos() - t0) / 1e6)
            repainted.append(env.compositor.lastDamage.reduce(0) { $0 + Double($1.width * $1.height) } / screenArea)
        }
        baseline += memcpyTimes(bytes: bytes, runs: 10)
    }
    report("scroll-10k-rows", frames, memcpy: baseline)
    print(String(format: "bench scroll-10k-rows: %d frames, reached row %d, median repainted area %.1f%% of the screen",
                 frames.count, table.indexPathsForVisibleRows?.first?.row ?? -1, percentile(repainted, 0.5) * 100))
}

/// `table-1m-rows`: `reloadData` of a million rows with an estimated height, and the first frame;
/// then the resident memory before and after scrolling through 10,000 rows.
@MainActor func runMillionRows() {
    let sim = Simulator(device: .iPhone15)
    let vc = UIViewController()
    sim.rootViewController = vc
    let env = sim.environment
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    let source = MillionRows(1_000_000)
    let table = UITableView(frame: vc.view.bounds, style: .plain)
    table.estimatedRowHeight = 56
    table.dataSource = source
    vc.view.addSubview(table)
    let times = measure(runs: 10, warmup: 1) {
        table.reloadData()
        env.runFrame()
    }
    report("table-1m-rows", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
    // Resident memory after every 10,000 rows scrolled, a screen at a time: it must level off.
    let figures = memoryWhileScrolling(table, env, segment: 56 * 10_000)
    print("bench table-1m-rows memory (MB, after reload then every 10,000 rows scrolled): \(figures), \(table.subviews.filter { $0 is UITableViewCell }.count) cells made")
}

/// `cell-dequeue`: dequeuing a cell from the pool and configuring it as a data source does.
@MainActor func runCellDequeue() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
    var pool: [UITableViewCell] = (0..<20).map { _ in UITableViewCell(style: .subtitle, reuseIdentifier: "r") }
    let n = 20_000
    let times = measure(runs: 10, warmup: 1) {
        for i in 0..<n {
            let cell = table.dequeueReusableCell(withIdentifier: "r") ?? pool.removeLast()
            cell.textLabel?.text = "Row \(i)"
            cell.detailTextLabel?.text = "detail \(i)"
            cell.accessoryType = .disclosureIndicator
            table.recycle(cell, at: nil)
        }
    }
    let perCell = times.map { $0 / Double(n) * 1000 }
    print(String(format: "bench cell-dequeue: median %.3f µs per cell, p99 %.3f µs", percentile(perCell, 0.5), percentile(perCell, 0.99)))
    // What a row coming into view costs on top: the cell laid out and its labels drawn at 3×.
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "r")
    cell.frame = CGRect(x: 0, y: 0, width: 393, height: 56)
    cell.accessoryType = .disclosureIndicator
    table.addSubview(cell)
    var i = 0
    let drawn = measure(runs: 200, warmup: 5) {
        i += 1
        cell.textLabel?.text = "Row \(i)"
        cell.detailTextLabel?.text = "Section 1, a subtitle in smaller type \(i)"
        cell.layoutIfNeeded()
        FramePipeline.current.displayPendingLayers()
    }
    print(String(format: "bench cell-draw: median %.3f ms per new row, p99 %.3f ms", percentile(drawn, 0.5), percentile(drawn, 0.99)))
    _ = pool
}
