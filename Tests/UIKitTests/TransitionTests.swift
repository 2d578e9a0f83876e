import Testing
import UIKit
import UIKitTesting

// View transitions: flips in perspective, curls, dissolves — from UIView.transition and from the
// beginAnimations blocks older books use.

@MainActor
@Suite(.serialized) struct TransitionTests {
    let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255), white = RGBA(r: 255, g: 255, b: 255)

    /// A white screen with a 200 × 200 red card in the middle (x 96…296, y 300…500).
    func cardScreen(_ sim: Simulator) -> UIView {
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        sim.rootViewController = vc
        let card = UIView(frame: CGRect(x: 96, y: 300, width: 200, height: 200))
        card.backgroundColor = .red
        vc.view.addSubview(card)
        sim.settle()
        return card
    }

    func shoot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/" + name + ".png"))
        }
    }

    /// CATransform3D with perspective (m34) is drawn as a real projective transform, not flattened.
    @Test func aLayerTurnedAwayInPerspectiveHasANearAndAFarEdge() throws {
        let sim = Simulator()
        let card = cardScreen(sim)
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        card.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        sim.settle()
        try shoot(sim, "perspective")
        // Turned by 45° about its vertical axis: narrower than 200 (cos 45° · 200 ≈ 141 flat).
        #expect(sim.color(at: CGPoint(x: 196, y: 400)) == red, "the centre stays put")
        #expect(sim.color(at: CGPoint(x: 110, y: 400)) != red && sim.color(at: CGPoint(x: 282, y: 400)) != red)
        // The left edge comes nearer and grows past the frame; the right edge recedes and shrinks.
        #expect(sim.color(at: CGPoint(x: 140, y: 296)) == red, "the near edge is taller than the card")
        #expect(sim.color(at: CGPoint(x: 252, y: 310)) != red, "the far edge is shorter")
        #expect(sim.color(at: CGPoint(x: 252, y: 400)) == red)
        // Above the slanting top edge nothing but the background, column by column.
        let stray = stride(from: 200, through: 272, by: 1).filter { sim.color(at: CGPoint(x: CGFloat($0), y: 298)) != white }
        #expect(stray.isEmpty, "stray pixels above the edge at x = \(stray)")
    }

    @Test func aFlipTurnsTheOldFaceAwayThenTheNewOneIn() throws {
        let sim = Simulator()
        let card = cardScreen(sim)
        var done: Bool?
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { card.backgroundColor = .blue }, completion: { done = $0 })
        #expect(card.backgroundColor == .blue, "the change is made at once")
        sim.advance(by: 0.25)
        try shoot(sim, "flip-quarter")
        // A quarter through: the red face has turned 45°.
        #expect(sim.color(at: CGPoint(x: 196, y: 400)) == red, "the old face still shows")
        #expect(sim.color(at: CGPoint(x: 100, y: 400)) == white && sim.color(at: CGPoint(x: 292, y: 400)) == white,
                "turned, it is narrower than the card")
        // From the left: the left edge comes towards the viewer and is taller than the card.
        #expect(sim.color(at: CGPoint(x: 130, y: 298)) == red)
        #expect(sim.color(at: CGPoint(x: 262, y: 302)) == white)
        sim.advance(by: 0.5)
        try shoot(sim, "flip-three-quarters")
        #expect(sim.color(at: CGPoint(x: 196, y: 400)) == blue, "past half-way the new face shows")
        #expect(sim.color(at: CGPoint(x: 100, y: 400)) == white)
        #expect(done == nil)
        sim.settle()
        #expect(done == true)
        #expect(sim.color(at: CGPoint(x: 100, y: 400)) == blue && sim.color(at: CGPoint(x: 292, y: 400)) == blue)
        #expect(card.layer.sublayers?.isEmpty ?? true, "the transition's layers are gone")
    }

    @Test func transitionFromToSwapsTheViewsWithADissolve() {
        let sim = Simulator()
        let card = cardScreen(sim)
        let other = UIView(frame: card.frame)
        other.backgroundColor = .blue
        let container = card.superview!
        var done = false
        UIView.transition(from: card, to: other, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) { _ in done = true }
        #expect(card.superview == nil && other.superview === container)
        sim.advance(by: 0.5)
        let mid = sim.color(at: CGPoint(x: 196, y: 400))
        #expect(abs(Int(mid.r) - 128) < 12 && abs(Int(mid.b) - 128) < 12, "half red, half blue: \(mid)")
        sim.settle()
        #expect(done)
        #expect(sim.color(at: CGPoint(x: 196, y: 400)) == blue)
    }

    @Test func aCurlUpLiftsTheOldPageOffItsTopEdge() throws {
        let sim = Simulator()
        let card = cardScreen(sim)
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { card.backgroundColor = .blue }, completion: nil)
        sim.advance(by: 0.5)
        try shoot(sim, "curl-half")
        #expect(sim.color(at: CGPoint(x: 196, y: 310)) == red, "the page still hangs from the top")
        #expect(sim.color(at: CGPoint(x: 196, y: 490)) == blue, "the new content shows below the lifting page")
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 196, y: 310)) == blue)
    }

    @Test func beginAnimationsBlocksAnimateAndTransitionAndReportTheirEnd() throws {
        let sim = Simulator()
        let card = cardScreen(sim)
        var stopped: [String] = []
        var context = 7
        UIView.beginAnimations("View Flip", context: &context)
        UIView.setAnimationDuration(1.25)
        UIView.setAnimationCurve(.easeInOut)
        UIView.setAnimationDidStop { id, finished, ctx in
            stopped.append("\(id ?? "-") \(finished) \(ctx?.load(as: Int.self) ?? 0)")
        }
        UIView.setAnimationTransition(.flipFromRight, for: card, cache: true)
        card.backgroundColor = .blue
        card.alpha = 0.5
        UIView.commitAnimations()
        sim.advance(by: 0.3)
        // From the right: the right edge comes nearer.
        #expect(sim.color(at: CGPoint(x: 262, y: 298)).r > 200, "the near right edge rises above the card")
        #expect(card.layer.presentation().map { $0.opacity > 0.5 && $0.opacity < 1 } == true, "alpha animates too")
        #expect(stopped.isEmpty)
        sim.settle()
        #expect(stopped == ["View Flip true 7"])
        #expect(card.layer.presentation()?.opacity == 0.5)
    }
}
