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

    /// A layer that leaves from beneath an opaque sibling covering all of it changes no pixel, and
    /// nothing is repainted (a screen a push covered, removed at its end); one that showed is.
    @Test func aLayerLeavingFromBeneathAnOpaqueSiblingRepaintsNothing() {
        let stage = Stage(w: 100, h: 100)
        CATransaction.setDisableActions(true)
        let hidden = square(CGRect(x: 10, y: 10, width: 30, height: 30), colored(1, 0, 0), in: stage.root)
        hidden.shadowOpacity = 1
        hidden.shadowRadius = 2
        let cover = square(CGRect(x: 0, y: 0, width: 60, height: 60), colored(0, 0, 1), in: stage.root)
        let shown = square(CGRect(x: 65, y: 65, width: 20, height: 20), colored(0, 1, 0), in: stage.root)
        let onTop = square(CGRect(x: 20, y: 20, width: 10, height: 10), colored(1, 1, 0), in: stage.root)
        stage.frame()
        let before = (0..<100).flatMap { y in (0..<100).map { x in stage.pixel(x, y) } }
        hidden.removeFromSuperlayer()
        #expect(stage.frame().isEmpty, "nothing showed of it: nothing to repaint")
        #expect(!stage.compositor.remembers(hidden), "its record went all the same")
        #expect((0..<100).flatMap { y in (0..<100).map { x in stage.pixel(x, y) } } == before)
        // A layer above the cover, or beside it, showed: its place is repainted.
        onTop.removeFromSuperlayer()
        #expect(stage.frame().contains { $0.contains(CGRect(x: 20, y: 20, width: 10, height: 10)) })
        #expect(near(stage.pixel(25, 25), [0, 0, 255, 255]))
        shown.removeFromSuperlayer()
        #expect(stage.frame().contains { $0.contains(CGRect(x: 65, y: 65, width: 20, height: 20)) })
        #expect(near(stage.pixel(75, 75), [255, 255, 255, 255]))
        // One drawn above the cover, then sent beneath it in the frame it leaves, showed.
        let raised = square(CGRect(x: 10, y: 10, width: 20, height: 20), colored(1, 0, 1))
        stage.root.insertSublayer(raised, below: cover)
        raised.zPosition = 1
        stage.frame()
        #expect(near(stage.pixel(15, 15), [255, 0, 255, 255]))
        CATransaction.setDisableActions(true)
        raised.zPosition = 0
        raised.removeFromSuperlayer()
        #expect(stage.frame().contains { $0.contains(CGRect(x: 10, y: 10, width: 20, height: 20)) })
        #expect(near(stage.pixel(15, 15), [0, 0, 255, 255]))
        // Beneath a cover that is not opaque (faded), it showed through.
        CATransaction.setDisableActions(true)
        let faint = square(CGRect(x: 10, y: 10, width: 30, height: 30), colored(1, 0, 0), in: stage.root)
        stage.root.insertSublayer(faint, below: cover)
        cover.opacity = 0.5
        stage.frame()
        faint.removeFromSuperlayer()
        #expect(stage.frame().contains { $0.contains(CGRect(x: 10, y: 10, width: 30, height: 30)) })
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
