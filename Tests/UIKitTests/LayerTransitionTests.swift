import Testing
import Foundation
import QuartzCore
import UIKit
import UIKitTesting

/// `CATransition`: a layer's old look going over to its new one.
@MainActor
@Suite(.serialized) struct LayerTransitionTests {
    private let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255)

    /// A red 200×100 view at (100, 200) turned blue under a one-second linear transition, sampled
    /// at `at` seconds.
    private func sample(_ type: CATransitionType, _ subtype: CATransitionSubtype? = .fromRight, at: TimeInterval,
                        changeFirst: Bool = false) throws -> Simulator {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 100))
        v.backgroundColor = .red
        root.addSubview(v)
        sim.runFrame()
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        if changeFirst { v.backgroundColor = .blue }
        v.layer.add(t, forKey: kCATransition)
        if !changeFirst { v.backgroundColor = .blue }
        sim.advance(by: at)
        return sim
    }

    @Test func pushMovesTheOldOutAndTheNewIn() throws {
        let sim = try sample(.push, at: 0.25)
        #expect(sim.color(at: CGPoint(x: 110, y: 250)) == red, "the old look, moved a quarter left")
        #expect(sim.color(at: CGPoint(x: 240, y: 250)) == red)
        #expect(sim.color(at: CGPoint(x: 260, y: 250)) == blue, "the new look comes in from the right")
        #expect(sim.color(at: CGPoint(x: 305, y: 250)) == white, "nothing outside the bounds")
        #expect(sim.color(at: CGPoint(x: 95, y: 250)) == white)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 110, y: 250)) == blue)
    }

    @Test func moveInRevealAndFade() throws {
        // Changed before the transition is added, as apps often do: the old look is still the one the screen showed.
        let moveIn = try sample(.moveIn, .fromLeft, at: 0.5, changeFirst: true)
        #expect(moveIn.color(at: CGPoint(x: 190, y: 250)) == blue, "the new look half way in from the left")
        #expect(moveIn.color(at: CGPoint(x: 210, y: 250)) == red, "over the old one, which stays")
        let reveal = try sample(.reveal, .fromTop, at: 0.5)
        #expect(reveal.color(at: CGPoint(x: 200, y: 240)) == blue, "the old look slides down, uncovering the new from the top")
        #expect(reveal.color(at: CGPoint(x: 200, y: 260)) == red)
        let fade = try sample(.fade, nil, at: 0.5)
        let mid = fade.color(at: CGPoint(x: 200, y: 250))
        #expect(mid.isClose(to: RGBA(r: 128, g: 0, b: 128), tolerance: 3), "half of each: \(mid)")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try reveal.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("transition-reveal.png"))
        }
    }
}
