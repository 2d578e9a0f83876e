import Testing
import Foundation
import UIKit
import QuartzCore
import UIKitTesting

/// A screen with something in every corner of the compositor: a label, a rounded card with a
/// shadow, square views at fractions of a point, and a red marker at a known place.
@MainActor final class RasterScreen: UIViewController {
    let marker = UIView(frame: CGRect(x: 40, y: 300, width: 60, height: 60))
    let tint: UIColor
    init(tint: UIColor) {
        self.tint = tint
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel(frame: CGRect(x: 16.4, y: 120.2, width: 300, height: 30))
        label.text = "Příliš žluťoučký kůň"
        view.addSubview(label)
        let card = UIView(frame: CGRect(x: 20, y: 170, width: 200, height: 80))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 6
        view.addSubview(card)
        let sliver = UIView(frame: CGRect(x: 250.33, y: 180.5, width: 40.2, height: 40.7))
        sliver.backgroundColor = tint
        view.addSubview(sliver)
        marker.backgroundColor = .red
        view.addSubview(marker)
    }
}

/// A layer moving under an animation is drawn once into a raster and copied while it moves: what shows
/// must be what painting it would show, and a change inside it must show at once.
@MainActor
@Suite(.serialized) struct MotionRasterTests {
    let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255)

    func shoot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/" + name + ".png"))
        }
    }

    func pixels(_ sim: Simulator) -> Data {
        let c = sim.environment.compositor
        return Data(bytes: c.pixels, count: c.bytesPerRow * c.pixelHeight)
    }

    /// Where a point of `view` is on the screen now, as its layers' presentations place it.
    func onScreen(_ p: CGPoint, in view: UIView) -> CGPoint {
        var point = p
        var layer: CALayer? = view.layer
        while let l = layer, let up = l.superlayer {
            let s = l.presentation() ?? l
            let t = CATransform3DGetAffineTransform(s.transform)
            let local = CGPoint(x: point.x - (s.bounds.minX + s.anchorPoint.x * s.bounds.width),
                                y: point.y - (s.bounds.minY + s.anchorPoint.y * s.bounds.height)).applying(t)
            point = CGPoint(x: local.x + s.position.x - up.bounds.minX, y: local.y + s.position.y - up.bounds.minY)
            layer = up
        }
        return point
    }

    @Test func aPushCopiesBothScreensFromRastersAndLandsExactlyAsPaintingDoes() throws {
        let sim = Simulator(device: .iPhone15)
        let nav = UINavigationController(rootViewController: RasterScreen(tint: .systemBlue))
        sim.rootViewController = nav
        sim.settle()
        let compositor = sim.environment.compositor
        let next = RasterScreen(tint: .systemOrange)
        next.title = "Next"
        nav.pushViewController(next, animated: true)
        var copiedFrames = 0, drawn: [Int] = [], painted: [Int] = [], shown: [Double] = []
        let beneath = nav.viewControllers.first!.view.layer
        for step in 0..<30 {
            sim.advance(by: 1.0 / 60)
            drawn.append(compositor.rastersDrawn)
            if step == 0, let part = compositor.motionRasterDrawn(beneath) {
                #expect(part.drawn > part.of * 9 / 10, "the screen beneath is drawn where it shows: \(part)")
            }
            if compositor.rastersCopied >= 2 { copiedFrames += 1 }
            painted.append(compositor.layersPainted)
            if let part = compositor.motionRasterDrawn(next.view.layer) { shown.append(Double(part.drawn) / Double(part.of)) }
            if step == 8 {
                try shoot(sim, "motion-raster-push-mid")
                // The new screen's marker is where its screen's presentation puts it (to the nearest pixel).
                let p = onScreen(CGPoint(x: 30, y: 30), in: next.marker)
                #expect(p.x > 60 && p.x < 393, "mid-slide: \(p)")
                #expect(sim.color(at: p) == red, "the sliding screen's marker shows at \(p)")
                #expect(sim.color(at: CGPoint(x: p.x - 32, y: p.y)) != red)
            }
        }
        // The old screen and the new (and the titles, which slide and fade) are begun in the first frame.
        #expect(drawn[0] >= 2, "both screens are drawn into rasters in the first frame: \(drawn)")
        #expect(drawn.dropFirst().allSatisfy { $0 == 0 }, "nothing in the screens changed: no raster is drawn again: \(drawn)")
        #expect(copiedFrames >= 15, "the slide's frames copy both screens: \(copiedFrames)")
        #expect(painted.dropFirst().prefix(14).allSatisfy { $0 < 25 },
                "a slide frame paints the bars, copies the screens and draws the strip of the new one coming into view: \(painted)")
        // The new screen's raster is drawn as it comes into view, each part once: a strip in the first
        // frame, all of it by the end of the slide.
        #expect(shown.count >= 15 && shown[0] < 0.02 && shown.last == 1, "drawn as it shows: \(shown)")
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 }, "\(shown)")
        sim.settle()
        try shoot(sim, "motion-raster-push-end")
        #expect(sim.environment.compositor.holdsMotionRaster(next.marker.layer) == false && sim.environment.compositor.holdsMotionRaster(next.view.layer) == false,
                "at rest the screen's raster is let go")
        #expect(sim.environment.compositor.holdsMotionRaster(nav.viewControllers.first!.view.layer) == false, "and the screen beneath keeps none")

        // The same two screens pushed without animation, painted layer by layer.
        let other = Simulator(device: .iPhone15)
        let otherNav = UINavigationController(rootViewController: RasterScreen(tint: .systemBlue))
        other.rootViewController = otherNav
        other.settle()
        let otherNext = RasterScreen(tint: .systemOrange)
        otherNext.title = "Next"
        otherNav.pushViewController(otherNext, animated: false)
        other.settle()
        let same = pixels(sim) == pixels(other)
        #expect(same, "the pushed screen at rest is what painting it draws, pixel for pixel")
    }

    @Test func theFrameAScreenComesToRestInIsCopiedAndExact() throws {
        let sim = Simulator(device: .iPhone15)
        let screen = RasterScreen(tint: .systemTeal)
        sim.rootViewController = screen
        sim.settle()
        let compositor = sim.environment.compositor
        let before = pixels(sim)
        // Slides off by a whole number of points and back: at rest on whole pixels, the copy is exact.
        UIView.animate(withDuration: 0.2) { screen.view.transform = CGAffineTransform(translationX: 120, y: 0) }
        sim.advance(by: 0.1)
        UIView.animate(withDuration: 0.2, delay: 0, options: .beginFromCurrentState) { screen.view.transform = .identity }
        var lastCopied = 0
        for _ in 0..<20 {
            sim.advance(by: 1.0 / 60)
            if compositor.rastersCopied > 0 { lastCopied = compositor.frameCount }
        }
        #expect(lastCopied > 0)
        #expect(sim.environment.compositor.holdsMotionRaster(screen.view.layer) == false, "let go a couple of frames after it stopped")
        let same = before == pixels(sim)
        #expect(same, "back where it was, the screen is what it was before it moved")
    }

    /// A navigation controller on an iPhone, settled, that has just begun to push a second screen.
    func startPush() -> (Simulator, RasterScreen) {
        let sim = Simulator(device: .iPhone15)
        let nav = UINavigationController(rootViewController: RasterScreen(tint: .systemBlue))
        sim.rootViewController = nav
        sim.settle()
        let next = RasterScreen(tint: .systemOrange)
        nav.pushViewController(next, animated: true)
        return (sim, next)
    }

    @Test func aChangeInsideAMovingScreenShowsInTheNextFrame() throws {
        let (sim, next) = startPush()
        for _ in 0..<8 { sim.advance(by: 1.0 / 60) }
        UIView.performWithoutAnimation { next.marker.backgroundColor = .blue }
        // Frame by frame. (Reading a pixel runs a frame too, at the same time: one in which nothing
        // moved, so nothing is painted or copied.)
        sim.advance(by: 1.0 / 60)
        #expect(sim.environment.compositor.rastersDrawn == 0, "the frame of a change paints; the raster waits")
        sim.advance(by: 1.0 / 60)
        #expect(sim.environment.compositor.rastersDrawn >= 1, "drawn again once nothing changes")
        sim.advance(by: 1.0 / 60)
        #expect(sim.environment.compositor.rastersCopied >= 2, "both screens copied as they slide")
        let p = onScreen(CGPoint(x: 30, y: 30), in: next.marker)
        try shoot(sim, "motion-raster-changed")
        #expect(sim.color(at: p) == blue, "the marker's new colour shows while the screen slides")
        #expect(sim.environment.compositor.rastersCopied == 0 && sim.environment.compositor.layersPainted == 0,
                "a frame at the same time paints and copies nothing")
    }

    @Test func aChangeInEveryFrameIsPaintedNotDrawnAgainAndAgain() throws {
        let (sim, next) = startPush()
        var drawn = 0, checked = 0
        for i in 0..<18 {
            UIView.performWithoutAnimation { next.marker.backgroundColor = i % 2 == 0 ? .blue : .red }
            sim.environment.clock.setVirtualTime(sim.now + sim.environment.frameInterval)
            sim.runFrame()
            drawn += sim.environment.compositor.rastersDrawn
            let p = onScreen(CGPoint(x: 30, y: 30), in: next.marker)
            guard p.x < 392 else { continue }   // (still off the screen)
            checked += 1
            #expect(sim.color(at: p) == (i % 2 == 0 ? blue : red), "frame \(i)")
        }
        // (Reading a pixel runs a frame in which nothing changed: the raster is drawn there, once or
        // twice before it learns to wait.)
        #expect(checked >= 10)
        #expect(drawn <= 4, "\(drawn) rasters drawn in 18 frames")
    }

    /// A white screen showing `view`, settled.
    func show(_ view: UIView) -> Simulator {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        vc.view.addSubview(view)
        sim.rootViewController = vc
        sim.settle()
        return sim
    }

    @Test func aViewAnimatingInsideAMovingOneIsNotFrozen() throws {
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        box.backgroundColor = .systemGray5
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        dot.backgroundColor = .red
        box.addSubview(dot)
        let sim = show(box)
        let compositor = sim.environment.compositor
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            box.center.x += 40
            dot.center = CGPoint(x: 260, y: 260)
        }
        var drawn = 0
        for step in 1...50 {
            sim.advance(by: 1.0 / 60)
            drawn += compositor.rastersDrawn
            if step % 10 == 0 {
                let p = onScreen(CGPoint(x: 20, y: 20), in: dot)
                #expect(sim.color(at: p) == red, "step \(step): the dot is where its own animation has it, \(p)")
            }
        }
        #expect(drawn <= 3, "a raster that would change every frame is not drawn every frame: \(drawn)")
    }

    @Test func aFadingMovingViewBlendsAtItsOpacity() throws {
        // A bordered square is copied from its raster at its opacity; a plain one is one fill,
        // painted in its colour at that opacity (a copy would read as many pixels again).
        for bordered in [true, false] {
            let square = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 120))
            square.backgroundColor = .red
            if bordered {
                square.layer.borderWidth = 4
                square.layer.borderColor = UIColor.red.cgColor
            }
            let sim = show(square)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                square.center.x += 100
                square.alpha = 0
            }
            for _ in 0..<30 { sim.advance(by: 1.0 / 60) }
            #expect((sim.environment.compositor.rastersCopied >= 1) == bordered, "bordered \(bordered)")
            let opacity = CGFloat(square.layer.presentation()!.opacity)
            let c = sim.color(at: onScreen(CGPoint(x: 60, y: 60), in: square))
            // Red over white at the presentation's opacity: green and blue fall as red stays full.
            let expected = 255 * (1 - opacity)
            #expect(c.r == 255 && abs(CGFloat(c.g) - expected) <= 2 && abs(CGFloat(c.b) - expected) <= 2,
                    "\(c) at opacity \(opacity), bordered \(bordered)")
            let edge = sim.color(at: onScreen(CGPoint(x: 2, y: 60), in: square))
            #expect(edge.r == 255 && abs(CGFloat(edge.g) - expected) <= 2, "the edge too: \(edge), bordered \(bordered)")
        }
    }
}
