import Testing
import Foundation
import UIKit
import UIKitTesting

/// Random screens of constrained views — random nesting, attributes (edges, centers, leading and
/// trailing, margins, sizes), relations, multipliers and priorities, labels with intrinsic sizes —
/// laid out by the Simulator and, written out in window coordinates, by kiwisolver: the frames agree.
@MainActor
@Suite(.serialized) struct AutoLayoutKiwiTests {
    /// One attribute as window-coordinate terms over the views' (left, top, width, height).
    typealias Terms = [(Int, Double)]

    struct Screen {
        var views: [UIView] = []
        var parents: [Int] = []
        var constraints: [NSLayoutConstraint] = []
        /// The kiwi side: `terms + constant op 0` at a strength.
        var rows: [(terms: Terms, constant: Double, op: String, strength: Double)] = []
    }

    static let python = "/usr/bin/python3"
    static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/kiwi/kiwi_solve.py").path
    }

    static func strength(_ p: UILayoutPriority) -> Double { p.rawValue >= 1000 ? 1_001_001_000 : pow(2, Double(p.rawValue) / 50) }

    /// Builds a random screen under `root` (index 0, fixed at the screen's bounds).
    static func make(seed: UInt64, root: UIView, screen: CGRect) -> Screen {
        var r = SplitMix(state: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &r) }
        func pick<T>(_ a: [T]) -> T { a[int(0...(a.count - 1))] }
        var s = Screen()
        s.views = [root]
        s.parents = [-1]
        let count = int(2...7)
        for i in 1...count {
            let label = int(0...3) == 0
            let v: UIView
            if label {
                let l = UILabel()
                l.text = pick(["OK", "Cancel", "A longer title", "Wrap"])
                v = l
            } else {
                v = UIView()
            }
            v.translatesAutoresizingMaskIntoConstraints = false
            // Plain 8-point margins (under the status bar they would grow by the safe area).
            v.insetsLayoutMarginsFromSafeArea = false
            let parent = int(0...(i - 1))
            s.views[parent].addSubview(v)
            s.views.append(v)
            s.parents.append(parent)
        }
        let rootMargins = root.layoutMargins
        func margins(_ i: Int) -> UIEdgeInsets { i == 0 ? rootMargins : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        func terms(_ i: Int, _ a: NSLayoutConstraint.Attribute) -> (Terms, Double) {
            let l = i * 4, t = i * 4 + 1, w = i * 4 + 2, h = i * 4 + 3
            let m = margins(i)
            switch a {
            case .left, .leading: return ([(l, 1)], 0)
            case .right, .trailing: return ([(l, 1), (w, 1)], 0)
            case .top: return ([(t, 1)], 0)
            case .bottom: return ([(t, 1), (h, 1)], 0)
            case .width: return ([(w, 1)], 0)
            case .height: return ([(h, 1)], 0)
            case .centerX: return ([(l, 1), (w, 0.5)], 0)
            case .centerY: return ([(t, 1), (h, 0.5)], 0)
            case .leadingMargin: return ([(l, 1)], m.left)
            case .trailingMargin: return ([(l, 1), (w, 1)], -m.right)
            case .topMargin: return ([(t, 1)], m.top)
            case .bottomMargin: return ([(t, 1), (h, 1)], -m.bottom)
            default: return ([], 0)
            }
        }
        // The root is where the window put it.
        for (k, value) in [(0, screen.minX), (1, screen.minY), (2, screen.width), (3, screen.height)] {
            s.rows.append(([(k, 1)], -value, "==", strength(.required)))
        }
        // Labels hug and resist compression at UIKit's default priorities.
        for (i, v) in s.views.enumerated() where i > 0 {
            guard let l = v as? UILabel else { continue }
            let size = l.intrinsicContentSize
            for (k, value) in [(i * 4 + 2, size.width), (i * 4 + 3, size.height)] {
                s.rows.append(([(k, 1)], -value, "<=", strength(.defaultLow)))
                s.rows.append(([(k, 1)], -value, ">=", strength(.defaultHigh)))
            }
        }
        let horizontal: [NSLayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX, .width, .leadingMargin, .trailingMargin]
        let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY, .height, .topMargin, .bottomMargin]
        for _ in 0..<int(count...(count * 4)) {
            let a = int(1...count), b = int(0...count)
            let axis = int(0...1) == 0 ? horizontal : vertical
            var attrA = pick(axis)
            var attrB = pick(axis)
            // Leading pairs with leading-ish, left with left-ish (UIKit refuses the mix).
            let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
            let absolute: Set<NSLayoutConstraint.Attribute> = [.left, .right]
            if directional.contains(attrA) && absolute.contains(attrB) || absolute.contains(attrA) && directional.contains(attrB) { attrB = attrA }
            if attrA.isSizeAttribute != attrB.isSizeAttribute { attrB = attrA }
            let toConstant = attrA.isSizeAttribute && int(0...3) == 0
            let multiplier: CGFloat = attrA.isSizeAttribute && !toConstant ? pick([1, 1, 0.5, 2]) : 1
            let constant = CGFloat(int(-100...200))
            let relation = pick([NSLayoutConstraint.Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
            let priority = pick([UILayoutPriority.required, .required, .defaultHigh, UILayoutPriority(500), .defaultLow])
            if a == b && !toConstant && attrA == attrB { attrA = attrA.isSizeAttribute ? .width : attrA; attrB = attrA.isSizeAttribute ? .height : attrB }
            let c = NSLayoutConstraint(item: s.views[a], attribute: attrA, relatedBy: relation, toItem: toConstant ? nil : s.views[b],
                                       attribute: toConstant ? .notAnAttribute : attrB, multiplier: multiplier, constant: constant)
            c.priority = priority
            s.constraints.append(c)
            var (t, k) = terms(a, attrA)
            if !toConstant {
                let (u, kb) = terms(b, attrB)
                t += u.map { ($0.0, -$0.1 * Double(multiplier)) }
                k -= Double(multiplier) * kb
            }
            s.rows.append((t, k - Double(constant), relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">=", strength(priority)))
        }
        // A weak, distinct pull on every unknown makes the optimum unique (for both solvers).
        for i in 1...count {
            for k in 0..<4 {
                let target = CGFloat(int(0...300)), p = UILayoutPriority(Float(1 + (i * 4 + k)) * 0.05)
                let v = s.views[i]
                let anchor: NSLayoutConstraint
                switch k {
                case 0: anchor = NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: target)
                case 1: anchor = NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: target)
                case 2: anchor = NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: target)
                default: anchor = NSLayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: target)
                }
                anchor.priority = p
                s.constraints.append(anchor)
                let base: Terms = k < 2 ? [(i * 4 + k, 1), (k, -1)] : [(i * 4 + k, 1)]
                s.rows.append((base, -Double(target), "==", strength(p)))
            }
        }
        return s
    }

    static func kiwi(_ screens: [Screen]) throws -> [(values: [Double], skipped: [Int])] {
        let json: [String: Any] = ["systems": screens.map { s in
            ["variables": s.views.count * 4, "constraints": s.rows.map { c in
                ["terms": c.terms.map { [$0.0, $0.1] as [Any] }, "constant": c.constant, "op": c.op, "strength": c.strength] as [String: Any]
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

    @Test func randomScreensMatchKiwisolver() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.python), "python3 with kiwisolver (make deps installs python3-kiwisolver)")
        let sim = Simulator()
        let vc = ConstrainedController()
        sim.rootViewController = vc
        sim.settle()
        let screen = vc.view.convert(vc.view.bounds, to: nil)
        var screens: [Screen] = []
        var frames: [[CGRect]] = []
        var broken: [Bool] = [], ambiguous: [Bool] = []
        let seeds = (1...600).map { UInt64($0) * 6151 }
        for seed in seeds {
            let before = sim.warnings.count
            let s = Self.make(seed: seed, root: vc.view, screen: screen)
            NSLayoutConstraint.activate(s.constraints)
            sim.runFrame()
            frames.append(s.views.map { $0.convert($0.bounds, to: nil) })
            let said = sim.warnings.dropFirst(before)
            broken.append(said.contains { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
            ambiguous.append(said.contains { $0.contains("View has an ambiguous layout") })
            for v in s.views.dropFirst().reversed() { v.removeFromSuperview() }
            screens.append(s)
        }
        let reference = try Self.kiwi(screens)
        var compared = 0, withLabels = 0, nested = 0
        for (i, s) in screens.enumerated() {
            // Satisfiable systems only: none refused by kiwi, none broken here.
            guard reference[i].skipped.isEmpty else {
                #expect(broken[i], "seed \(seeds[i]): kiwi refused a constraint that was not reported here")
                continue
            }
            #expect(!broken[i], "seed \(seeds[i]): reported unsatisfiable, kiwi solved it")
            // An ambiguous system has many solutions: iOS's engine, and this one, keep views where
            // their frames were, where kiwi leaves them at 0.
            if ambiguous[i] { continue }
            // A negative width or height has no frame to compare.
            let k = reference[i].values
            guard (0..<s.views.count).allSatisfy({ k[$0 * 4 + 2] >= 0 && k[$0 * 4 + 3] >= 0 }) else { continue }
            var worst: CGFloat = 0
            for (j, f) in frames[i].enumerated() {
                let expected = CGRect(x: k[j * 4], y: k[j * 4 + 1], width: k[j * 4 + 2], height: k[j * 4 + 3])
                worst = max(worst, abs(f.minX - expected.minX), abs(f.minY - expected.minY), abs(f.width - expected.width), abs(f.height - expected.height))
            }
            #expect(worst <= 0.5, "seed \(seeds[i]): frames differ from kiwi's by \(worst)")
            compared += 1
            if s.views.contains(where: { $0 is UILabel }) { withLabels += 1 }
            if s.parents.dropFirst().contains(where: { $0 > 0 }) { nested += 1 }
        }
        #expect(compared > 200 && withLabels > 60 && nested > 100, "compared \(compared) of \(screens.count), \(withLabels) with labels, \(nested) nested")
    }
}

extension NSLayoutConstraint.Attribute {
    var isSizeAttribute: Bool { self == .width || self == .height }
}
