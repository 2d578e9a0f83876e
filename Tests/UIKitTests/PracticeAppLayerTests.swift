import Testing
import Foundation
import UIKit
import UIKitTesting

/// Layer behaviours the practice apps showed wrong (issue 57's long tail).
@MainActor @Suite(.serialized) struct PracticeAppLayerTests {
    /// Core Animation key paths name sublayers by their `name`: `sublayers.left.position.y`.
    @Test func keyPathsReachNamedSublayersInAnimationsAndKeyValueCoding() throws {
        let (sim, root) = canvas()
        let host = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        root.addSubview(host)
        let left = CALayer(), right = CALayer()
        left.name = "left"; right.name = "right"
        left.backgroundColor = UIColor.red.cgColor; right.backgroundColor = UIColor.blue.cgColor
        left.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        right.frame = CGRect(x: 120, y: 20, width: 40, height: 40)
        host.layer.addSublayer(left)
        host.layer.addSublayer(right)
        let y = try #require(host.layer.value(forKeyPath: "sublayers.left.position.y") as? NSNumber)
        #expect(y.doubleValue == 40)
        host.layer.setValue(NSNumber(value: 60), forKeyPath: "sublayers.right.position.y")
        #expect(right.position.y == 60)
        CATransaction.setDisableActions(true)
        let a = CABasicAnimation(keyPath: "sublayers.left.position.y")
        a.fromValue = 40
        a.toValue = 340
        a.duration = 1
        host.layer.add(a, forKey: "drop")
        sim.advance(by: 0.5)
        let shown = try #require(left.presentation()).position.y
        #expect(abs(shown - 190) < 2, "halfway down: \(shown)")
        #expect(sim.color(at: CGPoint(x: 40, y: 100 + 190)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 40, y: 100 + 40)) == white, "no longer where it was")
        #expect(left.position.y == 40, "the model is untouched")
        sim.advance(by: 0.6)
        #expect(sim.color(at: CGPoint(x: 40, y: 100 + 40)) == RGBA(r: 255, g: 0, b: 0), "back at its model position after")
    }

    /// Draws a black circle filling its bounds, clear elsewhere: a mask.
    final class CircleMaskView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
        }
        required init?(coder: NSCoder) { fatalError() }
        override func draw(_ rect: CGRect) {
            UIColor.black.setFill()
            UIGraphicsGetCurrentContext()?.fillEllipse(in: rect)
        }
    }

    /// A mask view given to a view already on screen (Programming iOS's mask view test, in
    /// `viewDidLayoutSubviews`) is drawn and masks: the view shows through its circle only, and
    /// follows the mask's frame as it changes.
    @Test func aMaskViewSetOnAShownViewDrawsAndMasks() {
        let (sim, root) = canvas()
        let yellow = UIView(frame: CGRect(x: 50, y: 150, width: 200, height: 200))
        yellow.backgroundColor = .yellow
        root.addSubview(yellow)
        sim.settle()
        yellow.mask = CircleMaskView(frame: yellow.bounds)
        sim.settle()
        let yellowColor = RGBA(r: 255, g: 255, b: 0)
        #expect(sim.color(at: CGPoint(x: 150, y: 250)) == yellowColor, "inside the circle")
        #expect(sim.color(at: CGPoint(x: 55, y: 155)) == white, "outside it, in the view's corner")
        yellow.mask?.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 100, y: 200)) == yellowColor, "the smaller circle's centre")
        #expect(sim.color(at: CGPoint(x: 200, y: 300)) == white, "outside the smaller circle")
    }

    /// A layer turned about its vertical axis, its superlayer given a perspective sublayer transform
    /// afterwards (Programming iOS's compass, m34 = -1/1000): one edge nearer, taller, the other
    /// farther, shorter — a trapezoid, not the flat squash seen without perspective.
    @Test func aPerspectiveSublayerTransformSetLaterShowsDepth() {
        let (sim, root) = canvas()
        let host = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        root.addSubview(host)
        let card = CALayer()
        card.backgroundColor = UIColor.red.cgColor
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        card.anchorPoint = CGPoint(x: 1, y: 0.5)
        card.position = CGPoint(x: 300, y: 200)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        host.layer.addSublayer(card)
        sim.settle()
        func height(atX x: CGFloat) -> Int {
            stride(from: CGFloat(100), to: 500, by: 1).filter { sim.color(at: CGPoint(x: x, y: $0)).r > 200 && sim.color(at: CGPoint(x: x, y: $0)).g < 60 }.count
        }
        let flatLeft = height(atX: 170), flatRight = height(atX: 295)
        #expect(abs(flatLeft - flatRight) <= 1, "no perspective yet: a flat squash (\(flatLeft), \(flatRight))")
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 1000
        host.layer.sublayerTransform = perspective
        sim.settle()
        let left = height(atX: 170), right = height(atX: 295)
        #expect(abs(left - right) > 15, "one edge nearer than the other: \(left) against \(right)")
        #expect(abs(right - 200) <= 2, "the edge on the axis keeps its height: \(right)")
    }
}
