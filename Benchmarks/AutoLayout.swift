import Foundation
import UIKit

// autolayout-solve: the Cassowary solver on a nested layout of typical constraints, against
// kiwisolver solving the same system in the same run (Benchmarks/kiwi/kiwi_bench.py).

/// A nested layout of `count` views: containers of ten children, in a row at even depths and a
/// column at odd ones (equal sizes along the line, 1-point gaps and margins), down to `count`
/// views, inside a 1000×1000 root. Across the line a container fills its parent, as a stack
/// view's arranged stack view does; a leaf, like a button, keeps a preferred 44-point size if
/// there is room. (Every child preferring 44 points would leave the fourth level of 10,000 views
/// less room than its gaps: thousands of refused constraints, not a typical layout.)
struct NestedLayout {
    var variableCount = 0
    var constraints: [(terms: [(Int, Double)], constant: Double, relation: LayoutRelation, strength: Double)] = []
    /// The constraint whose constant the incremental run changes: the root's width.
    var change = 0

    init(views count: Int) {
        // Per view: left, top, width, height; right and bottom are sums.
        func attr(_ v: Int, _ k: Int) -> [(Int, Double)] { [(v * 4 + k, 1)] }
        func end(_ v: Int, _ row: Bool) -> [(Int, Double)] { row ? attr(v, 0) + attr(v, 2) : attr(v, 1) + attr(v, 3) }
        func neg(_ t: [(Int, Double)]) -> [(Int, Double)] { t.map { ($0.0, -$0.1) } }
        variableCount = count * 4
        let req = LayoutStrength.required
        constraints.append((attr(0, 0), 0, .equal, req))
        constraints.append((attr(0, 1), 0, .equal, req))
        change = constraints.count
        constraints.append((attr(0, 2), -1000, .equal, req))
        constraints.append((attr(0, 3), -1000, .equal, req))
        var next = 1, queue = [(0, 0)]
        while next < count, !queue.isEmpty {
            let (parent, depth) = queue.removeFirst()
            let row = depth % 2 == 0
            let (start, size, crossStart, crossSize) = row ? (0, 2, 1, 3) : (1, 3, 0, 2)
            let children = Array(next..<min(count, next + 10))
            next += children.count
            for (i, c) in children.enumerated() {
                // Along the line: after the parent's margin or the previous child, equal sizes.
                constraints.append((attr(c, start) + neg(i == 0 ? attr(parent, start) : end(children[i - 1], row)), -1, .equal, req))
                if i > 0 { constraints.append((attr(c, size) + neg(attr(children[0], size)), 0, .equal, req)) }
                // Across it: inside the parent's margins, 44 points if there is room.
                constraints.append((attr(c, crossStart) + neg(attr(parent, crossStart)), -1, .equal, req))
                let container = c * 10 + 1 < count
                constraints.append((end(c, !row) + neg(end(parent, !row)), 1, container ? .equal : .lessOrEqual, req))
                if !container { constraints.append((attr(c, crossSize), -44, .equal, 500)) }
                constraints.append((attr(c, 2), 0, .greaterOrEqual, req))
                constraints.append((attr(c, 3), 0, .greaterOrEqual, req))
                queue.append((c, depth + 1))
            }
            if let last = children.last { constraints.append((end(last, row) + neg(end(parent, row)), 1, .equal, req)) }
        }
    }

    func json(runs: Int) -> Data {
        let object: [String: Any] = [
            "variables": variableCount, "change": change, "delta": 10, "runs": runs, "budget": 120,
            "constraints": constraints.map { c in
                ["terms": c.terms.map { [$0.0, $0.1] as [Any] }, "constant": c.constant,
                 "op": c.relation == .equal ? "==" : c.relation == .lessOrEqual ? "<=" : ">=", "strength": c.strength] as [String: Any]
            },
        ]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }
}

/// Milliseconds: cold solves, and changes of the root's width applied in place.
func solveTimes(_ layout: NestedLayout, runs: Int) -> (cold: [Double], incremental: [Double], variables: [LayoutVariable], cells: Int) {
    var cold: [Double] = [], incremental: [Double] = []
    var lastVariables: [LayoutVariable] = []
    var refused = 0, cells = 0
    defer { if refused > 0 { print("bench autolayout-solve-\(layout.variableCount / 4): \(refused / runs) constraints refused: not a valid layout") } }
    for _ in 0..<runs {
        let vars = (0..<layout.variableCount).map { LayoutVariable("v\($0)") }
        let made = layout.constraints.map { c -> SolverConstraint in
            var e = LinearExpression(c.constant)
            e.terms = c.terms.map { (vars[$0.0], $0.1) }
            return SolverConstraint(e, c.relation, strength: c.strength)
        }
        let t0 = nowNanos()
        let solver = SimplexSolver()
        for c in made { if (try? solver.add(c)) == nil { refused += 1 } }
        solver.updateVariables()
        cold.append(Double(nowNanos() - t0) / 1e6)
        let base = layout.constraints[layout.change].constant
        for step in 1...5 {
            let t1 = nowNanos()
            try? solver.updateConstant(of: made[layout.change], to: base - 10 * Double(step))
            solver.updateVariables()
            incremental.append(Double(nowNanos() - t1) / 1e6)
        }
        lastVariables = vars
        cells = solver.tableauCells
    }
    return (cold, incremental, lastVariables, cells)
}

