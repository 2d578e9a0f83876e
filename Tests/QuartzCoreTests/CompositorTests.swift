import Testing
import Foundation
import QuartzCore

@MainActor
@Suite(.serialized) struct CompositorTests {
    func colored(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }

    @Test func cornersBordersAndClipping() {
        let stage = Stage()
        let box = CALayer()
        box.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        box.backgroundColor = colored(1, 0, 0)
        box.cornerRadius = 20
        box.borderWidth = 4
        box.borderColor = colored(0, 0, 1)
        box.masksToBounds = true
        let child = CALayer()
        child.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        child.backgroundColor = colored(0, 1, 0)
        box.addSublayer(child)
        stage.root.addSublayer(box)
        stage.frame()
        #expect(near(stage.pixel(11, 11), [255, 255, 255, 255]), "outside the rounded corner")
        #expect(near(stage.pixel(40, 40), [255, 0, 0, 255]))
        #expect(near(stage.pixel(40, 11), [0, 0, 255, 255]), "border on top")
        #expect(near(stage.pixel(60, 60), [0, 255, 0, 255]))
        #expect(near(stage.pixel(80, 80), [255, 255, 255, 255]), "child clipped to the box")
        #expect(near(stage.pixel(68, 68), [255, 255, 255, 255]), "clipped by the rounded corner too")
    }

    @Test func opacityBlendsAGroupOnce() {
        let stage = Stage()
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        parent.backgroundColor = colored(0, 0, 0)
        parent.opacity = 0.5
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 25, height: 50)
        child.backgroundColor = colored(0, 0, 0)
        parent.addSublayer(child)
        stage.root.addSublayer(parent)
        stage.frame()
        // Group opacity: overlapping black at 50% is 50% gray, not 75% dark.
        #expect(near(stage.pixel(10, 10), [128, 128, 128, 255]))
        #expect(near(stage.pixel(40, 10), [128, 128, 128, 255]))
    }

    @Test func transformsAndContentsGravity() throws {
        let stage = Stage(w: 100, h: 100, scale: 2)
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        l.position = CGPoint(x: 50, y: 50)
        l.backgroundColor = colored(0, 0, 0)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        stage.root.addSublayer(l)
        stage.frame()
        #expect(near(stage.pixel(100, 80), [0, 0, 0, 255]), "rotated: tall, not wide")
        #expect(near(stage.pixel(80, 100), [255, 255, 255, 255]))
        let ctx = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let img = try #require(ctx.makeImage())
        let c = CALayer()
        c.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        c.contents = img
        c.contentsGravity = .topLeft
        c.contentsScale = 2
        stage.root.addSublayer(c)
        stage.frame()
        #expect(near(stage.pixel(1, 1), [0, 0, 255, 255]))
        #expect(near(stage.pixel(4, 4), [255, 255, 255, 255]), "1×1 point at the top left, not stretched")
        c.contentsGravity = .resize
        stage.frame()
        #expect(near(stage.pixel(70, 30), [0, 0, 255, 255]))
    }

    @Test func shadowsFallOutsideTheLayer() {
        let stage = Stage()
        let l = CALayer()
        l.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        l.backgroundColor = colored(1, 1, 1)
        l.shadowOpacity = 1
        l.shadowRadius = 2
        l.shadowOffset = CGSize(width: 0, height: 10)
        stage.root.addSublayer(l)
        stage.frame()
        let below = stage.pixel(50, 76)
        #expect(below[0] < 100, "dark shadow under the layer: \(below)")
        #expect(near(stage.pixel(50, 25), [255, 255, 255, 255]), "nothing above")
    }

    @Test func idleFramesPaintNothingAndSmallChangesDamageSmallAreas() {
        let stage = Stage(w: 100, h: 100, scale: 2)
        var small: CALayer!
        for i in 0..<10 {
            let l = CALayer()
            l.frame = CGRect(x: CGFloat(i * 10), y: 0, width: 8, height: 8)
            l.backgroundColor = colored(0, 0, 0)
            stage.root.addSublayer(l)
            small = l
        }
        let first = stage.frame()
        #expect(first == [CGRect(x: 0, y: 0, width: 200, height: 200)])
        #expect(stage.frame().isEmpty, "an idle frame damages nothing")
        #expect(stage.compositor.layersPainted == 0)
        CATransaction.setDisableActions(true) // no implicit fade: the change shows at once
        small.backgroundColor = colored(1, 0, 0)
        let damage = stage.frame()
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        #expect(area > 0 && area < 200 * 200 / 50, "only around the changed layer: \(damage)")
        #expect(stage.compositor.layersPainted <= 3)
        #expect(near(stage.pixel(185, 5), [255, 0, 0, 255]))
        small.removeFromSuperlayer()
        stage.frame()
        #expect(near(stage.pixel(185, 5), [255, 255, 255, 255]), "removal repaints what was under it")
    }
}
