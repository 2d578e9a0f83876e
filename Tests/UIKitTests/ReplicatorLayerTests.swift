import Testing
import Foundation
import QuartzCore
import UIKit
import UIKitTesting

/// `CAReplicatorLayer`, and masks made of any layer.
@MainActor
@Suite(.serialized) struct ReplicatorLayerTests {
    /// A 12-dot ring (the loading indicator books build): a 100-pt replicator at (100, 200), one
    /// 10-pt dot at its top centre, turned a twelfth each instance.
    private func ring(_ configure: (CAReplicatorLayer, CALayer) -> Void = { _, _ in }) -> (Simulator, CAReplicatorLayer, CALayer) {
        let (sim, root) = canvas()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 100, y: 200, width: 100, height: 100)
        let dot = CALayer()
        dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        configure(replicator, dot)
        root.layer.addSublayer(replicator)
        sim.runFrame()
        return (sim, replicator, dot)
    }

    /// The centre of instance `i`'s dot on screen.
    private func dotCenter(_ i: Int) -> CGPoint {
        let angle = CGFloat(i) * .pi / 6
        return CGPoint(x: 150 + 45 * sin(angle), y: 250 - 45 * cos(angle))
    }

    @Test func instancesAreTurnedAboutTheCentre() throws {
        let (sim, _, _) = ring()
        for i in 0..<12 {
            #expect(sim.color(at: dotCenter(i)) == RGBA(r: 0, g: 0, b: 0), "instance \(i)")
        }
        #expect(sim.color(at: CGPoint(x: 150, y: 250)) == white, "nothing in the middle")
        let between = CGPoint(x: 150 + 45 * sin(CGFloat.pi / 12), y: 250 - 45 * cos(CGFloat.pi / 12))
        #expect(sim.color(at: between) == white, "nor between two dots")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("replicator-ring.png"))
        }
    }

    @Test func colourOffsetsStepEachInstance() {
        let (sim, _, _) = ring { r, dot in
            dot.backgroundColor = UIColor.white.cgColor
            r.instanceColor = UIColor.red.cgColor
            r.instanceGreenOffset = 1.0 / 12
            r.instanceRedOffset = -1.0 / 12
        }
        #expect(sim.color(at: dotCenter(0)).isClose(to: RGBA(r: 255, g: 0, b: 0)))
        #expect(sim.color(at: dotCenter(6)).isClose(to: RGBA(r: 128, g: 128, b: 0), tolerance: 4))
        #expect(sim.color(at: dotCenter(11)).isClose(to: RGBA(r: 21, g: 234, b: 0), tolerance: 4))
    }

    @Test func delayedInstancesAnimateInTurnAndLeaveNoTrails() throws {
        let (sim, replicator, dot) = ring { r, _ in r.instanceDelay = 1.0 / 12 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        sim.advance(by: 0.5)
        // At 0.5 s instance i has run 0.5 − i/12 s: the first is half faded, the sixth just starting,
        // the later ones not yet started and so shown at rest.
        let first = sim.color(at: dotCenter(0)).r, sixth = sim.color(at: dotCenter(6)).r, third = sim.color(at: dotCenter(3)).r
        #expect(abs(Int(first) - 128) < 12, "instance 0 half way: \(first)")
        #expect(third > 40 && third < first, "instance 3 a quarter of the way: \(third) vs \(first)")
        #expect(sixth < 12, "instance 6 at its start: \(sixth)")
        // Moving the dot: every copy moves, and frames drawn piecewise match one drawn whole.
        let move = CABasicAnimation(keyPath: "position.y")
        move.byValue = 20
        move.duration = 0.4
        dot.add(move, forKey: "move")
        for _ in 0..<20 { sim.advance(by: 1.0 / 60) }
        let piecewise = try sim.screenshot()
        sim.environment.compositor.invalidateAll()
        sim.runFrame()
        let whole = try sim.screenshot()
        #expect(piecewise == whole, "damage covers every instance")
        replicator.removeFromSuperlayer()
    }

    @Test func aShapeLayerMasksAViewToItsPath() {
        let (sim, root) = canvas()
        let card = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 100))
        card.backgroundColor = .systemBlue
        root.addSubview(card)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: card.bounds).cgPath
        card.layer.mask = mask
        sim.runFrame()
        #expect(sim.color(at: CGPoint(x: 150, y: 250)).isClose(to: RGBA(r: 0, g: 122, b: 255)), "inside the oval")
        #expect(sim.color(at: CGPoint(x: 55, y: 205)) == white, "the corner is masked away")
        // A gradient mask fades the card from left to right.
        let fadeMask = CAGradientLayer()
        fadeMask.frame = card.bounds
        fadeMask.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fadeMask.startPoint = CGPoint(x: 0, y: 0.5)
        fadeMask.endPoint = CGPoint(x: 1, y: 0.5)
        card.layer.mask = fadeMask
        sim.runFrame()
        let left = sim.color(at: CGPoint(x: 55, y: 250)), mid = sim.color(at: CGPoint(x: 150, y: 250)), right = sim.color(at: CGPoint(x: 245, y: 250))
        #expect(left.r < 20 && mid.r > 100 && mid.r < 160 && right.r > 240, "\(left) \(mid) \(right)")
    }
}
