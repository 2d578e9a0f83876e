import Testing
import UIKit
import QuartzCore
import UIKitTesting

/// A white list of coloured rows under a navigation bar (a material), pushing a black screen: the
/// home indicator above the screen's bottom edge turns from dark to light during the push.
@MainActor private final class StripesScreen: UIViewController {
    let label = UILabel(frame: CGRect(x: 20, y: 300, width: 300, height: 40))
    override func viewDidLoad() {
        title = "Stripes"
        view.backgroundColor = .white
        for i in 0..<12 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 70, width: 393, height: 30))
            row.backgroundColor = UIColor(hue: CGFloat(i) / 12, saturation: 0.7, brightness: 0.9, alpha: 1)
            view.addSubview(row)
        }
        label.text = "Before"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        view.addSubview(label)
    }
}

/// Frames on demand: a Simulator's `advance` and `settle` leave painting until they return, or until
/// code runs that may need the screen the frames left. What a test sees must be what painting every
/// frame shows, byte for byte, with the same frames run at the same times.
@MainActor
@Suite(.serialized) struct FramesOnDemandTests {
    /// What a test could see of one run: the screen at each look, the frames run and the clock, and
    /// how many pixels were painted.
    struct Run {
        var looks: [Data] = []
        var frames = 0
        var now: CFTimeInterval = 0
        var pixelsPainted = 0
    }

