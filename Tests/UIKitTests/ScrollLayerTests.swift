import Testing
import Foundation
import QuartzCore
import UIKit
import UIKitTesting

/// `CAScrollLayer`: a window onto its sublayers, moved by scrolling.
@MainActor
@Suite(.serialized) struct ScrollLayerTests {
    @Test func scrollingShowsAnotherPartAlongTheAllowedDirection() {
        let (sim, root) = canvas()
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 100, y: 200, width: 100, height: 100)
        let strip = CALayer()
        strip.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        for (i, color) in [UIColor.red, .green, .blue, .black].enumerated() {
            let tile = CALayer()
            tile.frame = CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 100)
            tile.backgroundColor = color.cgColor
            strip.addSublayer(tile)
        }
        scroller.addSublayer(strip)
        root.layer.addSublayer(scroller)
        sim.runFrame()
        #expect(scroller.masksToBounds)
        #expect(sim.color(at: CGPoint(x: 150, y: 250)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 250, y: 250)) == white, "clipped to its bounds")
        CATransaction.setDisableActions(true)
        scroller.scroll(to: CGPoint(x: 200, y: 50))
        sim.runFrame()
        #expect(scroller.bounds.origin == CGPoint(x: 200, y: 50))
        #expect(sim.color(at: CGPoint(x: 150, y: 220)) == RGBA(r: 0, g: 0, b: 255))
        scroller.scrollMode = .horizontally
        scroller.scroll(to: CGPoint(x: 300, y: 0))
        #expect(scroller.bounds.origin == CGPoint(x: 300, y: 50), "only across")
        // A sublayer asks its scroll layer to bring a rect into view.
        scroller.scroll(to: CGPoint(x: 0, y: 50))
        strip.sublayers![2].scrollRectToVisible(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroller.bounds.origin.x == 200)
        #expect(strip.sublayers![2].visibleRect == CGRect(x: 0, y: 50, width: 100, height: 50))
        CATransaction.setDisableActions(false)
    }
}
