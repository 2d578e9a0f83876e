import Foundation
import Testing
import UIKit
import QuartzCore
import UIKitTesting
import FoundationDemo

/// The Gallery's layer and motion screens, used and looked at mid-motion as an iOS user would.
@MainActor @Suite struct MotionGalleryTests {
    @Test func theProgressRingFillsAndTheCardIsMasked() throws {
        let sim = Simulator(device: .iPhone15)
        let layers = LayersDemoViewController()
        sim.rootViewController = layers
        sim.settle(limit: 0.1)
        layers.setProgress(0.75, duration: 1)
        sim.advance(by: 0.5)
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(0.5) * 0.75
        #expect(abs(Double(layers.ring.presentation()!.strokeEnd) - eased) < 0.02)
        saveShot(sim, "layers-filling")
        // Along the ring (radius 80 about its centre, clockwise from the top): pink up to where it is.
        let center = CGPoint(x: layers.percent.frame.midX, y: layers.percent.frame.midY + 2)
        func onRing(_ fraction: CGFloat) -> RGBA {
            let a = -CGFloat.pi / 2 + 2 * .pi * fraction
            return sim.color(at: CGPoint(x: center.x + 80 * cos(a), y: center.y + 80 * sin(a)))
        }
        #expect(onRing(0.2).isClose(to: RGBA(r: 255, g: 45, b: 85), tolerance: 6), "\(onRing(0.2))")
        #expect(onRing(0.6).isClose(to: RGBA(r: 229, g: 229, b: 234), tolerance: 6), "the track beyond: \(onRing(0.6))")
        sim.settle(limit: 1)
        #expect(onRing(0.7).isClose(to: RGBA(r: 255, g: 45, b: 85), tolerance: 6))
        #expect(layers.percent.string as? String == "75%")
        var ink = 0
        for x in stride(from: center.x - 40, to: center.x + 40, by: 1) where sim.color(at: CGPoint(x: x, y: center.y - 2)).r < 100 { ink += 1 }
        #expect(ink > 10, "the percentage is drawn in the middle")
        // The gradient card: rounded by its shape mask, indigo to teal corner to corner.
        let card = layers.gradient.frame
        #expect(sim.color(at: CGPoint(x: card.minX + 2, y: card.minY + 2)) == RGBA(r: 255, g: 255, b: 255), "a masked-off corner")
        let topLeft = sim.color(at: CGPoint(x: card.minX + 30, y: card.minY + 30))
        let bottomRight = sim.color(at: CGPoint(x: card.maxX - 30, y: card.maxY - 30))
        #expect(topLeft.b > topLeft.g && bottomRight.g > topLeft.g + 40, "\(topLeft) → \(bottomRight)")
        // The spinner's dots fade in turn: at any moment some are strong and some faint.
        let s = layers.spinner.frame
        var levels: [UInt8] = []
        for i in 0..<12 {
            let a = CGFloat(i) * .pi / 6
            levels.append(sim.color(at: CGPoint(x: s.midX + 26 * sin(a), y: s.midY - 26 * cos(a))).r)
        }
        #expect(levels.max()! - levels.min()! > 100, "\(levels)")
    }

