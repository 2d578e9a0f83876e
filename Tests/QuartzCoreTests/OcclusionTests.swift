import Testing
import Foundation
import QuartzCore

/// Opaque layers hide what is beneath them: a frame paints what shows, once per damaged rectangle.
@MainActor
@Suite(.serialized) struct OcclusionTests {
    func gray(_ v: CGFloat) -> CGColor { CGColor(gray: v, alpha: 1) }

    /// A grid of small layers under two opaque rows that meet at `edge` points (rows of a list).
    func stack(edge: CGFloat) -> (Stage, beneath: [CALayer], rows: [CALayer]) {
        let stage = Stage(w: 100, h: 100, scale: 2)
        CATransaction.setDisableActions(true)
        var beneath: [CALayer] = []
        for i in 0..<10 {
            let l = CALayer()
            l.frame = CGRect(x: CGFloat(i % 5) * 20, y: CGFloat(i / 5) * 50, width: 20, height: 50)
            l.backgroundColor = gray(0.2)
            stage.root.addSublayer(l)
            beneath.append(l)
        }
        let top = CALayer(), bottom = CALayer()
        top.frame = CGRect(x: 0, y: 0, width: 100, height: edge)
        bottom.frame = CGRect(x: 0, y: edge, width: 100, height: 100 - edge)
        top.backgroundColor = gray(0.9)
        bottom.backgroundColor = gray(0.6)
        stage.root.addSublayer(top)
        stage.root.addSublayer(bottom)
        stage.frame()
        return (stage, beneath, [top, bottom])
    }

    /// The screen's bytes, then the same frame repainted from scratch: they must agree.
    func matchesFullRepaint(_ stage: Stage) -> Bool {
        let bytes = stage.compositor.bytesPerRow * stage.compositor.pixelHeight
        let partial = Data(bytes: stage.compositor.pixels, count: bytes)
        stage.compositor.invalidateAll()
        stage.frame()
        return partial == Data(bytes: stage.compositor.pixels, count: bytes)
    }

    /// Two grid layers change beneath the rows, one under each side of their shared edge, and a frame runs.
    func darkenAcrossTheEdge(_ edge: CGFloat) -> Stage {
        let (stage, beneath, _) = stack(edge: edge)
        CATransaction.setDisableActions(true)
        beneath[0].backgroundColor = gray(0)
        beneath[5].backgroundColor = gray(0)
        stage.frame()
        return stage
    }

    @Test func opaqueSiblingsSideBySideHideWhatIsBeneath() {
        let stage = darkenAcrossTheEdge(40)
        #expect(stage.compositor.layersPainted == 2, "only the two rows paint, not the grid or the root: \(stage.compositor.layersPainted)")
        #expect(near(stage.pixel(20, 20), [230, 230, 230, 255]))
        #expect(near(stage.pixel(20, 150), [153, 153, 153, 255]))
        #expect(matchesFullRepaint(stage))
    }

    @Test func anEdgeThroughAPixelDoesNotHide() {
        // At 2× an edge at 40.25 points cuts pixel row 80: both rows blend there, over what is beneath.
        let stage = darkenAcrossTheEdge(40.25)
        #expect(stage.compositor.layersPainted > 2, "the layers beneath are painted where the rows only blend")
        #expect(matchesFullRepaint(stage))
    }

    @Test func eachDamagedRectangleIsPaintedOnItsOwn() {
        let (stage, beneath, rows) = stack(edge: 50)
        // The top row goes beneath the grid; then two grid layers change, far apart.
        rows[0].removeFromSuperlayer()
        stage.root.insertSublayer(rows[0], at: 0)
        stage.frame()
        CATransaction.setDisableActions(true)
        beneath[0].backgroundColor = gray(0.5)
        beneath[9].backgroundColor = gray(0.5)
        stage.frame()
        #expect(stage.compositor.lastDamage.count == 2, "two separate rectangles: \(stage.compositor.lastDamage)")
        let painted = stage.compositor.layersPainted
        #expect(near(stage.pixel(20, 20), [128, 128, 128, 255]), "the top grid layer shows now that its row went beneath")
        #expect(near(stage.pixel(180, 180), [153, 153, 153, 255]), "the bottom one stays hidden under its row")
        #expect(matchesFullRepaint(stage))
        // One rectangle around both would have visited the whole grid.
        #expect(painted < stage.compositor.layersPainted, "\(painted) layers painted, a whole repaint \(stage.compositor.layersPainted)")
    }
}
