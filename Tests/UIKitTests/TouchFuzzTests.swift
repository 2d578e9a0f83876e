import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct TouchFuzzTests {
    final class Sink: UIView {}
    @MainActor final class Nobody { func act() {} }
    @MainActor final class Permissive: UIGestureRecognizerDelegate {
        let yes: Bool
        init(_ yes: Bool) { self.yes = yes }
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { yes }
    }

    /// 100,000 random multi-finger sequences over random recognizers: nothing crashes, every touch a view
    /// saw begin ends or is cancelled exactly once, and recognizers only make legal state transitions.
    @Test func randomTouchSequencesKeepTheInvariants() {
        var rng = SplitMix(state: 0x5EED)
        let sim = Simulator(device: .iPhoneSE)
        let vc = UIViewController()
        sim.rootViewController = vc
        let root = vc.view!
        let views = (0..<6).map { i -> Sink in
            let v = Sink(frame: CGRect(x: CGFloat(i % 3) * 125, y: 60 + CGFloat(i / 3) * 300, width: 125, height: 300))
            v.isMultipleTouchEnabled = i % 2 == 0
            root.addSubview(v)
            return v
        }
        let inner = Sink(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        views[0].addSubview(inner)
        let target = Nobody()
        let delegates = [Permissive(true), Permissive(false)]

        var illegal: [String] = []
        var recognitions = 0, viewTouches = 0
        TouchDiagnostics.transition = { r, old, new in
            if old == .possible && (new == .began || new == .ended) { recognitions += 1 }
            if !UIGestureRecognizer.isLegal(from: old, to: new) { illegal.append("\(type(of: r)) \(old) → \(new)") }
        }
        var began: [ObjectIdentifier: Int] = [:], finished: [ObjectIdentifier: Int] = [:]
        var orphans = 0
        var alive: [UITouch] = []   // keeps touches alive so their identities are not reused
        TouchDiagnostics.viewDelivery = { t, phase, _ in
            let id = ObjectIdentifier(t)
            if phase == .began { alive.append(t); viewTouches += 1 }
            switch phase {
            case .began: began[id, default: 0] += 1
            case .ended, .cancelled: finished[id, default: 0] += 1
            default: break
            }
            if phase != .began && began[id] == nil { orphans += 1 }
        }
        defer { TouchDiagnostics.transition = nil; TouchDiagnostics.viewDelivery = nil }

        func randomize() {
            for v in views + [inner] { v.gestureRecognizers = nil }
            var all: [UIGestureRecognizer] = []
            for v in views + [inner] {
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    let r: UIGestureRecognizer
                    switch Int.random(in: 0..<8, using: &rng) {
                    case 0, 1:
                        let t = UITapGestureRecognizer(target: target, action: Nobody.act)
                        t.numberOfTapsRequired = Int.random(in: 1...3, using: &rng)
                        t.numberOfTouchesRequired = Int.random(in: 1...2, using: &rng)
                        r = t
                    case 2: r = UIPanGestureRecognizer(target: target, action: Nobody.act)
                    case 3: r = UIPinchGestureRecognizer(target: target, action: Nobody.act)
                    case 4: r = UIRotationGestureRecognizer(target: target, action: Nobody.act)
                    case 5:
                        let s = UISwipeGestureRecognizer(target: target, action: Nobody.act)
                        s.direction = [.left, .right, .up, .down][Int.random(in: 0..<4, using: &rng)]
                        r = s
                    case 6:
                        let l = UILongPressGestureRecognizer(target: target, action: Nobody.act)
                        l.minimumPressDuration = Double.random(in: 0.05...0.3, using: &rng)
                        r = l
                    default:
                        let e = UIScreenEdgePanGestureRecognizer(target: target, action: Nobody.act)
                        e.edges = .left
                        r = e
                    }
                    r.cancelsTouchesInView = Bool.random(using: &rng)
                    r.delaysTouchesBegan = Int.random(in: 0..<4, using: &rng) == 0
                    r.delaysTouchesEnded = Bool.random(using: &rng)
                    if Bool.random(using: &rng) { r.delegate = delegates[Int.random(in: 0...1, using: &rng)] }
                    if let other = all.randomElement(using: &rng), Int.random(in: 0..<3, using: &rng) == 0 { r.require(toFail: other) }
                    v.addGestureRecognizer(r)
                    all.append(r)
                }
            }
        }

        func point() -> CGPoint {
            CGPoint(x: CGFloat.random(in: -10...385, using: &rng), y: CGFloat.random(in: 0...677, using: &rng))
        }

        /// Lets every recognizer timeout fire and checks that each begun touch finished exactly once.
        func settleAndCheck() {
            sim.advance(by: 0.6)
            for (id, n) in began {
                #expect(n == 1, "a touch began twice in its view")
                #expect(finished[id] == 1, "a touch that began in its view did not end exactly once")
            }
            for (id, n) in finished { #expect(n == 1 && began[id] == 1) }
            began = [:]; finished = [:]; alive = []
        }

        var finger = 1000
        let sequences = 100_000
        for s in 0..<sequences {
            if s % 2_000 == 0 { randomize() }
            var down: [Int: CGPoint] = [:]
            let fingers = Int.random(in: 1...3, using: &rng)
            var steps = Int.random(in: 2...8, using: &rng)
            var started = 0
            while steps > 0 || !down.isEmpty {
                steps -= 1
                var changes: [TouchInput.Change] = []
                if started < fingers && (down.isEmpty || Bool.random(using: &rng)) {
                    finger += 1
                    let p = point()
                    down[finger] = p
                    started += 1
                    changes.append(.init(finger: finger, phase: .down, location: p))
                }
                for (f, p) in down where !changes.contains(where: { $0.finger == f }) {
                    let roll = Int.random(in: 0..<10, using: &rng)
                    if steps <= 0 || roll == 0 {
                        changes.append(.init(finger: f, phase: roll == 0 && Bool.random(using: &rng) ? .cancel : .up, location: p))
                        down[f] = nil
                    } else {
                        let q = CGPoint(x: p.x + CGFloat.random(in: -40...40, using: &rng), y: p.y + CGFloat.random(in: -40...40, using: &rng))
                        down[f] = q
                        changes.append(.init(finger: f, phase: .move, location: q))
                    }
                }
                sim.send(changes)
                if Int.random(in: 0..<4, using: &rng) == 0 { sim.advance(by: 1.0 / 60) }
            }
            if s % 250 == 249 { settleAndCheck() }
        }
        settleAndCheck()
        #expect(illegal.isEmpty, "illegal transitions: \(illegal.prefix(5))")
        // The run exercised both sides: recognizers recognizing and views receiving touches.
        #expect(recognitions > 10_000, "\(recognitions) recognitions")
        #expect(viewTouches > 20_000, "\(viewTouches) touches reached views")
        #expect(orphans == 0, "moves or ends delivered to a view that never saw the touch begin")
        #expect(sim.environment.touchInput.activeFingers == 0)
    }
}
