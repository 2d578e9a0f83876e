import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct VisualEffectTests {
    /// Red and blue stripes, 8 points each, down the screen.
    private func stripes(in root: UIView) -> [UIView] {
        (0..<24).map { i in
            let v = UIView(frame: CGRect(x: CGFloat(i) * 16, y: 60, width: 8, height: 400))
            v.backgroundColor = .systemRed
            let w = UIView(frame: CGRect(x: CGFloat(i) * 16 + 8, y: 60, width: 8, height: 400))
            w.backgroundColor = .systemBlue
            root.addSubview(v)
            root.addSubview(w)
            return v
        }
    }

    @Test func aBlurMixesWhatLiesBehindAndIsNotBlurredAgainWhileThatStaysStill() throws {
        let (sim, root) = canvas(.iPhoneSE)
        let reds = stripes(in: root)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        blur.frame = CGRect(x: 40, y: 150, width: 240, height: 120)
        let label = UILabel(frame: CGRect(x: 16, y: 40, width: 200, height: 30))
        label.text = "Frosted"
        blur.contentView.addSubview(label)
        root.addSubview(blur)
        let far = UILabel(frame: CGRect(x: 20, y: 560, width: 200, height: 30))
        far.text = "Far away"
        root.addSubview(far)
        sim.settle()
        saveShot(sim, "visual-effect-blur")

        // Outside: pure stripes. Inside: red and blue mixed, lightened by the material, the same
        // across a stripe's edge.
        let outside = sim.color(at: CGPoint(x: 36, y: 120))
        #expect(outside.r > 240 && outside.b < 80, "a red stripe: \(outside)")
        for x in stride(from: CGFloat(60), to: 260, by: 4) {
            let c = sim.color(at: CGPoint(x: x, y: 170))
            #expect(abs(Int(c.r) - Int(c.b)) < 90 && c.g > 60, "mixed at \(x): \(c)")
        }
        #expect(darkPixels(sim, in: CGRect(x: 56, y: 190, width: 100, height: 30)) > 40, "the content is drawn sharp over the blur")

        let compositor = sim.environment.compositor
        let blurred = compositor.backdropsBlurred
        far.text = "Still far away"
        sim.settle()
        #expect(compositor.backdropsBlurred == blurred, "nothing behind moved: the blur is not made again")

        // What lies behind changes: the blur follows.
        let before = sim.color(at: CGPoint(x: 100, y: 170))
        for r in reds { r.backgroundColor = .systemGreen }
        sim.settle()
        #expect(compositor.backdropsBlurred > blurred)
        let after = sim.color(at: CGPoint(x: 100, y: 170))
        #expect(after.g > before.g + 30 && after.r < before.r, "green now shows through: \(before) → \(after)")
    }

    @Test func aMaterialsTintFollowsItsStyle() {
        let (sim, root) = canvas(.iPhoneSE)
        _ = stripes(in: root)
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialLight))
        light.frame = CGRect(x: 20, y: 100, width: 150, height: 100)
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialDark))
        dark.frame = CGRect(x: 200, y: 100, width: 150, height: 100)
        root.addSubview(light)
        root.addSubview(dark)
        sim.settle()
        let l = sim.color(at: CGPoint(x: 95, y: 150)), d = sim.color(at: CGPoint(x: 275, y: 150))
        #expect(l.r > 200 && l.g > 200 && l.b > 200, "the thick light material is nearly white: \(l)")
        #expect(d.r < 80 && d.g < 80 && d.b < 80, "the dark one nearly black: \(d)")
        light.effect = nil
        sim.settle()
        let plain = sim.color(at: CGPoint(x: 20, y: 150))
        #expect(plain.r > 240 && plain.b < 80, "no effect: the stripes themselves: \(plain)")
    }
}
