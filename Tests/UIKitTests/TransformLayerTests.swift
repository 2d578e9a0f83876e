import Testing
import Foundation
import QuartzCore
import UIKit
import UIKitTesting

/// `CATransformLayer`: a card with two faces flipped in perspective, as the layers chapter builds it.
@MainActor
@Suite(.serialized) struct TransformLayerTests {
    /// A 200×300 card at (100, 200): a red front and a blue back turned half a turn, in a transform
    /// layer under a view whose sublayer transform gives perspective.
    private func card() -> (Simulator, CATransformLayer) {
        let (sim, root) = canvas()
        let holder = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 300))
        root.addSubview(holder)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        holder.layer.sublayerTransform = perspective
        let flip = CATransformLayer()
        flip.frame = holder.bounds
        let front = CALayer(), back = CALayer()
        for (face, color) in [(front, UIColor.red), (back, UIColor.blue)] {
            face.frame = flip.bounds
            face.backgroundColor = color.cgColor
            face.isDoubleSided = false
            flip.addSublayer(face)
        }
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        holder.layer.addSublayer(flip)
        sim.runFrame()
        return (sim, flip)
    }

    private let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255)

    /// The card's top edge at screen x: the first row from the top that is not white.
    private func top(_ sim: Simulator, x: CGFloat) -> CGFloat? {
        for y in stride(from: CGFloat(150), to: 400, by: 0.5) where sim.color(at: CGPoint(x: x, y: y)) != white { return y }
        return nil
    }

    @Test func theFrontShowsThenTheBackAfterHalfATurn() throws {
        let (sim, flip) = card()
        #expect(sim.color(at: CGPoint(x: 200, y: 350)) == red, "the front faces us; the back, turned away, is not drawn")
        CATransaction.setDisableActions(true)
        flip.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        CATransaction.setDisableActions(false)
        sim.runFrame()
        #expect(sim.color(at: CGPoint(x: 200, y: 350)) == blue, "turned over: the back")
        #expect(sim.color(at: CGPoint(x: 105, y: 350)) == blue && sim.color(at: CGPoint(x: 295, y: 350)) == blue, "the whole card")
    }

    @Test func halfWayTheNearEdgeIsTallerInPerspective() throws {
        let (sim, flip) = card()
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        turn.duration = 1
        flip.add(turn, forKey: "flip")
        sim.advance(by: 0.25)  // a quarter turn of the way: 45°
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("card-flip-45.png"))
        }
        #expect(sim.color(at: CGPoint(x: 200, y: 350)) == red, "still the front")
        // Turning about its vertical axis, one side comes toward us and the other goes away: their
        // edges differ in height, and the card is narrower than it was.
        let left = try #require(top(sim, x: 140)), right = try #require(top(sim, x: 260))
        #expect(abs(left - right) > 8, "perspective: \(left) vs \(right)")
        #expect(sim.color(at: CGPoint(x: 102, y: 350)) == white || sim.color(at: CGPoint(x: 298, y: 350)) == white, "narrower")
        sim.advance(by: 0.5)  // 135°: the back
        #expect(sim.color(at: CGPoint(x: 200, y: 350)) == blue)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 200, y: 350)) == red, "the animation over, the model (unturned) shows")
    }

    @Test func sublayersAreSortedByDepth() {
        let (sim, root) = canvas()
        let stack = CATransformLayer()
        stack.frame = CGRect(x: 100, y: 200, width: 100, height: 100)
        let near = CALayer(), far = CALayer()
        near.frame = stack.bounds
        far.frame = stack.bounds
        near.backgroundColor = UIColor.green.cgColor
        far.backgroundColor = UIColor.black.cgColor
        near.zPosition = 10
        // Added last, but farther: drawn first.
        stack.addSublayer(near)
        stack.addSublayer(far)
        root.layer.addSublayer(stack)
        sim.runFrame()
        #expect(sim.color(at: CGPoint(x: 150, y: 250)) == RGBA(r: 0, g: 255, b: 0))
    }

    @Test func aValueFunctionTurnsAFullCircle() throws {
        let (sim, root) = canvas()
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 200, width: 100, height: 20)
        layer.backgroundColor = UIColor.black.cgColor
        root.layer.addSublayer(layer)
        sim.runFrame()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(spin, forKey: "spin")
        sim.advance(by: 0.25)
        var t = try #require(layer.presentation()).transform
        #expect(abs(t.m11) < 0.01 && abs(t.m12 - 1) < 0.01, "a quarter turn: \(t)")
        #expect(sim.color(at: CGPoint(x: 150, y: 250)) == RGBA(r: 0, g: 0, b: 0) && sim.color(at: CGPoint(x: 190, y: 210)) == white,
                "the bar stands upright")
        sim.advance(by: 0.25)
        t = try #require(layer.presentation()).transform
        #expect(abs(t.m11 + 1) < 0.01, "half a turn, which interpolating the end matrices (both the identity) never reaches")
        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.fromValue = [1, 1, 1]
        grow.toValue = [3, 2, 1]
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(grow, forKey: "spin")
        sim.advance(by: 0.5)
        t = try #require(layer.presentation()).transform
        #expect(abs(t.m11 - 2) < 0.02 && abs(t.m22 - 1.5) < 0.02)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
    }
}
