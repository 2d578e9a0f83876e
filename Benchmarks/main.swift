import Foundation
import UIKit
import QuartzCore
import UIKitTesting
import FoundationDemo

// Each benchmark measures its own work and one full-screen memcpy of the device's framebuffer
// in the same run, and prints the ratio (DESIGN.md: ratios travel across machines, milliseconds do not).

func nowNanos() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func percentile(_ xs: [Double], _ p: Double) -> Double {
    let s = xs.sorted()
    return s[min(s.count - 1, Int((Double(s.count - 1) * p).rounded()))]
}

/// Milliseconds per run of `body`, `runs` times after `warmup` unmeasured runs.
func measure(runs: Int, warmup: Int = 3, _ body: () -> Void) -> [Double] {
    for _ in 0..<warmup { body() }
    return (0..<runs).map { _ in
        let t0 = nowNanos()
        body()
        return Double(nowNanos() - t0) / 1e6
    }
}

/// One full-screen framebuffer copy: the physical floor for putting a frame on screen.
func memcpyTimes(bytes: Int, runs: Int) -> [Double] {
    let src = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let dst = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer { src.deallocate(); dst.deallocate() }
    memset(src, 0x5A, bytes)
    memset(dst, 0, bytes)
    return measure(runs: runs) { memcpy(dst, src, bytes) }
}

func report(_ name: String, _ times: [Double], memcpy: [Double]) {
    let med = percentile(times, 0.5), p99 = percentile(times, 0.99), mc = percentile(memcpy, 0.5)
    print(String(format: "bench %@: median %.4f ms, p99 %.4f ms, memcpy %.4f ms, ratio median %.3f, ratio p99 %.3f",
                 name, med, p99, mc, med / mc, p99 / mc))
}

@MainActor func allViews(_ v: UIView) -> [UIView] { [v] + v.subviews.flatMap(allViews) }

/// An iPhone 15 showing one white screen, for a benchmark to build on.
@MainActor func blankScreen() -> (Simulator, UIViewController) {
    let sim = Simulator(device: .iPhone15)
    let vc = UIViewController()
    sim.rootViewController = vc
    vc.view.backgroundColor = .white
    return (sim, vc)
}

/// Moves the device's clock one frame on and runs that frame.
@MainActor func nextFrame(_ env: UIKitEnvironment) {
    env.clock.setVirtualTime(env.clock.now + env.frameInterval)
    env.runFrame()
}

@MainActor func run() {
    let sim = Simulator(device: .iPhone15)
    let demo = DemoViewController()
    sim.rootViewController = demo
    sim.settle(limit: 0.1)
    let env = sim.environment
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    let runs = 60

    // A full redraw at 3x: every view that draws redraws (text rasterized again), then the whole screen composites.
    let views = allViews(sim.window)
    let fullRedraw = measure(runs: runs) {
        for v in views { v.setNeedsDisplay() }
        env.compositor.invalidateAll()
        env.runFrame()
    }
    let mc1 = memcpyTimes(bytes: bytes, runs: runs)
    report("full-redraw-3x", fullRedraw, memcpy: mc1)

    // The whole screen composited from cached backing stores (nothing redrawn).
    let fullComposite = measure(runs: runs) {
        env.compositor.invalidateAll()
        env.runFrame()
    }
    report("full-composite-3x", fullComposite, memcpy: memcpyTimes(bytes: bytes, runs: runs))

    // A frame in which nothing changed.
    let idle = measure(runs: runs * 10) { env.runFrame() }
    report("idle-frame", idle, memcpy: memcpyTimes(bytes: bytes, runs: runs))

    // A frame in which one small view (a 44 pt swatch) changes color.
    let swatch = demo.view.viewWithTag(24)!
    var flip = false
    let small = measure(runs: runs) {
        flip.toggle()
        UIView.performWithoutAnimation { swatch.backgroundColor = flip ? .systemTeal : .systemBlue }
        env.runFrame()
    }
    report("small-change-frame", small, memcpy: memcpyTimes(bytes: bytes, runs: runs))
    print(String(format: "bench summary: a small change costs %.1f%% of a full composite and %.1f%% of a full redraw",
                 100 * percentile(small, 0.5) / percentile(fullComposite, 0.5),
                 100 * percentile(small, 0.5) / percentile(fullRedraw, 0.5)))
}

/// Touch dispatch in a 1,000-view tree: hit-test, three recognizers (tap on the leaf, pan on its
/// parent, long press on the root view) and delivery, per touch event (down, move or up).
@MainActor final class Sink { func act() {} }