/// kiwisolver's times for the same system, from the Python script.
func kiwiTimes(_ layout: NestedLayout, runs: Int) -> (cold: [Double], incremental: [Double], timedOut: Bool)? {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi/kiwi_bench.py").path
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    p.arguments = [script]
    let input = Pipe(), output = Pipe()
    p.standardInput = input
    p.standardOutput = output
    guard (try? p.run()) != nil else { return nil }
    input.fileHandleForWriting.write(layout.json(runs: runs))
    try? input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    guard let out = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let cold = out["cold"] as? [Double], let incremental = out["incremental"] as? [Double] else { return nil }
    return (cold, incremental, out["timeout"] != nil)
}

@MainActor func runAutoLayoutSolve() {
    var colds: [(views: Double, ms: Double, cells: Double)] = []
    let sizes = ProcessInfo.processInfo.environment["AUTOLAYOUT_SIZES"].map { $0.split(separator: ",").compactMap { Int($0) } } ?? [100, 1_000, 10_000]
    for count in sizes {
        let layout = NestedLayout(views: count)
        let runs = ProcessInfo.processInfo.environment["AUTOLAYOUT_RUNS"].flatMap { Int($0) } ?? (count >= 10_000 ? 2 : count <= 100 ? 201 : 5)

        let here = solveTimes(layout, runs: runs)
        let mine = (cold: percentile(here.cold, 0.5), incremental: percentile(here.incremental, 0.5))
        // The last child of the root row spans to the right margin: a check that the solve is right.
        let rootChildWidth = here.variables.count > 6 ? here.variables[6].value : 0
        colds.append((Double(count), mine.cold, Double(here.cells)))
        // AUTOLAYOUT_NO_KIWI=1 times this solver alone.
        let skipKiwi = ProcessInfo.processInfo.environment["AUTOLAYOUT_NO_KIWI"] == "1"
        guard !skipKiwi, let kiwi = kiwiTimes(layout, runs: runs) else {
            if skipKiwi {
                print(String(format: "bench autolayout-solve-%d: %d constraints; cold %.3f ms; one constant changed %.4f ms",
                             count, layout.constraints.count, mine.cold, mine.incremental))
                continue
            }
            print("bench autolayout-solve-\(count): kiwisolver not available (make deps installs python3-kiwisolver)")
            continue
        }
        guard !kiwi.cold.isEmpty, !kiwi.incremental.isEmpty else {
            print(String(format: "bench autolayout-solve-%d: %d constraints; cold %.3f ms; one constant changed %.4f ms "
                         + "(%.0f× faster than our cold solve); kiwi did not finish a cold solve in 120 s (ratio < %.4f)",
                         count, layout.constraints.count, mine.cold, mine.incremental, mine.cold / max(mine.incremental, 1e-6), mine.cold / 120_000))
            continue
        }
        let k = (cold: percentile(kiwi.cold, 0.5), incremental: percentile(kiwi.incremental, 0.5))
        print(String(format: "bench autolayout-solve-%d: %d constraints; cold %.3f ms (kiwi %.3f ms, ratio %.2f); "
                     + "one constant changed %.4f ms (kiwi remove+add %.4f ms, ratio %.2f; %.0f× faster than our cold solve); first child width %.1f",
                     count, layout.constraints.count, mine.cold, k.cold, mine.cold / k.cold,
                     mine.incremental, k.incremental, mine.incremental / k.incremental, mine.cold / max(mine.incremental, 1e-6), rootChildWidth))
    }
    // Growth: the exponent of time against views, from the first and last sizes.
    // Views × depth is what the tableau holds: the exponent against its cells says whether the
    // solver's own work per cell stays flat.
    if let a = colds.first, let b = colds.last, a.ms > 0, b.views > a.views {
        print(String(format: "bench autolayout-solve: cold time grows as views^%.2f; the tableau grows as views^%.2f (%.0f to %.0f cells), time as cells^%.2f",
                     log(b.ms / a.ms) / log(b.views / a.views), log(b.cells / a.cells) / log(b.views / a.views), a.cells, b.cells,
                     log(b.ms / a.ms) / log(b.cells / a.cells)))
    }
}