    @Test func theCardFollowsTheFingerAndSettlesEitherWay() throws {
        let sim = Simulator(device: .iPhone15)
        let demo = AnimatorCardViewController()
        sim.rootViewController = UINavigationController(rootViewController: demo)
        sim.settle()
        let closed = demo.frame(open: false), open = demo.frame(open: true)
        let travel = closed.minY - open.minY
        // Pull it 40% of the way and hold.
        let start = CGPoint(x: 200, y: closed.minY + 40)
        let finger = sim.touchDown(at: start)
        for step in 1...10 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(finger, to: CGPoint(x: 200, y: start.y - travel * 0.04 * CGFloat(step)))
        }
        sim.advance(by: 0.3)
        sim.touchMove(finger, to: CGPoint(x: 200, y: start.y - travel * 0.4))
        sim.runFrame()
        let animator = try #require(demo.animator)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.4) < 0.05, "\(animator.fractionComplete)")
        let y = demo.card.layer.presentation()!.frame.minY
        #expect(abs(y - (closed.minY - travel * animator.fractionComplete)) < 2, "the card is where the finger put it")
        #expect(abs(demo.dimming.layer.presentation()!.opacity - 0.4 * 0.4) < 0.03, "the dimming follows")
        saveShot(sim, "card-dragging")
        // Let go slowly before half way: it goes back down.
        sim.advance(by: 0.2)
        sim.touchUp(finger, at: CGPoint(x: 200, y: start.y - travel * 0.4))
        sim.settle()
        #expect(!demo.isOpen && demo.animator == nil && demo.card.frame.minY == closed.minY)
        // A flick up opens it, from only a fifth of the way.
        sim.drag(from: start, to: CGPoint(x: 200, y: start.y - travel * 0.2), duration: 0.08)
        sim.settle()
        #expect(demo.isOpen && demo.card.frame.minY == open.minY)
        // A tap closes it in one go.
        sim.tap(at: CGPoint(x: 200, y: open.minY + 60))
        sim.advance(by: 0.3)
        let mid = demo.card.layer.presentation()!.frame.minY
        #expect(mid > open.minY + 20 && mid < closed.minY - 20, "on its way down: \(mid)")
        sim.settle()
        #expect(!demo.isOpen)
    }

    @Test func theCustomPushZoomsAndTheEdgeSwipePopsOrNot() throws {
        let sim = Simulator(device: .iPhone15)
        let demo = CustomTransitionDemo()
        let first = CustomTransitionDemo.page(1, demo: demo)
        let nav = UINavigationController(rootViewController: first)
        nav.delegate = demo
        sim.rootViewController = nav
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Push page 2")))
        sim.advance(by: 0.2)
        let second = try #require(nav.topViewController)
        let p = second.view.layer.presentation()!
        #expect(p.opacity > 0.1 && p.opacity < 0.9 && p.frame.width < second.view.bounds.width, "growing and fading in")
        saveShot(sim, "custom-push-midway")
        sim.settle()
        #expect(second.view.alpha == 1 && second.view.transform.isIdentity)
        // Half a swipe, let go slowly: it stays.
        let w = nav.view.bounds.width
        let finger = sim.touchDown(at: CGPoint(x: 2, y: 400))
        for step in 1...6 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(finger, to: CGPoint(x: 2 + w * 0.05 * CGFloat(step), y: 400))
        }
        sim.runFrame()
        #expect(demo.interaction != nil)
        let o = second.view.layer.presentation()!.opacity
        #expect(o < 0.95 && o > 0.4, "the page fades with the finger: \(o)")
        saveShot(sim, "custom-pop-interactive")
        sim.advance(by: 0.3)
        sim.touchMove(finger, to: CGPoint(x: 2 + w * 0.3, y: 400))
        sim.advance(by: 0.1)
        sim.touchUp(finger, at: CGPoint(x: 2 + w * 0.3, y: 400))
        sim.settle()
        #expect(nav.topViewController === second && second.view.window != nil && second.view.alpha == 1)
        // A full swipe pops.
        sim.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: w * 0.8, y: 400), duration: 0.3)
        sim.settle()
        #expect(nav.topViewController === first && nav.viewControllers.count == 1)
    }

    @Test func theCardFlipsOverInPerspective() throws {
        let sim = Simulator(device: .iPhone15)
        let flip = FlipCardViewController()
        sim.rootViewController = UINavigationController(rootViewController: flip)
        sim.settle()
        let frame = flip.holder.frame
        let middle = CGPoint(x: frame.midX, y: frame.midY + 60)
        #expect(sim.color(at: middle).isClose(to: RGBA(r: 255, g: 149, b: 0), tolerance: 4), "the orange front")
        sim.tap(on: flip.holder)
        sim.advance(by: 0.2)
        saveShot(sim, "card-flip-turning")
        // Part way round, the card is narrower than it is at rest.
        #expect(sim.color(at: CGPoint(x: frame.minX + 4, y: middle.y)) != sim.color(at: CGPoint(x: frame.midX, y: middle.y))
                || sim.color(at: CGPoint(x: frame.maxX - 4, y: middle.y)) != sim.color(at: CGPoint(x: frame.midX, y: middle.y)))
        sim.settle()
        #expect(flip.showsBack)
        #expect(sim.color(at: middle).isClose(to: RGBA(r: 88, g: 86, b: 214), tolerance: 4), "the indigo back")
    }

    @Test func confettiFallsAndStops() throws {
        let sim = Simulator(device: .iPhone15)
        let confetti = ConfettiViewController()
        sim.rootViewController = UINavigationController(rootViewController: confetti)
        sim.settle()
        sim.tap(on: confetti.button)
        sim.advance(by: 1.2)
        saveShot(sim, "confetti")
        #expect(confetti.emitter.particleCount > 150, "\(confetti.emitter.particleCount) scraps in the air")
        // Colour in the top half of the screen, under the bar.
        var coloured = 0
        for y in stride(from: CGFloat(120), to: 420, by: 10) {
            for x in stride(from: CGFloat(5), to: 390, by: 10) {
                let c = sim.color(at: CGPoint(x: x, y: y))
                if max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 60 { coloured += 1 }
            }
        }
        #expect(coloured > 20, "\(coloured) coloured samples")
        sim.advance(by: 0.4)
        #expect(confetti.emitter.birthRate == 0, "the burst is over after a second and a half")
        let left = confetti.emitter.particleCount
        sim.advance(by: 0.2)
        #expect(confetti.emitter.particleCount == left, "no new scraps")
    }

    @Test func theDynamicsPlaygroundFallsRestsSnapsAndThrows() throws {
        let sim = Simulator(device: .iPhone15)
        let playground = DynamicsPlaygroundViewController()
        sim.rootViewController = UINavigationController(rootViewController: playground)
        sim.advance(by: 0.6)
        saveShot(sim, "dynamics-falling")
        #expect(playground.animator.isRunning)
        sim.settle()
        #expect(!playground.animator.isRunning, "everything comes to rest and the animator pauses")
        let safe = playground.view.bounds.inset(by: playground.view.safeAreaInsets)
        for item in playground.items {
            // (A turned item's frame is larger than the item: its centre and half its side tell.)
            let half = item.bounds.width / 2
            #expect(safe.insetBy(dx: half - 2, dy: half - 2).contains(item.center), "inside the walls: \(item.center)")
        }
        #expect(playground.items.contains { abs($0.center.y + $0.bounds.height / 2 - safe.maxY) < 2 }, "some rest on the floor")
        #expect(playground.ledgeHits > 0, "some fell on the ledge")
        // Drawn where they rest: a block's colour at its centre.
        let block = playground.items[0]
        let c = block.superview!.convert(block.center, to: nil)
        #expect(sim.color(at: c).isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 6), "\(sim.color(at: c))")

        // A tap on empty space snaps the red ball there.
        sim.tap(at: CGPoint(x: 320, y: 330))
        sim.advance(by: 1.5)
        let target = playground.view.convert(CGPoint(x: 320, y: 330), from: nil)
        #expect(hypot(playground.redBall.center.x - target.x, playground.redBall.center.y - target.y) < 2)
        #expect(sim.color(at: CGPoint(x: 320, y: 330)).isClose(to: RGBA(r: 255, g: 59, b: 48), tolerance: 6))
        saveShot(sim, "dynamics-snapped")

        // Dragging a block lifts it by an attachment; letting go, it falls back.
        sim.settle()
        let start = block.superview!.convert(block.center, to: nil)
        let finger = sim.touchDown(at: start)
        for step in 1...30 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(finger, to: CGPoint(x: start.x, y: start.y - 10 * CGFloat(step)))
        }
        sim.advance(by: 0.3)
        let drag = try #require(playground.drag)
        let finger300 = playground.view.convert(CGPoint(x: start.x, y: start.y - 300), from: nil)
        #expect(abs(drag.anchorPoint.y - finger300.y) < 0.5, "the anchor follows the finger")
        let held = block.superview!.convert(block.center, to: nil)
        // Held by the point the pan began at (past the pan's 10-point slop), so a little below the finger.
        #expect(held.y < start.y - 270 && held.y > start.y - 300, "held under the finger: \(held.y) for \(start.y - 300)")
        saveShot(sim, "dynamics-dragging")
        sim.touchUp(finger, at: CGPoint(x: start.x, y: start.y - 300))
        #expect(playground.drag == nil)
        sim.settle()
        #expect(block.superview!.convert(block.center, to: nil).y > held.y + 50, "fell back down when let go")
        #expect(!playground.animator.isRunning)
    }
}
