import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct PageControlTests {
    /// A page control of five pages on a dark strip, centred at (196, 400).
    func dots(_ pages: Int = 5) -> (Simulator, UIPageControl, EventLog) {
        let (sim, root) = canvas()
        let strip = UIView(frame: CGRect(x: 0, y: 370, width: 393, height: 60))
        strip.backgroundColor = .darkGray
        root.addSubview(strip)
        let pc = UIPageControl()
        pc.numberOfPages = pages
        pc.sizeToFit()
        pc.center = CGPoint(x: 196, y: 400)
        root.addSubview(pc)
        let log = EventLog()
        pc.addTarget(log, action: EventLog.changed, for: .valueChanged)
        sim.runFrame()
        return (sim, pc, log)
    }

    @Test func sizeAndDots() {
        let (sim, pc, _) = dots()
        saveShot(sim, "pagecontrol")
        #expect(pc.size(forNumberOfPages: 5) == CGSize(width: 5 * 16 + 24, height: 28))
        #expect(pc.intrinsicContentSize == pc.size(forNumberOfPages: 5))
        let first = pc.convert(CGPoint(x: 12 + 8, y: 14), to: nil), second = pc.convert(CGPoint(x: 12 + 24, y: 14), to: nil)
        let on = sim.color(at: first), off = sim.color(at: second)
        #expect(on == RGBA(r: 255, g: 255, b: 255), "the current page's dot is white: \(on)")
        #expect(off.r > 90 && off.r < 200, "the others white at 30%: \(off)")
        #expect(sim.color(at: pc.convert(CGPoint(x: 12 + 16, y: 14), to: nil)).r < 90, "dark between the dots")
        pc.pageIndicatorTintColor = .systemGray
        pc.currentPageIndicatorTintColor = .systemRed
        pc.currentPage = 3
        sim.runFrame()
        let red = sim.color(at: pc.convert(CGPoint(x: 12 + 3 * 16 + 8, y: 14), to: nil))
        #expect(red.r > 200 && red.g < 80)
        pc.numberOfPages = 2
        #expect(pc.currentPage == 1, "the current page stays within the pages")
    }

    @Test func tappingEitherSideMovesOnePage() {
        let (sim, pc, log) = dots()
        sim.tap(at: CGPoint(x: 196 + 40, y: 400))
        #expect(pc.currentPage == 1 && log.events == ["changed"])
        sim.tap(at: CGPoint(x: 196 + 40, y: 400))
        #expect(pc.currentPage == 2)
        sim.tap(at: CGPoint(x: 196 - 45, y: 400))
        #expect(pc.currentPage == 1 && log.events.count == 3)
        sim.tap(at: CGPoint(x: 196 - 45, y: 400))
        sim.tap(at: CGPoint(x: 196 - 45, y: 400))
        #expect(pc.currentPage == 0 && log.events.count == 4, "no page before the first")
        #expect(pc.interactionState == .none)
    }

    @Test func draggingScrubsThroughPages() {
        let (sim, pc, log) = dots()
        var states: [UIPageControl.InteractionState] = []
        sim.touchDown(at: CGPoint(x: 196 - 32, y: 400))
        for x in stride(from: 196 - 32, through: 196 + 40, by: 8) {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: CGFloat(x), y: 400))
            states.append(pc.interactionState)
        }
        sim.runFrame()
        saveShot(sim, "pagecontrol-scrub")
        // The platter shows while scrubbing.
        let platter = sim.color(at: CGPoint(x: 196 - 46, y: 400))
        sim.touchUp(at: CGPoint(x: 196 + 40, y: 400))
        sim.runFrame()
        #expect(pc.currentPage == 4, "the page under the finger")
        #expect(log.events.count == 4, "a change for each page passed")
        #expect(states.contains(.continuous) && pc.interactionState == .none)
        let after = sim.color(at: CGPoint(x: 196 - 46, y: 400))
        #expect(platter.r < after.r, "a darker platter behind the dots while scrubbing: \(platter) vs \(after)")
        pc.allowsContinuousInteraction = false
        sim.drag(from: CGPoint(x: 196 + 40, y: 400), to: CGPoint(x: 196 - 40, y: 400))
        #expect(pc.currentPage == 3, "without scrubbing, a drag ends as a tap on the side it ends on")
    }

    @Test func hidesForSinglePageAndIndicatorImages() {
        let (sim, pc, _) = dots(1)
        // (The dots are white on a dark strip: see `dots`.)
        let dot = pc.convert(CGPoint(x: pc.bounds.midX, y: pc.bounds.midY), to: nil)
        let shown = sim.color(at: dot)
        pc.hidesForSinglePage = true
        sim.runFrame()
        // As on iOS the control draws nothing and takes no touch; its isHidden stays the app's.
        #expect(!pc.isHidden && sim.color(at: dot) != shown && pc.hitTest(pc.convert(dot, from: nil), with: nil) == nil)
        pc.hidesForSinglePage = false
        sim.runFrame()
        #expect(sim.color(at: dot) == shown, "set back to false, the single dot shows again")
        pc.hidesForSinglePage = true
        pc.numberOfPages = 3
        #expect(!pc.isHidden)
        pc.sizeToFit()
        pc.center = CGPoint(x: 196, y: 400)
        let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            UIColor.black.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        pc.setIndicatorImage(square, forPage: 2)
        #expect(pc.indicatorImage(forPage: 2) === square && pc.indicatorImage(forPage: 0) == nil)
        pc.currentPage = 2
        sim.runFrame()
        saveShot(sim, "pagecontrol-image")
        // The square, tinted white, fills its corners where a dot would not.
        let corner = pc.convert(CGPoint(x: 12 + 2 * 16 + 8 - 4.5, y: 14 - 4.5), to: nil)
        #expect(sim.color(at: corner) == RGBA(r: 255, g: 255, b: 255))
        pc.backgroundStyle = .prominent
        sim.runFrame()
        #expect(sim.color(at: pc.convert(CGPoint(x: 6, y: 14), to: nil)).r < sim.color(at: CGPoint(x: 20, y: 400)).r)
    }
}