@MainActor func runTouchDispatch() {
    let sim = Simulator(device: .iPhone15)
    let vc = UIViewController()
    sim.rootViewController = vc
    var count = 0
    var leaves: [UIView] = []
    // 25 columns of 4 nested containers, each holding 9 leaves: 25 × (4 + 9 × 4) = 1,000 views.
    for c in 0..<25 {
        var parent: UIView = vc.view
        for depth in 0..<4 {
            let box = UIView(frame: depth == 0 ? CGRect(x: CGFloat(c % 5) * 78, y: 60 + CGFloat(c / 5) * 150, width: 78, height: 150)
                                               : CGRect(x: 1, y: 1, width: parent.bounds.width - 2, height: parent.bounds.height - 2))
            parent.addSubview(box)
            count += 1
            for i in 0..<9 {
                let leaf = UIView(frame: CGRect(x: CGFloat(i % 3) * 8, y: CGFloat(i / 3) * 8, width: 6, height: 6))
                box.addSubview(leaf)
                leaves.append(leaf)
                count += 1
            }
            parent = box
        }
    }
    precondition(count == 1_000, "the tree has \(count) views")
    let target = Sink()
    let leaf = leaves.last!
    leaf.frame = CGRect(x: 20, y: 40, width: 30, height: 30)
    leaf.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Sink.act))
    leaf.superview!.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: Sink.act))
    vc.view.addGestureRecognizer(UILongPressGestureRecognizer(target: target, action: Sink.act))
    let p = leaf.convert(CGPoint(x: 15, y: 15), to: nil)
    var finger = 0
    let times = measure(runs: 2_000) {
        finger += 1
        sim.send([.init(finger: finger, phase: .down, location: p)])
        sim.send([.init(finger: finger, phase: .move, location: CGPoint(x: p.x + 1, y: p.y))])
        sim.send([.init(finger: finger, phase: .up, location: CGPoint(x: p.x + 1, y: p.y))])
    }.map { $0 / 3 }
    let bytes = sim.environment.compositor.bytesPerRow * sim.environment.compositor.pixelHeight
    report("touch-dispatch-1000-views", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
}

/// A navigation push: every frame of the slide after the first, through the one that shows the old
/// screen removed (each redraws nothing: the compositor copies the two screens from their motion
/// rasters), median, p99 and worst; and apart, the first frame, which lays out and draws the new
/// screen's views and draws both screens into their rasters.
@MainActor func runPushTransition() {
    let sim = Simulator(device: .iPhone15)
    let nav = UINavigationController(rootViewController: DemoViewController())
    sim.rootViewController = nav
    sim.settle(limit: 0.1)
    let env = sim.environment
    var frames: [Double] = [], firstFrames: [Double] = []
    for round in 0..<10 {
        let next = DemoViewController()
        next.title = "Round \(round)"
        nav.pushViewController(next, animated: true)
        // Through the frame that ends the slide and the one that shows the old screen removed.
        let steps = Int((UINavigationController.transitionDuration * 60).rounded(.up)) + 2
        for step in 0..<steps {
            env.clock.setVirtualTime(env.clock.now + env.frameInterval)
            let t0 = nowNanos()
            env.runFrame()
            let ms = Double(nowNanos() - t0) / 1e6
            if step == 0 { firstFrames.append(ms) } else { frames.append(ms) }
        }
        sim.settle(limit: 1)
        nav.popViewController(animated: false)
        sim.settle(limit: 1)
    }
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    let mc = memcpyTimes(bytes: bytes, runs: 60)
    report("push-transition-frame", frames, memcpy: mc)
    print(String(format: "bench push-transition-frame worst: %.4f ms, ratio %.3f", frames.max() ?? 0, (frames.max() ?? 0) / percentile(mc, 0.5)))
    report("push-transition-first-frame", firstFrames, memcpy: mc)
}

/// A chain of 1,000 views, each inside the one before: settling it from scratch (layout, display,
/// composite), a hit test at its deepest view, and one frame after moving the innermost view.
@MainActor func runDeepHierarchy() {
    let depth = 1000
    var settle: [Double] = [], hit: [Double] = [], change: [Double] = []
    var bytes = 0
    var painted = 0
    var damage: [CGRect] = []
    for _ in 0..<5 {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        var parent: UIView = vc.view
        var innermost = parent
        for i in 0..<depth {
            // Each inside the one before, 0.1 pt in from every edge.
            let v = UIView(frame: CGRect(x: 0.1, y: 0.1, width: 300 - CGFloat(i + 1) * 0.2, height: 500 - CGFloat(i + 1) * 0.2))
            v.backgroundColor = i % 2 == 0 ? .systemBlue : .systemTeal
            parent.addSubview(v)
            parent = v
            innermost = v
        }
        let t0 = nowNanos()
        sim.rootViewController = vc
        sim.settle(limit: 0.1)
        settle.append(Double(nowNanos() - t0) / 1e6)
        let point = innermost.convert(CGPoint(x: 10, y: 10), to: nil)
        let t1 = nowNanos()
        _ = sim.window.hitTest(point, with: nil)
        hit.append(Double(nowNanos() - t1) / 1e6)
        innermost.frame.origin.x += 1
        let t2 = nowNanos()
        sim.runFrame()
        change.append(Double(nowNanos() - t2) / 1e6)
        painted = sim.environment.compositor.layersPainted
        damage = sim.environment.compositor.lastDamage
        bytes = sim.environment.compositor.bytesPerRow * sim.environment.compositor.pixelHeight
    }
    let mc = memcpyTimes(bytes: bytes, runs: 60)
    report("deep-hierarchy-settle-1000", settle, memcpy: mc)
    report("deep-hierarchy-hit-test-1000", hit, memcpy: mc)
    report("deep-hierarchy-change-frame-1000", change, memcpy: mc)
    print("bench deep-hierarchy-change-frame-1000: \(painted) layers painted, damage \(damage)")
}

