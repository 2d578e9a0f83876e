import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct ProgressViewTests {
    func isBlue(_ c: RGBA) -> Bool { c.b > 200 && c.r < 60 }

    /// A bar made in code and given only a width and a place (as the books do) shows at its style's height.
    @Test func aBarMadeInCodeStartsAsTallAsItsStyle() {
        let (sim, root) = canvas()
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.frame.size == CGSize(width: 0, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).frame.size == CGSize(width: 0, height: 2.5))
        bar.frame.origin = CGPoint(x: 20, y: 300)
        bar.frame.size.width = 200
        bar.progress = 1
        root.addSubview(bar)
        sim.runFrame()
        #expect(isBlue(sim.color(at: CGPoint(x: 120, y: 302))), "the full bar is drawn, 4 points tall")
    }

    @Test func progressFillsTheTrackFromTheLeadingEdge() {
        let (sim, root) = canvas()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 300, width: 200, height: 4)
        root.addSubview(bar)
        #expect(bar.intrinsicContentSize.height == 4 && bar.progress == 0)
        bar.progress = 0.5
        sim.runFrame()
        saveShot(sim, "progress")
        #expect(isBlue(sim.color(at: CGPoint(x: 70, y: 302))), "the filled half in the tint colour")
        let track = sim.color(at: CGPoint(x: 170, y: 302))
        #expect(track.r < 250 && track.r > 200 && !isBlue(track), "the rest is the grey track: \(track)")
        #expect(sim.color(at: CGPoint(x: 20.2, y: 300.2)) != sim.color(at: CGPoint(x: 70, y: 302)), "rounded ends")
        bar.progress = 1.7
        #expect(bar.progress == 1, "pinned to 0…1")
        bar.progress = -1
        #expect(bar.progress == 0)
        // Right to left fills from the right.
        bar.semanticContentAttribute = .forceRightToLeft
        bar.progress = 0.25
        sim.runFrame()
        #expect(isBlue(sim.color(at: CGPoint(x: 200, y: 302))) && !isBlue(sim.color(at: CGPoint(x: 60, y: 302))))
    }

    @Test func animatedProgressMovesOnTheClock() {
        let (sim, root) = canvas()
        let bar = UIProgressView(frame: CGRect(x: 20, y: 300, width: 200, height: 4))
        root.addSubview(bar)
        sim.runFrame()
        bar.setProgress(1, animated: true)
        sim.advance(by: 0.12)
        let x = CGFloat(20 + 200 * 0.5)
        let midway = isBlue(sim.color(at: CGPoint(x: x - 60, y: 302))) && !isBlue(sim.color(at: CGPoint(x: 215, y: 302)))
        #expect(midway, "part-way after 0.12 s")
        sim.settle()
        #expect(isBlue(sim.color(at: CGPoint(x: 215, y: 302))))
    }

    @Test func barStyleColoursAndImages() {
        let (sim, root) = canvas()
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 20, y: 300, width: 200, height: 10)
        bar.progress = 0.5
        root.addSubview(bar)
        #expect(bar.intrinsicContentSize.height == 2.5)
        sim.runFrame()
        #expect(sim.color(at: CGPoint(x: 170, y: 305)) == white, "a bar's track is clear")
        #expect(isBlue(sim.color(at: CGPoint(x: 20.2, y: 300.2))), "square ends")
        bar.progressTintColor = .systemRed
        bar.trackTintColor = .black
        sim.runFrame()
        let fill = sim.color(at: CGPoint(x: 70, y: 305)), track = sim.color(at: CGPoint(x: 170, y: 305))
        #expect(fill.r > 200 && fill.g < 80 && track == RGBA(r: 0, g: 0, b: 0))
        let green = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        bar.progressImage = green
        sim.runFrame()
        let g = sim.color(at: CGPoint(x: 70, y: 305))
        #expect(g.g > 200 && g.r < 50, "the progress image stretched over the filled part: \(g)")
    }

    @Test func followsAnObservedProgress() {
        let (sim, root) = canvas()
        let bar = UIProgressView(frame: CGRect(x: 20, y: 300, width: 200, height: 4))
        root.addSubview(bar)
        let task = Progress(totalUnitCount: 10)
        bar.observedProgress = task
        task.completedUnitCount = 3
        sim.advance(by: 0.2)
        sim.settle()
        #expect(abs(bar.progress - 0.3) < 0.001)
        task.completedUnitCount = 10
        sim.advance(by: 0.2)
        sim.settle()
        #expect(bar.progress == 1)
        // Finished: the bar stops reading it.
        task.totalUnitCount = 20
        sim.advance(by: 0.5)
        #expect(bar.progress == 1)
    }
}
