import Foundation
import QuartzCore
import CoreGraphics

/// `--monkey N --seed S`: random input, as a toddler gives it, reproducible from its seed.
extension TryOut {
    /// Sends `events` random taps, drags, swipes, typing and rotations, each recorded (with its
    /// number and seed) before it is sent; a picture of where it ended.
    func monkey(events: Int, seed: UInt64) async {
        var random = SplitMix64(state: seed)
        journal.write(["kind": "monkey", "events": String(events), "seed": String(seed)])
        for n in 1...events {
            let action = monkeyAction(&random)
            journal.write(["kind": "event", "n": String(n), "action": action.name])
            action.perform()
            await Task.yield()
            clock.advance(env, by: 0.1)
            if n % 200 == 0 { recordConsole() }
        }
        await picture(after: "\(events) random events (seed \(seed))")
    }

    private func monkeyAction(_ random: inout SplitMix64) -> (name: String, perform: () -> Void) {
        let bounds = env.screen.bounds
        func point() -> CGPoint {
            CGPoint(x: (Double.random(in: 0..<1, using: &random) * bounds.width).rounded(),
                    y: (Double.random(in: 0..<1, using: &random) * bounds.height).rounded())
        }
        func show(_ p: CGPoint) -> String { "(\(Int(p.x)), \(Int(p.y)))" }
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case ..<60:
            let p = point()
            return ("tap at \(show(p))", { self.tap(at: p) })
        case ..<75:
            let a = point(), b = point()
            return ("drag \(show(a)) → \(show(b))", { self.drag(from: a, to: b, duration: 0.25) })
        case ..<87:
            let a = point()
            let vertical = Bool.random(using: &random), sign: CGFloat = Bool.random(using: &random) ? 1 : -1
            let b = vertical ? CGPoint(x: a.x, y: a.y + sign * 200) : CGPoint(x: a.x + sign * 200, y: a.y)
            return ("swipe \(show(a)) → \(show(b))", { self.drag(from: a, to: b, duration: 0.1) })
        case ..<95:
            let words = ["a", "Hello", "42", " ", "\u{8}", "\n", "ž", "😀"]
            let text = words[Int.random(in: 0..<words.count, using: &random)]
            return ("type \(text.debugDescription)", { self.type(text) })
        default:
            let turns: [UIDeviceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]
            let o = turns[Int.random(in: 0..<turns.count, using: &random)]
            return ("rotate to \(o)", { self.env.rotate(to: o); self.clock.advance(self.env, by: 0.35) })
        }
    }
}
