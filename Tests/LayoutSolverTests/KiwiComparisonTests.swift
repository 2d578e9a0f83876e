import Testing
import Foundation
@testable import UIKit
import UIKitTesting

/// Random constraint systems solved here and by kiwisolver give the same values.
struct KiwiComparisonTests {
    /// A system of views' edges and sizes: random relations between attributes of random views,
    /// random priorities, and a weak, distinctly weighted stay on every variable so that the
    /// optimum is unique.
    struct RandomSystem {
        var variableCount = 0
        var constraints: [(terms: [(Int, Double)], constant: Double, relation: LayoutRelation, strength: Double)] = []
    }

    /// Picks from the deterministic source, so a failure can be replayed by its seed.
    struct Random {
        var source: SplitMix
        init(state: UInt64) { source = SplitMix(state: state) }
        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &source) }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
    }

    static func make(seed: UInt64) -> RandomSystem {
        var r = Random(state: seed)
        var sys = RandomSystem()
        let views = r.int(2...8)
        // Per view: left, top, width, height; right = left + width, bottom = top + height as terms.
        sys.variableCount = views * 4
        func attribute(_ view: Int, _ a: Int) -> [(Int, Double)] {
            switch a {
            case 0: return [(view * 4, 1)]
            case 1: return [(view * 4 + 1, 1)]
            case 2: return [(view * 4 + 2, 1)]
            case 3: return [(view * 4 + 3, 1)]
            case 4: return [(view * 4, 1), (view * 4 + 2, 1)]            // right
            case 5: return [(view * 4 + 1, 1), (view * 4 + 3, 1)]        // bottom
            case 6: return [(view * 4, 1), (view * 4 + 2, 0.5)]          // centre x
            default: return [(view * 4 + 1, 1), (view * 4 + 3, 0.5)]     // centre y
            }
        }
        for v in 0..<views {
            sys.constraints.append(([(v * 4 + 2, 1)], 0, .greaterOrEqual, LayoutStrength.required))
            sys.constraints.append(([(v * 4 + 3, 1)], 0, .greaterOrEqual, LayoutStrength.required))
        }
        for _ in 0..<r.int(views...(views * 4)) {
            let a = r.int(0...(views - 1)), b = r.int(0...(views - 1))
            // Same axis: x attributes (0, 2, 4, 6) with x ones, y with y.
            let horizontal = r.int(0...1) == 0
            let attrs = horizontal ? [0, 2, 4, 6] : [1, 3, 5, 7]
            let first = attribute(a, r.pick(attrs))
            let multiplier = r.pick([1.0, 1.0, 1.0, 0.5, 2.0])
            let second = r.int(0...4) == 0 ? [] : attribute(b, r.pick(attrs)).map { ($0.0, -$0.1 * multiplier) }
            let constant = Double(r.int(-200...200))
            let relation = r.pick([LayoutRelation.equal, .equal, .lessOrEqual, .greaterOrEqual])
            let strength = r.pick([LayoutStrength.required, LayoutStrength.required, 750, 500, 250])
            sys.constraints.append((first + second, -constant, relation, strength))
        }
        for i in 0..<sys.variableCount {
            sys.constraints.append(([(i, 1)], -Double(r.int(0...400)), .equal, 1 + Double(i) * 0.013))
        }
        return sys
    }

    /// Solves a system here; the values, and which constraints were refused.
    static func solveHere(_ sys: RandomSystem) -> (values: [Double], skipped: [Int]) {
        let vars = (0..<sys.variableCount).map { LayoutVariable("v\($0)") }
        let solver = SimplexSolver()
        var skipped: [Int] = []
        for (i, c) in sys.constraints.enumerated() {
            var e = LinearExpression(c.constant)
            e.terms = c.terms.map { (vars[$0.0], $0.1) }
            do { try solver.add(SolverConstraint(e, c.relation, strength: c.strength)) } catch { skipped.append(i) }
        }
        solver.updateVariables()
        return (vars.map(\.value), skipped)
    }

    static let python = "/usr/bin/python3"
    static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/kiwi/kiwi_solve.py").path
    }

    /// Solves the systems with kiwisolver in one Python run.
    static func solveWithKiwi(_ systems: [RandomSystem]) throws -> [(values: [Double], skipped: [Int])] {
        let json: [String: Any] = ["systems": systems.map { s in
            ["variables": s.variableCount, "constraints": s.constraints.map { c in
                ["terms": c.terms.map { [$0.0, $0.1] as [Any] }, "constant": c.constant,
                 "op": c.relation == .equal ? "==" : c.relation == .lessOrEqual ? "<=" : ">=", "strength": c.strength] as [String: Any]
            }] as [String: Any]
        }]
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = [script]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        try p.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: json))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard let out = try JSONSerialization.jsonObject(with: data) as? [String: Any], let results = out["results"] as? [[String: Any]] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return results.map { (($0["values"] as? [Double]) ?? [], ($0["skipped"] as? [Int]) ?? []) }
    }

    @Test func randomSystemsMatchKiwisolver() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.python), "python3 with kiwisolver (make deps installs python3-kiwisolver)")
        let seeds = (1...1000).map { UInt64($0) * 7919 }
        let systems = seeds.map(Self.make)
        let kiwi = try Self.solveWithKiwi(systems)
        var compared = 0, withRefusals = 0, weakLosses = 0
        for (i, sys) in systems.enumerated() {
            let here = Self.solveHere(sys)
            if !here.skipped.isEmpty { withRefusals += 1 }
            // How often a non-required constraint (other than the stays) could not be met: the systems are not trivial.
            if sys.constraints.enumerated().contains(where: { j, c in
                c.strength >= 250 && c.strength < LayoutStrength.required && !here.skipped.contains(j) && Self.violation(c, here.values) > 0.5
            }) { weakLosses += 1 }
            #expect(here.skipped == kiwi[i].skipped, "seed \(seeds[i]): refused constraints differ")
            guard here.skipped == kiwi[i].skipped else { continue }
            let worst = zip(here.values, kiwi[i].values).map { abs($0 - $1) }.max() ?? 0
            #expect(worst <= 0.5, "seed \(seeds[i]): values differ by \(worst)")
            compared += 1
        }
        #expect(compared == systems.count)
        #expect(withRefusals > 50 && weakLosses > 50, "refusals in \(withRefusals), broken preferences in \(weakLosses) of \(systems.count)")
    }

    /// Changing one constraint's constant in place gives what a solve from scratch with that
    /// constant gives (the change never rebuilds the tableau).
    @Test func changingAConstantInPlaceMatchesASolveFromScratch() throws {
        var checked = 0
        for seed in (1...300).map({ UInt64($0) * 104_729 }) {
            var sys = Self.make(seed: seed)
            let vars = (0..<sys.variableCount).map { LayoutVariable("v\($0)") }
            let solver = SimplexSolver()
            var added: [(Int, SolverConstraint)] = []
            for (i, c) in sys.constraints.enumerated() {
                var e = LinearExpression(c.constant)
                e.terms = c.terms.map { (vars[$0.0], $0.1) }
                let sc = SolverConstraint(e, c.relation, strength: c.strength)
                if (try? solver.add(sc)) != nil { added.append((i, sc)) }
            }
            var rng = SplitMix(state: seed)
            let (index, target) = added[Int.random(in: 0..<added.count, using: &rng)]
            let newConstant = sys.constraints[index].constant + Double(Int.random(in: -60...60, using: &rng))
            do { try solver.updateConstant(of: target, to: newConstant) } catch { continue }
            solver.updateVariables()
            sys.constraints[index].constant = newConstant
            let fresh = Self.solveHere(sys)
            // A required change that makes the required set infeasible is a different question.
            guard fresh.skipped == sys.constraints.indices.filter({ i in !added.contains { $0.0 == i } }) else { continue }
            let worst = zip(vars.map(\.value), fresh.values).map { abs($0 - $1) }.max() ?? 0
            #expect(worst <= 0.01, "seed \(seed): in place and from scratch differ by \(worst)")
            checked += 1
        }
        #expect(checked > 200, "only \(checked) systems compared")
    }

    /// A run of edits on one solver (constants changed again and again, as an animation does,
    /// constraints removed and added back) stays equal to a solve from scratch of what is left
    /// after every step. Required equalities' rows are first found by a scan and then indexed:
    /// both paths, and removal after indexing, are crossed here.
    @Test func aRunOfChangesAndRemovalsMatchesSolvesFromScratch() throws {
        var steps = 0, refusals = 0
        for seed in (1...400).map({ UInt64($0) * 15_485_863 }) {
            var sys = Self.make(seed: seed)
            let vars = (0..<sys.variableCount).map { LayoutVariable("v\($0)") }
            func made(_ i: Int) -> SolverConstraint {
                var e = LinearExpression(sys.constraints[i].constant)
                e.terms = sys.constraints[i].terms.map { (vars[$0.0], $0.1) }
                return SolverConstraint(e, sys.constraints[i].relation, strength: sys.constraints[i].strength)
            }
            let solver = SimplexSolver()
            var live: [Int: SolverConstraint] = [:]
            for i in sys.constraints.indices {
                let c = made(i)
                if (try? solver.add(c)) != nil { live[i] = c }
            }
            var rng = SplitMix(state: seed)
            // Favour a few constraints, so the same one changes several times in a row.
            let favourites = live.keys.sorted().shuffled(using: &rng).prefix(2)
            for _ in 0..<12 {
                let index = Int.random(in: 0...3, using: &rng) == 0 ? live.keys.sorted()[Int.random(in: 0..<live.count, using: &rng)]
                                                                    : favourites.randomElement(using: &rng)!
                guard let c = live[index] else { continue }
                // The stays (the last constraints, one a variable) keep the optimum unique: they
                // change their constants but stay in.
                let isStay = index >= sys.constraints.count - sys.variableCount
                switch Int.random(in: isStay ? 2...4 : 0...4, using: &rng) {
                case 0:
                    try solver.remove(c)
                    live[index] = nil
                case 1:
                    // Out and straight back in, as a deactivated constraint that returns.
                    try solver.remove(c)
                    let again = made(index)
                    if (try? solver.add(again)) != nil { live[index] = again } else { live[index] = nil }
                default:
                    let newConstant = sys.constraints[index].constant + Double(Int.random(in: -150...150, using: &rng))
                    // A required constraint that cannot hold at the new constant is refused, and
                    // the solver keeps the old one (checked against the scratch solve below).
                    guard (try? solver.updateConstant(of: c, to: newConstant)) != nil else { refusals += 1; break }
                    sys.constraints[index].constant = newConstant
                }
                solver.updateVariables()
                var left = sys
                left.constraints = sys.constraints.indices.filter { live[$0] != nil }.map { sys.constraints[$0] }
                let fresh = Self.solveHere(left)
                // A change that leaves the required set infeasible is a different question.
                guard fresh.skipped.isEmpty else { continue }
                // The stays' linear weights can tie (a + c = b + d), so two optimal solutions may
                // differ: what must agree is that every required constraint holds and the weighted
                // error is the optimum's.
                let here = vars.map(\.value)
                let required = left.constraints.filter { $0.strength >= LayoutStrength.required }
                let worst = required.map { Self.violation($0, here) }.max() ?? 0
                #expect(worst <= 1e-6, "seed \(seed): a required constraint is off by \(worst)")
                let (mine, best) = (Self.weightedError(left, here), Self.weightedError(left, fresh.values))
                #expect(abs(mine - best) <= 1e-6 * max(1, best), "seed \(seed): weighted error \(mine), from scratch \(best)")
                steps += 1
            }
        }
        #expect(steps > 2000 && refusals > 5, "only \(steps) steps compared, \(refusals) refused changes")
    }

    /// The objective a solution reaches: each non-required constraint's violation times its strength.
    static func weightedError(_ sys: RandomSystem, _ values: [Double]) -> Double {
        sys.constraints.filter { $0.strength < LayoutStrength.required }.reduce(0) { $0 + violation($1, values) * $1.strength }
    }

    /// How far a solution is from meeting a constraint.
    static func violation(_ c: (terms: [(Int, Double)], constant: Double, relation: LayoutRelation, strength: Double), _ values: [Double]) -> Double {
        let e = c.terms.reduce(c.constant) { $0 + $1.1 * values[$1.0] }
        switch c.relation {
        case .equal: return abs(e)
        case .lessOrEqual: return max(0, e)
        case .greaterOrEqual: return max(0, -e)
        }
    }
}
