import Testing
import Foundation
import CoreGraphics
@testable import QuartzCore

/// What a device's compositor keeps for the layers it draws (`CompositedLayer`) belongs to it, not to
/// the layers: it goes when a layer leaves the tree, moves to another device, or is no longer shown.
@MainActor @Suite struct CompositedLayerTests {
    private func square(_ frame: CGRect, _ color: CGColor, in parent: CALayer? = nil) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = color
        parent?.addSublayer(l)
        return l
    }

    private func colored(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: 1) }

    private func area(_ rects: [CGRect]) -> CGFloat { rects.reduce(0) { $0 + $1.width * $1.height } }

    @Test func aLayerThatLeftIsForgottenAtTheNextFrameAndOnlyItsPlaceIsRepainted() {
        let stage = Stage(w: 100, h: 100)
        CATransaction.setDisableActions(true)
        let card = square(CGRect(x: 10, y: 10, width: 30, height: 30), colored(1, 0, 0), in: stage.root)
        let badge = square(CGRect(x: 5, y: 5, width: 10, height: 10), colored(0, 0, 1), in: card)
        let other = square(CGRect(x: 60, y: 60, width: 20, height: 20), colored(0, 1, 0), in: stage.root)
        stage.frame()
        #expect(stage.compositor.remembers(card) && stage.compositor.remembers(badge))
        card.removeFromSuperlayer()
        #expect(stage.compositor.remembers(card), "the model does not reach into the compositor: it hears at the next frame")
        let damage = stage.frame()
        #expect(!stage.compositor.remembers(card) && !stage.compositor.remembers(badge), "the subtree's records went with it")
        #expect(stage.compositor.remembers(other) && stage.compositor.remembers(stage.root))
        #expect(damage.contains { $0.contains(CGRect(x: 10, y: 10, width: 30, height: 30)) }, "\(damage)")
        #expect(area(damage) < 100 * 100 / 4, "only where it was: \(damage)")
        #expect(near(stage.pixel(20, 20), [255, 255, 255, 255]) && near(stage.pixel(17, 17), [255, 255, 255, 255]))
        #expect(near(stage.pixel(70, 70), [0, 255, 0, 255]))
        // Added again, it is drawn afresh where it now is.
        CATransaction.setDisableActions(true)
        card.frame.origin = CGPoint(x: 50, y: 10)
        stage.root.addSublayer(card)
        stage.frame()
        #expect(stage.compositor.remembers(badge))
        #expect(near(stage.pixel(57, 17), [0, 0, 255, 255]) && near(stage.pixel(70, 30), [255, 0, 0, 255]))
        #expect(near(stage.pixel(20, 20), [255, 255, 255, 255]))
    }

    @Test func aLayerMovedToAnotherParentInOneFrameIsDrawnAfreshWhereItIsAndKeepsWhatItHad() {
        let stage = Stage(w: 100, h: 100)
        CATransaction.setDisableActions(true)
        let left = square(CGRect(x: 0, y: 0, width: 50, height: 100), colored(1, 1, 1), in: stage.root)
        let right = square(CGRect(x: 50, y: 0, width: 50, height: 100), colored(1, 1, 1), in: stage.root)
        let card = square(CGRect(x: 10, y: 10, width: 20, height: 20), colored(1, 0, 0), in: left)
        card.shadowOpacity = 1
        card.shadowRadius = 2
        stage.frame()
        let record = stage.compositor.record(card)
        #expect(record?.shadowMask != nil, "its shadow was blurred")
        right.addSublayer(card)
        stage.frame()
        #expect(stage.compositor.record(card) === record, "the same record: its blurred shadow is kept")
        #expect(near(stage.pixel(20, 20), [255, 255, 255, 255]) && near(stage.pixel(70, 20), [255, 0, 0, 255]))
    }

    @Test func aLayerMovedAmongItsSiblingsRepaintsWhereItIsAndKeepsItsRecord() {
        let stage = Stage(w: 100, h: 100)
        CATransaction.setDisableActions(true)
        let back = square(CGRect(x: 10, y: 10, width: 40, height: 40), colored(1, 0, 0), in: stage.root)
        _ = square(CGRect(x: 30, y: 30, width: 40, height: 40), colored(0, 0, 1), in: stage.root)
        let far = square(CGRect(x: 80, y: 80, width: 10, height: 10), colored(0, 1, 0), in: stage.root)
        stage.frame()
        #expect(near(stage.pixel(40, 40), [0, 0, 255, 255]))
        stage.root.addSublayer(back)
        let damage = stage.frame()
        #expect(near(stage.pixel(40, 40), [255, 0, 0, 255]), "raised above its sibling")
        #expect(stage.compositor.remembers(back))
        #expect(!damage.contains { $0.intersects(far.frame) }, "nothing else is repainted: \(damage)")
    }

    @Test func aLayerMovedToAnotherDevicesTreeIsForgottenByTheFirstAndDrawnByTheSecond() {
        let a = Stage(w: 100, h: 100)
        let b = Stage(w: 100, h: 100)
        CATransaction.setDisableActions(true)
        let card = square(CGRect(x: 10, y: 10, width: 30, height: 30), colored(1, 0, 0), in: a.root)
        a.frame()
        b.frame()
        b.root.addSublayer(card)
        a.frame()
        b.frame()
        #expect(!a.compositor.remembers(card) && b.compositor.remembers(card))
        #expect(near(a.pixel(20, 20), [255, 255, 255, 255]) && near(b.pixel(20, 20), [255, 0, 0, 255]))
    }

    @Test func aReplacedMaskIsForgotten() {
        let stage = Stage(w: 100, h: 100)
        CATransaction.setDisableActions(true)
        let card = square(CGRect(x: 10, y: 10, width: 60, height: 60), colored(1, 0, 0), in: stage.root)
        let left = square(CGRect(x: 0, y: 0, width: 30, height: 60), colored(0, 0, 0))
        card.mask = left
        stage.frame()
        #expect(stage.compositor.remembers(left))
        #expect(near(stage.pixel(20, 40), [255, 0, 0, 255]) && near(stage.pixel(60, 40), [255, 255, 255, 255]))
        let right = square(CGRect(x: 30, y: 0, width: 30, height: 60), colored(0, 0, 0))
        card.mask = right
        stage.frame()
        #expect(!stage.compositor.remembers(left) && stage.compositor.remembers(right))
        #expect(near(stage.pixel(20, 40), [255, 255, 255, 255]) && near(stage.pixel(60, 40), [255, 0, 0, 255]))
    }

    @Test func recordsOfATreeNoLongerShownGoWhenTheRootsChange() {
        let stage = Stage(w: 100, h: 100)
        CATransaction.setDisableActions(true)
        let card = square(CGRect(x: 10, y: 10, width: 30, height: 30), colored(1, 0, 0), in: stage.root)
        stage.frame()
        let other = square(CGRect(x: 0, y: 0, width: 100, height: 100), colored(0, 1, 0))
        other.hostPipeline = stage.pipeline
        stage.compositor.render(roots: [other], at: stage.time)
        #expect(!stage.compositor.remembers(card) && !stage.compositor.remembers(stage.root))
        #expect(stage.compositor.remembers(other) && near(stage.pixel(20, 20), [0, 255, 0, 255]))
    }
}