MainActor.assumeIsolated {
    if CommandLine.arguments.contains("deep-hierarchy") { runDeepHierarchy(); return }
    if CommandLine.arguments.contains("push-transition") { runPushTransition(); return }
    if CommandLine.arguments.contains("composite") { run(); return }
    if CommandLine.arguments.contains("scroll-10k-rows") { runScrollTenThousand(); return }
    if CommandLine.arguments.contains("tables") { runScrollTenThousand(); runMillionRows(); runCellDequeue(); return }
    if CommandLine.arguments.contains("keystroke-to-frame") { runKeystrokeToFrame(); return }
    if CommandLine.arguments.contains("textview-keystroke-large") { runTextViewKeystrokeLarge(); return }
    if CommandLine.arguments.contains("textview-scroll-large") { runTextViewScrollLarge(); return }
    if CommandLine.arguments.contains("attributed-measure") { runAttributedMeasure(); return }
    if CommandLine.arguments.contains("text") { runTextViewKeystrokeLarge(); runTextViewScrollLarge(); runAttributedMeasure(); return }
    if CommandLine.arguments.contains("autolayout-solve") { runAutoLayoutSolve(); return }
    if CommandLine.arguments.contains("storyboard-launch") { runStoryboardLaunch(); return }
    if CommandLine.arguments.contains("port-tool") { runPortTool(); return }
    if CommandLine.arguments.contains("text-metrics-vs-ios") { runTextMetrics(); return }
    if CommandLine.arguments.contains("scroll-grid-100k") { runScrollGrid(); return }
    if CommandLine.arguments.contains("grid-1m-items") { runMillionItems(); return }
    if CommandLine.arguments.contains("diff-apply-10k") { runDiffApply(); return }
    if CommandLine.arguments.contains("fitting-memory") { runFittingLeakProbe(); return }
    if CommandLine.arguments.contains("shape-stroke-frame") { runShapeStrokeFrame(); return }
    if CommandLine.arguments.contains("animator-scrub") { runAnimatorScrub(); return }
    if CommandLine.arguments.contains("emitter-frame") { runEmitterFrame(); return }
    if CommandLine.arguments.contains("dynamics-step") { runDynamicsStep(); return }
    if CommandLine.arguments.contains("motion") { runShapeStrokeFrame(); runAnimatorScrub(); runEmitterFrame(); runDynamicsStep(); return }
    if CommandLine.arguments.contains("scroll-under-blur") { runScrollUnderBlur(); return }
    if CommandLine.arguments.contains("ui-test-step") { runUITestStep(); return }
    if CommandLine.arguments.contains("ui-test-suites") { runSeedUITestSuites(); return }
    if CommandLine.arguments.contains("ci-filter-chain") { runCIFilterChain(); return }
    if CommandLine.arguments.contains("spritekit") { runSpriteKitSprites(); runSpriteKitPhysics(); runSpriteKitCairoFloor(); return }
    if CommandLine.arguments.contains("collections") { runScrollGrid(); runMillionItems(); runDiffApply(); return }
    runDeepHierarchy()
    run()
    runTouchDispatch()
    runPushTransition()
    runScrollTenThousand()
    runMillionRows()
    runCellDequeue()
    runScrollGrid()
    runMillionItems()
    runDiffApply()
    runKeystrokeToFrame()
    runTextViewKeystrokeLarge()
    runTextViewScrollLarge()
    runAttributedMeasure()
    runShapeStrokeFrame()
    runDynamicsStep()
    runAnimatorScrub()
    runEmitterFrame()
    runSpriteKitSprites()
    runSpriteKitPhysics()
    runSpriteKitCairoFloor()
    runAutoLayoutSolve()
    runStoryboardLaunch()
    runPortTool()
    runTextMetrics()
    runScrollUnderBlur()
    runUITestStep()
    runSeedUITestSuites()
    runCIFilterChain()
}
