import Testing
import UIKit
import UIKitTesting
import Sketch

/// Seed 004 ("Udělejme gesto"): the app behaves as the chapter says.
@MainActor
@Suite(.serialized) struct SketchTests {
    let blue = RGBA(r: 0, g: 0, b: 255)
    let white = RGBA(r: 255, g: 255, b: 255)

    func sketch(_ version: SketchViewController.Version) -> (Simulator, SketchViewController) {
        let sim = Simulator(device: .iPhone15)
        let vc = SketchViewController(version: version)
        sim.rootViewController = vc
        return (sim, vc)
    }

    @Test func aDragDrawsABlueLine() {
        let (sim, vc) = sketch(.draw)
        #expect(sim.color(at: CGPoint(x: 200, y: 300)) == white)
        sim.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(vc.lines.count == 1)
        #expect(vc.lines[0].0 == CGPoint(x: 100, y: 300) && vc.lines[0].1 == CGPoint(x: 300, y: 300))
        // A one-point line at 3x: the pixel row under y = 300 is blue, mixed with white by antialiasing.
        let c = sim.color(at: CGPoint(x: 200, y: 299.9))
        #expect(c.b == 255 && c.r < 200, "\(c)")
        #expect(sim.color(at: CGPoint(x: 200, y: 310)) == white)
        #expect(sim.color(at: CGPoint(x: 50, y: 300)) == white, "the line starts where the finger went down")
    }

    @Test func touchesReachTheControllerThroughTheResponderChain() {
        let (sim, vc) = sketch(.draw)
        #expect(vc.view.next === vc)
        #expect(vc.view.gestureRecognizers == nil, "no recognizers: plain touches")
        sim.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 50, y: 150))
        #expect(vc.lines.count == 1)
    }

    @Test func aTapDeletesTheLastLine() {
        let (sim, vc) = sketch(.tapDeletes)
        sim.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200))
        sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(vc.lines.count == 2)
        #expect(sim.color(at: CGPoint(x: 200, y: 399.9)).b == 255)
        sim.tap(at: CGPoint(x: 50, y: 600))
        #expect(vc.lines.count == 1)
        #expect(sim.color(at: CGPoint(x: 200, y: 399.9)) == white, "erased from the screen")
        #expect(sim.color(at: CGPoint(x: 200, y: 199.9)).b == 255)
        sim.tap(at: CGPoint(x: 50, y: 600))
        sim.tap(at: CGPoint(x: 50, y: 600))
        #expect(vc.lines.isEmpty, "a tap on an empty sketch does nothing")
    }

    @Test func tapCountRisesForQuickTapsAndResetsForSlowOnes() {
        let (sim, vc) = sketch(.tripleTapByCount)
        sim.tap(at: CGPoint(x: 100, y: 100), count: 2)
        #expect(vc.messages == ["Multi tap of 1 taps ignored!", "Multi tap of 2 taps ignored!"])
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(vc.messages.suffix(2) == ["Multi tap of 1 taps ignored!", "Multi tap of 1 taps ignored!"], "slow taps start over")
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.tap(at: CGPoint(x: 250, y: 500))
        #expect(vc.messages.suffix(2) == ["Multi tap of 1 taps ignored!", "Multi tap of 1 taps ignored!"], "far apart starts over")
    }

    @Test func countingAloneAlsoDeletesOnAQuadrupleTap() {
        // The chapter's log: 1 and 2 ignored, 3 deletes, then 4 and 5 are "ignored" — after 3 already deleted.
        let (sim, vc) = sketch(.tripleTapByCount)
        sim.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200))
        sim.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 500), count: 5)
        #expect(vc.messages == ["Multi tap of 1 taps ignored!", "Multi tap of 2 taps ignored!",
                                "Multi tap of 4 taps ignored!", "Multi tap of 5 taps ignored!"])
        #expect(vc.lines.count == 1)
    }

    @Test func theDelayedVersionWaitsAndIgnoresOtherCounts() {
        let (sim, vc) = sketch(.tripleTapDelayed)
        sim.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200))
        sim.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 500), count: 3)
        #expect(vc.lines.count == 2, "nothing happens at once")
        sim.advance(by: 0.25)
        #expect(vc.lines.count == 2, "still waiting: 0.3 s after the last tap")
        sim.advance(by: 0.1)
        #expect(vc.lines.count == 1)
        #expect(sim.color(at: CGPoint(x: 200, y: 299.9)) == white)
        #expect(vc.messages.isEmpty, "the single and double taps were cancelled, not ignored")

        for (count, message) in [(1, "Multi tap of 1 taps ignored!"), (2, "Multi tap of 2 taps ignored!"),
                                 (4, "Multi tap of 4 taps ignored!")] {
            sim.advance(by: 1)
            sim.tap(at: CGPoint(x: 100, y: 500), count: count)
            sim.advance(by: 0.5)
            #expect(vc.lines.count == 1, "\(count) taps do not delete")
            #expect(vc.messages.last == message)
        }
    }
}