    /// How many pixels differ between two looks, and where the first is (x, y in device pixels).
    func differences(_ a: Data, _ b: Data, width: Int) -> (count: Int, first: (Int, Int)?) {
        guard a.count == b.count else { return (max(a.count, b.count) / 4, nil) }
        var count = 0
        var first: (Int, Int)?
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                let x = pa.bindMemory(to: UInt32.self), y = pb.bindMemory(to: UInt32.self)
                for i in 0..<x.count where x[i] != y[i] {
                    count += 1
                    if first == nil { first = (i % width, i / width) }
                }
            }
        }
        return (count, first)
    }

    /// Every look of the two runs is the same, byte for byte.
    func expectSameLooks(_ every: Run, _ onDemand: Run, width: Int = 1179) {
        #expect(every.looks.count == onDemand.looks.count)
        for (i, (a, b)) in zip(every.looks, onDemand.looks).enumerated() {
            let d = differences(a, b, width: width)
            #expect(d.count == 0, "look \(i): \(d.count) pixels differ, the first at \(String(describing: d.first))")
        }
    }

    func pixels(_ sim: Simulator) -> Data {
        let c = sim.environment.compositor
        return Data(bytes: c.pixels, count: c.bytesPerRow * c.pixelHeight)
    }

    /// Runs `steps` on a new device painting every frame, and on one painting on demand (each device
    /// current while its steps run: code runs for the current device); `look` records the screen.
    func bothWays(_ steps: (Simulator, _ look: () -> Void) throws -> Void) rethrows -> (every: Run, onDemand: Run) {
        var runs: [Run] = []
        for everyFrame in [true, false] {
            let sim = Simulator(device: .iPhone15)
            sim.paintsEveryFrame = everyFrame
            var run = Run()
            let start = sim.environment.compositor.pixelsPainted
            try steps(sim) { run.looks.append(pixels(sim)) }
            run.frames = sim.environment.framesRun
            run.now = sim.now
            run.pixelsPainted = sim.environment.compositor.pixelsPainted - start
            runs.append(run)
        }
        return (runs[0], runs[1])
    }

    @Test func aPushShowsTheSamePixelsMidwayAndAtTheEndWhetherOrNotEveryFrameIsPainted() throws {
        var midway: [RGBA] = []
        let (every, onDemand) = bothWays { sim, look in
            let nav = UINavigationController(rootViewController: StripesScreen())
            sim.rootViewController = nav
            sim.settle()
            look()
            let next = UIViewController()
            next.view.backgroundColor = .black
            next.title = "Black"
            nav.pushViewController(next, animated: true)
            sim.advance(by: 0.15)
            look()
            // Midway: the old screen, dimmed, at the left; the new one coming in at the right.
            midway = [sim.color(at: CGPoint(x: 5, y: 600)), sim.color(at: CGPoint(x: 388, y: 600))]
            look()
            sim.settle()
            look()
            // The home indicator (134 by 5 points, 8 above the bottom edge) read what the frames left
            // above it, and turned light over the black screen.
            let bar = sim.color(at: CGPoint(x: sim.screen.bounds.midX, y: sim.screen.bounds.maxY - 10.5))
            #expect(bar.r > 200 && bar.g > 200 && bar.b > 200, "indicator \(bar)")
        }
        #expect(every.looks.count == 4)
        expectSameLooks(every, onDemand)
        #expect(midway[0] != RGBA(r: 0, g: 0, b: 0) && midway[1] == RGBA(r: 0, g: 0, b: 0), "not midway: \(midway)")
        // The same frames, at the same times.
        #expect(every.frames == onDemand.frames)
        #expect(every.now == onDemand.now)
        // On demand, the push's frames painted a fraction of the pixels.
        #expect(onDemand.pixelsPainted * 3 < every.pixelsPainted, "painted \(onDemand.pixelsPainted) against \(every.pixelsPainted)")
    }

    /// Frames whose painting waits draw no more of a sliding screen's raster than is read (the home
    /// indicator's strip, each frame); what is painted when the test looks is what painting every
    /// frame left, byte for byte.
    @Test func framesLeftForLaterDrawNoMoreOfASlidingScreenThanIsRead() {
        var looks: [Data] = [], drawnWhileWaiting: [Double] = []
        for everyFrame in [true, false] {
            let sim = Simulator(device: .iPhone15)
            let nav = UINavigationController(rootViewController: StripesScreen())
            sim.rootViewController = nav
            sim.settle()
            let next = UIViewController()
            next.view.backgroundColor = .black
            nav.pushViewController(next, animated: true)
            let compositor = sim.environment.compositor
            compositor.defersPainting = !everyFrame
            for _ in 0..<9 {
                sim.environment.clock.setVirtualTime(sim.now + sim.environment.frameInterval)
                sim.environment.runFrame()
            }
            // (The black screen is one fill: it slides painted, with no raster.)
            if let part = compositor.motionRasterDrawn(nav.viewControllers[0].view.layer) {
                drawnWhileWaiting.append(Double(part.drawn) / Double(part.of))
            }
            compositor.defersPainting = false
            compositor.paintStale()
            looks.append(pixels(sim))
        }
        #expect(drawnWhileWaiting.count == 2, "the list slides from a raster both ways: \(drawnWhileWaiting)")
        guard drawnWhileWaiting.count == 2 else { return }
        #expect(drawnWhileWaiting[0] > 0.9, "painting every frame draws what shows: \(drawnWhileWaiting)")
        #expect(drawnWhileWaiting[1] > 0 && drawnWhileWaiting[1] < 0.01, "waiting, only the indicator's strip: \(drawnWhileWaiting)")
        let d = differences(looks[0], looks[1], width: 1179)
        #expect(d.count == 0, "\(d.count) pixels differ, the first at \(String(describing: d.first))")
    }

    /// Code that runs between animation frames and begins a transition needs the screen the last frame
    /// left (the old look is copied from it): what waits is painted before the code runs — work the
    /// main queue runs between frames, and a completion block at a frame's end.
    @Test(arguments: ["main queue", "completion"])
    func aTransitionBegunMidAnimationCopiesTheLastFramesLook(_ trigger: String) throws {
        let (every, onDemand) = bothWays { sim, look in
            let screen = StripesScreen()
            sim.rootViewController = UINavigationController(rootViewController: screen)
            sim.settle()
            // A veil fades in over the label (each frame changes the label's pixels), and part way the
            // label's new text pushes the old one out.
            let veil = UIView(frame: CGRect(x: 0, y: 280, width: 393, height: 80))
            veil.backgroundColor = .systemOrange
            veil.alpha = 0
            screen.view.addSubview(veil)
            UIView.animate(withDuration: 0.5) { veil.alpha = 0.6 }
            let change = {
                screen.label.text = "After"
                let push = CATransition()
                push.type = .push
                push.subtype = .fromRight
                push.duration = 0.3
                screen.label.layer.add(push, forKey: "text")
            }
            if trigger == "main queue" {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { change() }
            } else {
                UIView.animate(withDuration: 0.15, animations: { screen.label.alpha = 0.9 }, completion: { _ in change() })
            }
            sim.advance(by: 0.25)
            #expect(screen.label.text == "After")
            #expect(screen.label.layer.animation(forKey: "text") is CATransition)
            look()
            sim.settle()
            look()
        }
        expectSameLooks(every, onDemand)
        #expect(every.frames == onDemand.frames)
        #expect(every.now == onDemand.now)
    }

    /// A list's row pushes a screen and Back pops it: the row's selection fades out during the pop,
    /// and the push's and pop's completions run at their ends. The library's own tidying (the fade's
    /// end removing the selected background, a UIView animation's finish tracking, an animation
    /// without a completion) runs none of the app's code, so the frames that end it leave their
    /// painting for later; only the completions the app may hear of (the transition's end) paint
    /// what waits. The looks are the same either way.
    @Test func aListsPushAndPopPaintOnlyForTheCodeTheAppRuns() throws {
        var poppedScreens = 0.0
        let (every, onDemand) = try bothWays { sim, look in
            let list = TextRowsController()
            list.rows = (1...20).map { "Row \($0)" }
            list.clearsSelectionOnViewWillAppear = true
            let nav = UINavigationController(rootViewController: list)
            sim.rootViewController = nav
            sim.settle()
            sim.tap(on: try #require(sim.view(withText: "Row 3")))
            let detail = UIViewController()
            detail.view.backgroundColor = .systemTeal
            nav.pushViewController(detail, animated: true)
            sim.settle()
            look()
            let c = sim.environment.compositor
            let start = c.pixelsPainted
            nav.popViewController(animated: true)
            sim.advance(by: 0.2)
            look()
            sim.settle()
            look()
            poppedScreens = Double(c.pixelsPainted - start) / Double(c.pixelWidth * c.pixelHeight)
        }
        expectSameLooks(every, onDemand)
        #expect(every.frames == onDemand.frames)
        // The look midway, the end of the pop before its completion, and the look at the end: three
        // screens (3.03). Before, the fade's end and the frame before the animator's end each painted
        // a whole screen more; each frame of the pop painted would be twenty.
        #expect(poppedScreens < 3.5, "the pop painted \(poppedScreens) screens")
    }
}
