import Foundation
import Testing
import UIKit
import UIKitTesting

/// `CAGradientLayer` as apps use it: a view's own layer (`layerClass`) or a sublayer, axial, radial and
/// conic, read back in pixels at known points.
@MainActor @Suite struct GradientLayerTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradient: CAGradientLayer { layer as! CAGradientLayer }
        var drawsMark = false
        override func draw(_ rect: CGRect) {
            guard drawsMark else { return }
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor

    func show(_ view: UIView) -> Simulator {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        view.frame = CGRect(x: 40, y: 100, width: 300, height: 200)
        vc.view.addSubview(view)
        sim.rootViewController = vc
        sim.settle()
        return sim
    }

    func near(_ c: RGBA, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 6) -> Bool {
        abs(Int(c.r) - r) <= tolerance && abs(Int(c.g) - g) <= tolerance && abs(Int(c.b) - b) <= tolerance
    }

    @Test func aViewsOwnGradientLayerRunsTopToBottomAndRedrawsWhenItsColorsChange() {
        let view = GradientView()
        view.gradient.colors = [red, blue]
        let sim = show(view)
        // Default points: (0.5, 0) to (0.5, 1), top to bottom.
        #expect(near(sim.color(at: CGPoint(x: 190, y: 101)), 254, 0, 1))
        #expect(near(sim.color(at: CGPoint(x: 190, y: 200)), 128, 0, 128))
        #expect(near(sim.color(at: CGPoint(x: 190, y: 299)), 1, 0, 254))
        #expect(near(sim.color(at: CGPoint(x: 60, y: 200)), 128, 0, 128), "the same across")
        view.gradient.colors = [blue, blue]
        sim.runFrame()
        #expect(near(sim.color(at: CGPoint(x: 190, y: 101)), 0, 0, 255))
        // What the view draws goes over the gradient.
        view.drawsMark = true
        view.setNeedsDisplay()
        sim.runFrame()
        #expect(near(sim.color(at: CGPoint(x: 50, y: 110)), 255, 255, 255) && near(sim.color(at: CGPoint(x: 70, y: 130)), 0, 0, 255))
    }

    @Test func locationsAndPointsPlaceTheStops() {
        let host = UIView()
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        g.colors = [red, blue]
        g.locations = [0, 0.25]
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        host.layer.addSublayer(g)
        let sim = show(host)
        // Left to right, blue from a quarter of the way on.
        #expect(near(sim.color(at: CGPoint(x: 41, y: 200)), 254, 0, 1))
        #expect(near(sim.color(at: CGPoint(x: 40 + 37.5, y: 200)), 128, 0, 128))
        #expect(near(sim.color(at: CGPoint(x: 40 + 150, y: 200)), 0, 0, 255))
        #expect(near(sim.color(at: CGPoint(x: 339, y: 150)), 0, 0, 255))
        // Colours that are not CGColors are skipped; none at all draws nothing.
        g.colors = ["red", blue, blue]
        g.locations = nil
        sim.settle()
        #expect(near(sim.color(at: CGPoint(x: 41, y: 200)), 0, 0, 255))
        g.colors = []
        sim.settle()
        #expect(near(sim.color(at: CGPoint(x: 190, y: 200)), 255, 255, 255))
    }

    @Test func aRadialGradientReachesTheEllipseAndAConicOneTurnsClockwiseFromEndPoint() {
        let white = UIColor.white.cgColor, black = UIColor.black.cgColor
        let radial = GradientView()
        radial.gradient.type = .radial
        radial.gradient.colors = [white, black]
        radial.gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.gradient.endPoint = CGPoint(x: 1, y: 1)
        var sim = show(radial)
        // Centre (190, 200); radii 150 across and 100 down.
        #expect(near(sim.color(at: CGPoint(x: 190, y: 200)), 255, 255, 255))
        #expect(near(sim.color(at: CGPoint(x: 190 + 75, y: 200)), 128, 128, 128))
        #expect(near(sim.color(at: CGPoint(x: 190, y: 200 + 50)), 128, 128, 128), "an ellipse, not a circle")
        #expect(near(sim.color(at: CGPoint(x: 338, y: 298)), 0, 0, 0), "past the ellipse, the last colour")

        let conic = GradientView()
        conic.gradient.type = .conic
        conic.gradient.colors = [red, blue]
        conic.gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.gradient.endPoint = CGPoint(x: 0.5, y: 0)
        sim = show(conic)
        // From twelve o'clock, clockwise: a quarter turn at three, half at six, three quarters at nine.
        #expect(near(sim.color(at: CGPoint(x: 192, y: 140)), 254, 0, 1, 10))
        #expect(near(sim.color(at: CGPoint(x: 280, y: 200)), 191, 0, 64, 10))
        #expect(near(sim.color(at: CGPoint(x: 190, y: 290)), 128, 0, 128, 10))
        #expect(near(sim.color(at: CGPoint(x: 100, y: 200)), 64, 0, 191, 10))
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir + "/gradient-conic.png"))
        }
    }

    /// Colours and locations animate as on iOS: element by element, explicitly or when set on a layer
    /// already on screen (not a view's own layer, whose view turns implicit animations off).
    @Test func colorsAndLocationsAnimate() throws {
        let host = UIView()
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        g.colors = [red, blue]
        host.layer.addSublayer(g)
        let sim = show(host)
        let swap = CABasicAnimation(keyPath: "colors")
        swap.fromValue = [red, blue]
        swap.toValue = [blue, red]
        swap.duration = 1
        swap.timingFunction = CAMediaTimingFunction(name: .linear)
        g.add(swap, forKey: "swap")
        sim.advance(by: 0.5)
        // Halfway, both stops are purple: the top and the bottom alike.
        #expect(near(sim.color(at: CGPoint(x: 190, y: 101)), 128, 0, 128, 8) && near(sim.color(at: CGPoint(x: 190, y: 299)), 128, 0, 128, 8))
        sim.settle()
        #expect(near(sim.color(at: CGPoint(x: 190, y: 101)), 254, 0, 1), "removed at the end: the model's colours")
        // Set on screen, locations move over the implicit animation's quarter second.
        g.locations = [0, 1]
        sim.settle()
        g.locations = [0.5, 1]
        sim.advance(by: 0.1)
        let shown = try #require(g.presentation()?.locations?.first?.doubleValue)
        #expect(shown > 0.02 && shown < 0.48, "\(shown)")
        sim.settle()
        #expect(near(sim.color(at: CGPoint(x: 190, y: 190)), 254, 0, 1), "red down to the middle")
        #expect(g.locations?.map(\.doubleValue) == [0.5, 1] && (g.value(forKey: "colors") as? [Any])?.count == 2)
    }
}
