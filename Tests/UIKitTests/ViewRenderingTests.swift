import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct ViewRenderingTests {
    @Test func backgroundColorsAndSystemColors() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
        v.backgroundColor = .systemBlue
        root.addSubview(v)
        let w = UIView(frame: CGRect(x: 70, y: 100, width: 50, height: 50))
        w.backgroundColor = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        root.addSubview(w)
        #expect(sim.color(at: CGPoint(x: 35, y: 125)) == RGBA(r: 0, g: 122, b: 255))
        #expect(sim.color(at: CGPoint(x: 95, y: 125)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 200, y: 125)) == white)
    }

    @Test func cornerRadiusBorderAndClipping() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        v.backgroundColor = .systemGreen
        v.layer.cornerRadius = 30
        v.layer.borderWidth = 5
        v.layer.borderColor = UIColor.black.cgColor
        v.clipsToBounds = true
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.backgroundColor = .systemRed
        v.addSubview(child)
        root.addSubview(v)
        #expect(sim.color(at: CGPoint(x: 102, y: 102)) == white, "outside the rounded corner")
        #expect(sim.color(at: CGPoint(x: 130, y: 102)) == RGBA(r: 0, g: 0, b: 0), "the border")
        #expect(sim.color(at: CGPoint(x: 130, y: 130)) == RGBA(r: 52, g: 199, b: 89))
        #expect(sim.color(at: CGPoint(x: 170, y: 170)) == RGBA(r: 255, g: 59, b: 48), "child inside")
        #expect(sim.color(at: CGPoint(x: 220, y: 170)) == white, "child clipped")
        v.clipsToBounds = false
        #expect(sim.color(at: CGPoint(x: 220, y: 170)) == RGBA(r: 255, g: 59, b: 48), "unclipped child shows")
    }

    @Test func alphaBlendsOverWhatIsBehind() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        v.backgroundColor = .black
        v.alpha = 0.25
        root.addSubview(v)
        let c = sim.color(at: CGPoint(x: 50, y: 150))
        #expect(c.isClose(to: RGBA(r: 191, g: 191, b: 191), tolerance: 1))
        v.isHidden = true
        #expect(sim.color(at: CGPoint(x: 50, y: 150)) == white)
        v.isHidden = false
        v.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        v.alpha = 1
        #expect(sim.color(at: CGPoint(x: 50, y: 150)).isClose(to: RGBA(r: 255, g: 128, b: 128), tolerance: 1))
    }

    @Test func transformsRotateAndScaleAboutTheCenter() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 20))
        v.backgroundColor = .black
        root.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(v.center == CGPoint(x: 150, y: 210))
        #expect(sim.color(at: CGPoint(x: 150, y: 170)) == RGBA(r: 0, g: 0, b: 0), "now vertical")
        #expect(sim.color(at: CGPoint(x: 110, y: 210)) == white)
        v.transform = CGAffineTransform(scaleX: 0.5, y: 1)
        #expect(abs(v.frame.width - 50) < 1e-9)
        #expect(sim.color(at: CGPoint(x: 110, y: 210)) == white)
        #expect(sim.color(at: CGPoint(x: 130, y: 210)) == RGBA(r: 0, g: 0, b: 0))
    }

    @Test func labelsShapeSeveralScripts() {
        let (sim, root) = canvas()
        let texts = ["Hello", "Žluťoučký kůň", "Привет, мир", "Γειά σου", "שלום", "مرحبا"]
        var labels: [UILabel] = []
        for (i, t) in texts.enumerated() {
            let l = UILabel(frame: CGRect(x: 20, y: 100 + CGFloat(i) * 40, width: 300, height: 30))
            l.text = t
            root.addSubview(l)
            labels.append(l)
            let size = l.sizeThatFits(.zero)
            #expect(size.width > 20 && size.height > 15, "\(t): \(size)")
            if i < 4 { #expect(abs(size.height - UIFont.systemFont(ofSize: 17).lineHeight) < 0.5, "Inter covers \(t)") }
        }
        for (i, l) in labels.enumerated() {
            let frame = l.frame
            var dark = 0
            // Hebrew and Arabic are right-to-left: natural alignment puts them at the right.
            for x in stride(from: frame.minX, to: frame.maxX, by: 1) {
                for y in stride(from: frame.minY + 5, to: frame.maxY - 5, by: 1) {
                    let c = sim.color(at: CGPoint(x: x, y: y))
                    if c.r < 128 { dark += 1 }
                }
            }
            #expect(dark > 20, "\(texts[i]) drew glyphs")
        }
        #expect(sim.view(withText: "Привет, мир") === labels[2])
    }

    @Test func labelsTruncateWrapAndAlign() {
        let (sim, root) = canvas()
        let l = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        l.text = "one two three four five six seven eight nine ten"
        root.addSubview(l)
        #expect(l.sizeThatFits(CGSize(width: 100, height: 0)).height < 22, "one line by default")
        l.numberOfLines = 0
        let wrapped = l.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(wrapped.height > 60 && wrapped.width <= 100)
        l.numberOfLines = 2
        let two = l.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(abs(two.height - 2 * UIFont.systemFont(ofSize: 17).lineHeight) < 1)
        l.lineBreakMode = .byWordWrapping
        let wrappedTwo = l.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(abs(wrappedTwo.height - 2 * UIFont.systemFont(ofSize: 17).lineHeight) < 1, "word wrapping, cut after two lines")
        let right = UILabel(frame: CGRect(x: 0, y: 300, width: 300, height: 30))
        right.text = "I"
        right.font = .boldSystemFont(ofSize: 20)
        right.textAlignment = .right
        root.addSubview(right)
        var darkRight = false, darkLeft = false
        for x in stride(from: 0, to: 300, by: 1) {
            let c = sim.color(at: CGPoint(x: CGFloat(x), y: 315))
            if c.r < 100 { if x > 280 { darkRight = true } else if x < 150 { darkLeft = true } }
        }
        #expect(darkRight && !darkLeft)
        let attributed = UILabel(frame: CGRect(x: 0, y: 400, width: 300, height: 30))
        let s = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.red])
        s.append(NSAttributedString(string: "Blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.boldSystemFont(ofSize: 24)]))
        attributed.attributedText = s
        root.addSubview(attributed)
        var red = 0, blue = 0
        for x in stride(from: 0, to: 120, by: 1) {
            for y in stride(from: 402, to: 428, by: 2) {
                let c = sim.color(at: CGPoint(x: CGFloat(x), y: CGFloat(y)))
                if c.r > 200 && c.g < 80 && c.b < 80 { red += 1 }
                if c.b > 200 && c.r < 80 && c.g < 80 { blue += 1 }
            }
        }
        #expect(red > 5 && blue > 5)
    }

    @Test func drawIsCalledOnceUntilSetNeedsDisplay() {
        final class Counter: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.systemPurple.setFill()
                UIRectFill(bounds)
            }
        }
        let (sim, root) = canvas()
        let v = Counter(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        root.addSubview(v)
        sim.advance(by: 0.5)
        #expect(v.draws == 1)
        #expect(sim.color(at: CGPoint(x: 20, y: 120)) == RGBA(r: 175, g: 82, b: 222))
        v.frame.origin.x = 100        // moving does not redraw
        v.alpha = 0.9
        sim.advance(by: 0.1)
        #expect(v.draws == 1)
        v.setNeedsDisplay(); v.setNeedsDisplay()
        sim.advance(by: 0.1)
        #expect(v.draws == 2, "two requests coalesce into one draw")
        v.contentMode = .redraw
        v.bounds.size = CGSize(width: 60, height: 60)
        sim.runFrame()
        #expect(v.draws == 3, "contentMode .redraw redraws on resize")
    }

    @Test func layoutIsCoalescedToOnePassPerFrame() {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() { passes += 1; subviews.first?.frame = bounds.insetBy(dx: 10, dy: 10) }
        }
        let (sim, root) = canvas()
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        v.addSubview(child)
        root.addSubview(v)
        sim.runFrame()
        let before = v.passes
        for i in 0..<5 { v.setNeedsLayout(); v.frame.size.width = 100 + CGFloat(i) }
        #expect(v.passes == before, "nothing runs until the frame")
        sim.advance(by: 1.0 / 60)
        #expect(v.passes == before + 1)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 84, height: 80))
        v.setNeedsLayout()
        v.layoutIfNeeded()
        v.layoutIfNeeded()
        #expect(v.passes == before + 2, "layoutIfNeeded lays out at once, once")
    }

    @Test func imagesByScaleAndImageViews() throws {
        let (sim, root) = canvas(.iPhone15)
        let img = try #require(UIImage(named: "dot", in: fixtures, compatibleWith: nil))
        #expect(img.scale == 3 && img.size == CGSize(width: 10, height: 10), "the @3x file on a 3x screen")
        let iv = UIImageView(image: img)
        iv.frame.origin = CGPoint(x: 50, y: 100)
        root.addSubview(iv)
        #expect(sim.color(at: CGPoint(x: 55, y: 105)) == RGBA(r: 0, g: 0, b: 255))
        iv.frame = CGRect(x: 50, y: 100, width: 100, height: 50)
        iv.contentMode = .center
        #expect(sim.color(at: CGPoint(x: 100, y: 125)) == RGBA(r: 0, g: 0, b: 255))
        #expect(sim.color(at: CGPoint(x: 60, y: 125)) == white, "centered at natural size")
        iv.contentMode = .scaleAspectFit
        #expect(sim.color(at: CGPoint(x: 80, y: 125)) == RGBA(r: 0, g: 0, b: 255))
        #expect(sim.color(at: CGPoint(x: 60, y: 125)) == white)
        let se = UIImage(named: "dot", in: fixtures, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(se?.scale == 2)
        #expect(UIImage(named: "nothing-by-this-name", in: fixtures, compatibleWith: nil) == nil)
        #expect(UIImage(named: "broken", in: fixtures, compatibleWith: nil) == nil)
        let broken = fixtures.bundleURL.appendingPathComponent("broken.png")
        #expect(UIImage(contentsOfFile: broken.path) == nil)
        do {
            _ = try UIImage.load(contentsOf: broken)
            Issue.record("a broken PNG loaded")
        } catch let e as CGImageError {
            #expect(e.file == broken.path)
            #expect(e.reason.contains("PNG"))
        }
    }

    @Test func shadowsDrawBeneath() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        v.backgroundColor = .white
        v.layer.shadowOpacity = 0.8
        v.layer.shadowRadius = 4
        v.layer.shadowOffset = CGSize(width: 0, height: 8)
        root.addSubview(v)
        #expect(sim.color(at: CGPoint(x: 150, y: 204)).r < 200, "shadow below")
        #expect(sim.color(at: CGPoint(x: 150, y: 96)) == white, "none above")
    }

    /// A Gaussian blur spreads a shadow's shape without losing any of it: summed round it, a black
    /// shadow darkens as many pixels' worth as its shape covers. (Box blurs that truncated each of
    /// their six passes lost about half a level of 255 per pass across the shadow's soft edge.) Narrow
    /// shadows, blurred at full resolution; a wide one is blurred shrunk, and loses a little at the
    /// edges of its mask, three sigmas out.
    @Test(arguments: [CGFloat(1.5), 3])
    func aShadowKeepsAllOfItsShape(radius: CGFloat) throws {
        let (sim, root) = canvas()
        let caster = UIView(frame: CGRect(x: 120, y: 220, width: 20, height: 20))
        caster.layer.shadowPath = UIBezierPath(rect: caster.bounds).cgPath
        caster.layer.shadowOpacity = 1
        caster.layer.shadowRadius = radius
        root.addSubview(caster)
        sim.runFrame()
        let c = sim.environment.compositor
        // Round the shadow, far enough for its softest edge (away from the status bar and home indicator).
        var darkness = 0
        for y in 140 * 3..<320 * 3 {
            for x in 40 * 3..<220 * 3 {
                darkness += 255 - Int(c.pixels.load(fromByteOffset: y * c.bytesPerRow + x * 4, as: UInt32.self) & 0xFF)
            }
        }
        let shape = Double(20 * 3 * 20 * 3) * 255
        let kept = Double(darkness) / shape
        #expect(abs(kept - 1) < 0.0005, "radius \(radius): the shadow holds \(kept) of its shape's darkness")
    }
}
