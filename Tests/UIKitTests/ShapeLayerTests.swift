import Foundation
import Testing
import UIKit
import QuartzCore
import UIKitTesting

/// `CAShapeLayer`: filled and stroked paths read back in pixels, and its properties animated on the
/// virtual clock (a stroke drawn along its length, a path between two shapes).
@MainActor @Suite struct ShapeLayerTests {
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor

    /// A white screen with `shape` on a view at (40, 100), 300 × 200.
    func show(_ shape: CALayer) -> (Simulator, UIView) {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let host = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 200))
        host.layer.addSublayer(shape)
        vc.view.addSubview(host)
        sim.rootViewController = vc
        sim.settle()
        return (sim, host)
    }

    /// A red line 10 points wide across the middle of the host, 300 points long.
    func redLine() -> CAShapeLayer {
        let line = CAShapeLayer()
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 100))
        p.addLine(to: CGPoint(x: 300, y: 100))
        line.path = p
        line.strokeColor = red
        line.lineWidth = 10
        return line
    }

    func near(_ c: RGBA, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 6) -> Bool {
        abs(Int(c.r) - r) <= tolerance && abs(Int(c.g) - g) <= tolerance && abs(Int(c.b) - b) <= tolerance
    }

    @Test func aPathIsFilledAndStrokedOutsideTheLayersEmptyBounds() {
        // The layer has no size, as apps often leave it: the path is drawn in its coordinates anyway.
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 0, width: 200, height: 200)).cgPath
        ring.fillColor = nil
        ring.strokeColor = blue
        ring.lineWidth = 20
        let (sim, _) = show(ring)
        #expect(near(sim.color(at: CGPoint(x: 40 + 150, y: 100 + 5)), 0, 0, 255), "on the ring")
        #expect(near(sim.color(at: CGPoint(x: 40 + 150, y: 200)), 255, 255, 255), "no fill inside")
        #expect(near(sim.color(at: CGPoint(x: 40 + 150, y: 100 + 25)), 255, 255, 255), "half the line each side")
        // A progress ring, two thirds drawn, with round caps.
        ring.lineCap = .round
        ring.strokeEnd = 0.66
        sim.settle()
        #expect(near(sim.color(at: CGPoint(x: 40 + 150 + 95, y: 200)), 0, 0, 255), "a quarter of the way round, at three o'clock")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir + "/shape-ring.png"))
        }
        // The default fill is black; an even-odd rule leaves a hole where paths overlap.
        let frame = CAShapeLayer()
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 300, height: 200))
        p.addRect(CGRect(x: 100, y: 50, width: 100, height: 100))
        frame.path = p
        frame.fillRule = .evenOdd
        let (sim2, _) = show(frame)
        #expect(near(sim2.color(at: CGPoint(x: 60, y: 120)), 0, 0, 0))
        #expect(near(sim2.color(at: CGPoint(x: 190, y: 200)), 255, 255, 255), "the hole")
        frame.fillRule = .nonZero
        sim2.runFrame()
        #expect(near(sim2.color(at: CGPoint(x: 190, y: 200)), 0, 0, 0))
    }

    @Test func strokeEndDrawsPartOfTheLineAndDashesAlternate() {
        let line = redLine()
        line.strokeEnd = 0.5
        let (sim, _) = show(line)
        #expect(near(sim.color(at: CGPoint(x: 40 + 75, y: 200)), 255, 0, 0))
        #expect(near(sim.color(at: CGPoint(x: 40 + 225, y: 200)), 255, 255, 255), "past half its length")
        line.strokeStart = 0.4
        line.strokeEnd = 1
        line.lineDashPattern = [20, 20]
        sim.settle()
        #expect(near(sim.color(at: CGPoint(x: 40 + 75, y: 200)), 255, 255, 255), "before strokeStart")
        // Dashes from the start of the whole path: painted 120–140, 160–180…
        #expect(near(sim.color(at: CGPoint(x: 40 + 130, y: 200)), 255, 0, 0) && near(sim.color(at: CGPoint(x: 40 + 150, y: 200)), 255, 255, 255))
    }

    @Test func strokeEndAnimatesAlongTheLengthAndThePresentationLayerIsAShapeLayer() throws {
        let line = redLine()
        let (sim, _) = show(line)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        draw.timingFunction = CAMediaTimingFunction(name: .linear)
        line.add(draw, forKey: "draw")
        sim.advance(by: 0.5)
        let shown = try #require(line.presentation())
        #expect(abs(shown.strokeEnd - 0.5) < 0.03 && shown.lineWidth == 10, "\(shown.strokeEnd)")
        #expect(near(sim.color(at: CGPoint(x: 40 + 100, y: 200)), 255, 0, 0))
        #expect(near(sim.color(at: CGPoint(x: 40 + 250, y: 200)), 255, 255, 255), "not drawn that far yet")
        sim.advance(by: 0.6)
        #expect(near(sim.color(at: CGPoint(x: 40 + 290, y: 200)), 255, 0, 0), "all of it, at the end")
        // An implicit animation when the property is set on a layer already on screen.
        line.strokeEnd = 0
        sim.advance(by: 0.1)
        let midway = try #require(line.presentation()).strokeEnd
        #expect(midway > 0.05 && midway < 0.95, "\(midway)")
        sim.settle()
        #expect(near(sim.color(at: CGPoint(x: 40 + 20, y: 200)), 255, 255, 255))
        // Key-value coding reaches the shape's own properties, as animations name them.
        #expect((line.value(forKey: "lineWidth") as? NSNumber)?.doubleValue == 10)
        line.setValue(4, forKey: "lineWidth")
        #expect(line.lineWidth == 4)
    }

    @Test func aPathAnimatesBetweenShapesWithTheSameElements() throws {
        let box = CAShapeLayer()
        box.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        box.fillColor = blue
        let (sim, _) = show(box)
        let grow = CABasicAnimation(keyPath: "path")
        grow.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 300, height: 200)).cgPath
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        box.add(grow, forKey: "grow")
        sim.advance(by: 0.5)
        let shown = try #require(box.presentation())
        let midway = try #require(shown.path).boundingBoxOfPath
        #expect(abs(midway.width - 200) < 6 && abs(midway.height - 150) < 4, "\(midway)")
        #expect(near(sim.color(at: CGPoint(x: 40 + 180, y: 100 + 130)), 0, 0, 255))
        #expect(near(sim.color(at: CGPoint(x: 40 + 260, y: 100 + 180)), 255, 255, 255))
    }

    @Test func aGrowingStrokeRepaintsOnlyTheNewStretch() throws {
        let (sim, root) = canvas()
        let spiral = UIBezierPath()
        spiral.move(to: CGPoint(x: 196, y: 420))
        for i in 1...360 {
            let a = CGFloat(i) * .pi / 30, r = CGFloat(i) / 2
            spiral.addLine(to: CGPoint(x: 196 + r * cos(a), y: 420 + r * sin(a)))
        }
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        shape.path = spiral.cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.lineWidth = 4
        shape.lineCap = .round
        shape.strokeEnd = 0
        root.layer.addSublayer(shape)
        sim.runFrame()
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 2
        shape.add(grow, forKey: "grow")
        let compositor = sim.environment.compositor
        let screen = CGFloat(compositor.pixelWidth * compositor.pixelHeight)
        func damaged() -> CGFloat { compositor.lastDamage.reduce(0) { $0 + $1.width * $1.height } / screen }
        var largest: CGFloat = 0
        for _ in 0..<40 {
            sim.advance(by: 1.0 / 60)
            largest = max(largest, damaged())
        }
        #expect(largest < 0.02, "each frame repaints the stretch drawn since the last: at most \(largest) of the screen")
        // What a whole repaint draws is what the pieces drew (to within antialiasing).
        func pixels() -> [UInt8] {
            Array(UnsafeRawBufferPointer(start: compositor.pixels, count: compositor.bytesPerRow * compositor.pixelHeight))
        }
        func differ(_ a: [UInt8], _ b: [UInt8]) -> Int { bytesDiffering(a, b, by: 24) }
        let piecewise = pixels()
        compositor.invalidateAll()
        sim.runFrame()
        #expect(differ(piecewise, pixels()) == 0)
        // A change kept outside the layer's state (the dash pattern) repaints the whole shape.
        shape.lineDashPattern = [6, 4]
        sim.runFrame()
        #expect(damaged() > largest * 4)
        let afterDash = pixels()
        compositor.invalidateAll()
        sim.runFrame()
        #expect(differ(afterDash, pixels()) == 0)
    }
}
