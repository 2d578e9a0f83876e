import Testing
import UIKit
import UIKitTesting

// CATransform3D with perspective (m34) drawn as a real projective transform, not flattened.

@MainActor
@Suite(.serialized) struct PerspectiveTests {
    @Test func aLayerTurnedAwayInPerspectiveHasANearAndAFarEdge() throws {
        let sim = Simulator()
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        sim.rootViewController = vc
        let card = UIView(frame: CGRect(x: 96, y: 300, width: 200, height: 200))
        card.backgroundColor = .red
        vc.view.addSubview(card)
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        card.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        sim.settle()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/perspective.png"))
        }
        let red = RGBA(r: 255, g: 0, b: 0)
        // Turned by 45° about its vertical axis: narrower than 200 (cos 45° · 200 ≈ 141 flat).
        #expect(sim.color(at: CGPoint(x: 196, y: 400)) == red, "the centre stays put")
        #expect(sim.color(at: CGPoint(x: 110, y: 400)) != red && sim.color(at: CGPoint(x: 282, y: 400)) != red)
        // The left edge comes nearer and grows past the frame; the right edge recedes and shrinks.
        let leftX: CGFloat = 140, rightX: CGFloat = 252
        #expect(sim.color(at: CGPoint(x: leftX, y: 296)) == red, "the near edge is taller than the card")
        #expect(sim.color(at: CGPoint(x: rightX, y: 310)) != red, "the far edge is shorter")
        #expect(sim.color(at: CGPoint(x: rightX, y: 400)) == red)
        // Above the slanting top edge nothing but the background, column by column.
        let stray = stride(from: 200, through: 272, by: 1).filter { sim.color(at: CGPoint(x: CGFloat($0), y: 298)) != RGBA(r: 255, g: 255, b: 255) }
        #expect(stray.isEmpty, "stray pixels above the edge at x = \(stray)")
    }
}
