import Testing
import UIKit
import UIKitTesting

/// A screen whose code runs now and then: a repeating timer changes a label and asks for layout, a
/// delayed block starts an animation, another adds a display link for a few ticks. Everything it
/// sees — the time of each call, what layout found — goes in `log`.
@MainActor private final class SometimesBusyScreen: UIViewController {
    final class LoggingView: UIView {
        var onLayout: () -> Void = {}
        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout()
        }
    }
    @MainActor final class Ticker {
        var ticks = 0
        var onTick: (CADisplayLink) -> Void = { _ in }
        func tick(_ link: CADisplayLink) { onTick(link) }
    }

    var log: [String] = []
    let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 40))
    let box = UIView(frame: CGRect(x: 20, y: 200, width: 80, height: 80))
    let ticker = Ticker()
    var timer: Timer?
    var now: CFTimeInterval { CACurrentMediaTime() }

    var fired = 0

    override func loadView() { view = LoggingView() }

    func fire() {
        fired += 1
        label.text = "\(fired)"
        view.setNeedsLayout()
        log.append("timer \(now)")
    }

    override func viewDidLoad() {
        view.backgroundColor = .white
        (view as? LoggingView)?.onLayout = { [unowned self] in log.append("layout \(now) \(label.text ?? "")") }
        label.text = "0"
        label.font = .systemFont(ofSize: 30, weight: .bold)
        view.addSubview(label)
        box.backgroundColor = .systemRed
        view.addSubview(box)
        timer = Timer.scheduledTimer(withTimeInterval: 0.7, repeats: true) { [unowned self] _ in
            MainActor.assumeIsolated { fire() }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) { [unowned self] in
            log.append("animate \(now)")
            UIView.animate(withDuration: 0.4, animations: { self.box.frame.origin.x = 200 }) { done in
                self.log.append("animated \(self.now) \(done)")
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.05) { [unowned self] in
            let link = CADisplayLink(target: ticker, selector: Ticker.tick)
            ticker.onTick = { [unowned self] link in
                ticker.ticks += 1
                log.append("tick \(link.timestamp)")
                box.backgroundColor = ticker.ticks % 2 == 0 ? .systemRed : .systemBlue
                if ticker.ticks == 5 { link.invalidate() }
            }
            link.add(to: .main, forMode: .common)
        }
    }
}

/// Frames that would find nothing to do are left out of a Simulator's `advance`: what a test sees
/// must be what running every frame shows — the same calls at the same times, the same pixels.
@MainActor
@Suite struct IdleFramesTests {
    struct Run {
        var log: [String] = []
        var looks: [Data] = []
        var frames = 0
        var now: CFTimeInterval = 0
    }

    func run(idleFrames: Bool) -> Run {
        let sim = Simulator(device: .iPhone15)
        sim.runsIdleFrames = idleFrames
        let screen = SometimesBusyScreen()
        sim.rootViewController = screen
        var run = Run()
        let framesBefore = sim.environment.framesRun
        for step in [0.5, 2.7, 1.9, 0.01] {
            sim.advance(by: step)
            let c = sim.environment.compositor
            sim.runFrame()
            run.looks.append(Data(bytes: c.pixels, count: c.bytesPerRow * c.pixelHeight))
        }
        screen.timer?.invalidate()
        run.log = screen.log
        run.frames = sim.environment.framesRun - framesBefore
        run.now = sim.now
        return run
    }

    @Test func leavingOutIdleFramesChangesNothingATestSees() {
        let every = run(idleFrames: true), skipping = run(idleFrames: false)
        #expect(every.log == skipping.log)
        #expect(every.now == skipping.now)
        #expect(every.looks.count == 4 && every.looks == skipping.looks, "the screens differ")
        // The run saw every kind of call, at its time.
        #expect(every.log.filter { $0.hasPrefix("timer") }.count == 7, "\(every.log)")
        #expect(every.log.filter { $0.hasPrefix("tick") }.count == 5)
        #expect(every.log.contains { $0.hasPrefix("animated") && $0.hasSuffix("true") })
        #expect(every.log.contains { $0.hasPrefix("layout") && $0.hasSuffix(" 7") }, "layout after the last timer")
        // Five seconds are 300 frames; between the calls, most of them had nothing to do.
        #expect(every.frames >= 300)
        #expect(skipping.frames * 3 < every.frames, "\(skipping.frames) frames run against \(every.frames)")
    }

    /// A test that changes a view between two advances sees the change drawn: the first frame of an
    /// advance always runs.
    @Test func aChangeBetweenAdvancesIsDrawnAtTheNextOne() {
        let sim = Simulator(device: .iPhoneSE)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        sim.rootViewController = vc
        sim.advance(by: 1)
        vc.view.backgroundColor = .black
        let framesBefore = sim.environment.framesRun
        sim.advance(by: 1)
        #expect(sim.color(at: CGPoint(x: 100, y: 300)) == RGBA(r: 0, g: 0, b: 0))
        #expect(sim.environment.framesRun - framesBefore < 10, "idle frames were left out")
    }
}
