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
    /// A material blurs a shrunk copy of what lies behind (a sixth of the size at 2×, an eighth at
    /// 3×) and enlarges it again. Over a smooth backdrop that must not show: pixels are checked
    /// against a full-resolution Gaussian of the same sigma, computed here in floating point.
    @Test func aShrunkBlurMatchesAFullResolutionGaussianWhereTheBackdropIsSmooth() throws {
        let (sim, root) = canvas(.iPhoneSE)
        // A smooth hill of colour: yellow at the top, indigo all round, the slope a smoothstep
        // (no kink at the top or at the foot), in 16 steps.
        let backdrop = CAGradientLayer()
        backdrop.type = .radial
        let top = CIColor(color: .systemYellow), foot = CIColor(color: .systemIndigo)
        let stops = (0...16).map { Double($0) / 16 }
        backdrop.colors = stops.map { t in
            let k = CGFloat(t * t * (3 - 2 * t))
            return UIColor(red: top.red + (foot.red - top.red) * k, green: top.green + (foot.green - top.green) * k,
                           blue: top.blue + (foot.blue - top.blue) * k, alpha: 1).cgColor
        }
        backdrop.locations = stops.map { NSNumber(value: $0) }
        backdrop.startPoint = CGPoint(x: 0.45, y: 0.4)
        backdrop.endPoint = CGPoint(x: 0.77, y: 0.58)
        backdrop.frame = root.bounds
        root.layer.addSublayer(backdrop)
        let frosted = UIView(frame: CGRect(x: 60, y: 200, width: 240, height: 160))
        frosted.layer.backdropBlurRadius = 10
        frosted.isHidden = true
        root.addSubview(frosted)
        sim.settle()
        let c = sim.environment.compositor, scale = Int(sim.screen.scale)
        let sigma = 10.0 * Double(scale), reach = Int(3 * sigma)
        let x0 = 60 * scale, y0 = 200 * scale, w = 240 * scale, h = 160 * scale
        let across = w + 2 * reach, down = h + 2 * reach
        /// The screen's red, green and blue round the view (as far as three sigmas), one plane each.
        func planes() -> [[Double]] {
            (0..<3).map { ch in
                (0..<down).flatMap { y in
                    (0..<across).map { x in
                        let p = c.pixels.load(fromByteOffset: (y0 - reach + y) * c.bytesPerRow + (x0 - reach + x) * 4, as: UInt32.self)
                        return Double((p >> (16 - 8 * ch)) & 0xFF)
                    }
                }
            }
        }
        let behind = planes()
        frosted.isHidden = false
        sim.settle()
        saveShot(sim, "visual-effect-smooth-backdrop")
        let shown = planes()
        let kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        var worst = [0.0, 0.0, 0.0], unblurred = 0.0, compared = 0
        // Every eighth pixel each way, inside the view's bounds: the column blurred across first
        // (at every row the kernel reaches), then down.
        for ch in 0..<3 {
            behind[ch].withUnsafeBufferPointer { plane in
                for x in stride(from: reach, to: reach + w, by: 8) {
                    let column = (0..<down).map { y in
                        var sum = 0.0
                        for k in 0...(2 * reach) { sum += kernel[k] * plane[y * across + x - reach + k] }
                        return sum / total
                    }
                    for y in stride(from: reach, to: reach + h, by: 8) {
                        var sum = 0.0
                        for k in 0...(2 * reach) { sum += kernel[k] * column[y - reach + k] }
                        let expected = sum / total
                        worst[ch] = max(worst[ch], abs(shown[ch][y * across + x] - expected))
                        unblurred = max(unblurred, abs(plane[y * across + x] - expected))
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 3 * (w / 8) * (h / 8))
        #expect(worst.allSatisfy { $0 <= 4 }, "largest difference per channel (r, g, b), of 255: \(worst)")
        // And the backdrop is curved enough for a blur to show: unblurred, it is far from the Gaussian.
        #expect(unblurred > 8, "the backdrop itself differs from its blur by \(unblurred) at most")
    }
    /// A list flung under a navigation bar: each frame re-blurs the bar from what scrolled beneath it
    /// and what lies round it already on screen. Frame after frame, the bar shows what painting the
    /// whole screen afresh shows.
    @Test func aListScrolledUnderABarBlursAsAFreshPaintWould() throws {
        final class Rows: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.backgroundColor = [UIColor.systemRed, .systemYellow, .systemTeal][indexPath.row % 3]
                return cell
            }
        }
        let sim = Simulator(device: .iPhoneSE)
        let list = Rows(style: .plain)
        list.title = "Rows"
        sim.rootViewController = UINavigationController(rootViewController: list)
        sim.settle()
        let c = sim.environment.compositor
        let bar = Int((list.navigationController!.navigationBar.frame.maxY) * sim.screen.scale)
        func barPixels() -> [UInt32] {
            (0..<bar).flatMap { y in (0..<c.pixelWidth).map { x in c.pixels.load(fromByteOffset: y * c.bytesPerRow + x * 4, as: UInt32.self) } }
        }
        sim.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.1)
        var frames = 0, worst = 0
        while list.tableView.isDecelerating && frames < 30 {
            sim.advance(by: 1.0 / 60)
            frames += 1
            let shown = barPixels()
            c.invalidateAll()
            sim.runFrame()
            let fresh = barPixels()
            for (a, b) in zip(shown, fresh) {
                for shift in stride(from: 0, to: 32, by: 8) { worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))) }
            }
        }
        #expect(frames >= 10, "the list decelerates for a while: \(frames) frames")
        #expect(worst <= 2, "largest difference from a fresh paint, of 255: \(worst)")
    }
}
