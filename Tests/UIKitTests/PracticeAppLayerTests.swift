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
}
