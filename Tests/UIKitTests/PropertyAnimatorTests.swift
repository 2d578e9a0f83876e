import Testing
import Foundation
import QuartzCore
import UIKit
import UIKitTesting

/// `UIViewPropertyAnimator` and its timing parameters, sampled on the virtual clock.
@MainActor
@Suite(.serialized) struct PropertyAnimatorTests {
    /// A black square at x = 0 in a white canvas, and the simulator showing it.
    private func square() -> (Simulator, UIView) {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        v.backgroundColor = .black
        root.addSubview(v)
        sim.runFrame()
        return (sim, v)
    }

    private func x(_ v: UIView) -> CGFloat { v.layer.presentation()!.frame.minX }

    @Test func cubicCurveStatesAndCompletion() {
        let (sim, v) = square()
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1)) {
            v.frame.origin.x = 200
        }
        var log: [String] = []
        animator.addCompletion { log.append("end \($0.rawValue)") }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(v.frame.minX == 0, "blocks wait for the start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(v.frame.minX == 200, "the model value changes at once")
        let curve = CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.3, 1)
        for t in [0.25, 0.5] {
            sim.advance(by: 0.25)
            #expect(abs(x(v) - 200 * CGFloat(curve.evaluate(t))) < 0.5, "at \(t) s: the cubic curve with those control points")
        }
        let shown = x(v)
        #expect(sim.color(at: CGPoint(x: shown + 2, y: 125)) == RGBA(r: 0, g: 0, b: 0), "drawn where it is")
        #expect(sim.color(at: CGPoint(x: shown - 2, y: 125)) == white)
        #expect(log.isEmpty)
        sim.advance(by: 0.6)
        #expect(log == ["end 0"], "completion at .end once")
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(v.layer.animationKeys() == nil && x(v) == 200)
    }

    /// The end is reported after the frame that shows it, as Core Animation reports an animation's:
    /// in its completion the screen shows the square at its end (painting every frame or on demand),
    /// not the frame before, when it was still 17 points short. The completion runs after that
    /// frame's layout and drawing, and what it changes is shown by the next frame.
    @Test(arguments: [true, false])
    func theCompletionRunsOnceTheEndIsOnTheScreen(paintingEveryFrame: Bool) {
        let (sim, v) = square()
        sim.paintsEveryFrame = paintingEveryFrame
        let label = UILabel(frame: CGRect(x: 0, y: 300, width: 300, height: 40))
        v.superview!.addSubview(label)
        var seen: [RGBA] = []
        var framesAtEnd = 0
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.frame.origin.x = 300 }
        animator.addCompletion { _ in
            // The screen as it stands (no frame is run from inside one): the square's last 10 points.
            let c = sim.environment.compositor
            for x in [345, 305] {
                let px = c.pixels.load(fromByteOffset: 125 * 3 * c.bytesPerRow + x * 3 * 4, as: UInt32.self)
                seen.append(RGBA(argb32: px))
            }
            framesAtEnd = sim.environment.framesRun
            label.text = "Done"
        }
        animator.startAnimation()
        sim.advance(by: 0.55)
        #expect(seen == [RGBA(r: 0, g: 0, b: 0), RGBA(r: 0, g: 0, b: 0)], "the end on the screen: \(seen)")
        #expect(framesAtEnd > 0 && animator.state == .inactive)
        #expect(sim.view(withText: "Done") === label, "the completion's change is shown")
        #expect(sim.environment.framesRun > framesAtEnd, "by the frame after the end")
    }

    @Test func springsOvershootBelowCriticalDampingOnly() {
        for (ratio, overshoots) in [(0.3, true), (1.0, false)] {
            let (sim, v) = square()
            let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: CGFloat(ratio)) { v.frame.origin.x = 100 }
            var done = false
            animator.addCompletion { _ in done = true }
            animator.startAnimation()
            var peak: CGFloat = 0
            for _ in 0..<48 { sim.advance(by: 1.0 / 60); peak = max(peak, x(v)) }
            #expect((peak > 101) == overshoots, "ratio \(ratio): peak \(peak)")
            #expect(peak < 200)
            sim.advance(by: 0.05)
            #expect(done, "a spring by damping ratio settles within the animator's duration")
        }
        // By mass, stiffness and damping the spring takes as long as it takes: the duration is ignored.
        let (sim, v) = square()
        let params = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: params)
        animator.addAnimations { v.frame.origin.x = 100 }
        var done = false
        animator.addCompletion { _ in done = true }
        animator.startAnimation()
        sim.advance(by: 0.3)
        #expect(!done && x(v) > 50, "still moving long after 0.1 s")
        let spring = CASpringAnimation()
        spring.mass = 1; spring.stiffness = 100; spring.damping = 10
        sim.advance(by: spring.settlingDuration)
        #expect(done)
    }

    @Test func pauseScrubAndContinue() {
        let (sim, v) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 200 }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        sim.advance(by: 0.3)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.3) < 0.02)
        sim.advance(by: 2)
        #expect(abs(x(v) - 60) < 4, "paused: it stays")
        #expect(position == nil)
        let before = sim.now
        sim.settle()
        #expect(sim.now - before < 0.1, "a paused animator leaves the device idle")
        animator.fractionComplete = 0.8
        sim.runFrame()
        #expect(abs(x(v) - 160) < 0.5, "scrubbed")
        #expect(sim.color(at: CGPoint(x: 165, y: 125)) == RGBA(r: 0, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 155, y: 125)) == white)
        animator.fractionComplete = 0.5
        sim.runFrame()
        #expect(abs(x(v) - 100) < 0.5, "and back")
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        sim.advance(by: 0.25)
        #expect(abs(x(v) - 150) < 3, "the time left is the half still to go")
        sim.advance(by: 0.3)
        #expect(position == .end && x(v) == 200)
    }

    @Test func scrubbingAlongTheCurveAndPausingBeforeTheStart() {
        let (sim, v) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.frame.origin.x = 200 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5  // pauses an inactive animator first
        #expect(animator.state == .active && !animator.isRunning)
        sim.runFrame()
        let eased = CAMediaTimingFunction(name: .easeIn).evaluate(0.5)
        #expect(abs(x(v) - 200 * CGFloat(eased)) < 0.5, "along the ease-in curve, not linearly")
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(v.frame.minX - 200 * CGFloat(eased)) < 0.5, "stopped without finishing: it stays where it was")
    }

    @Test func reversingRunsBackAndRestoresTheStart() {
        let (sim, v) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            v.frame.origin.x = 200
            v.alpha = 0.5
        }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        sim.advance(by: 0.6)
        let turnedAt = x(v)
        animator.isReversed = true
        sim.advance(by: 0.1)
        #expect(x(v) < turnedAt, "on its way back")
        #expect(position == nil)
        sim.advance(by: 0.6)
        #expect(position == .start)
        #expect(v.frame.minX == 0 && v.alpha == 1, "the views take their start values")
        #expect(sim.color(at: CGPoint(x: 25, y: 125)) == RGBA(r: 0, g: 0, b: 0))
    }

    @Test func stopThenFinishAtEachPosition() {
        var reported: [String] = []
        UIKitRuntime.failureHandler = { reported.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        for (finish, expected) in [(UIViewAnimatingPosition.end, 200.0), (.start, 0), (.current, 100)] {
            let (sim, v) = square()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 200 }
            var position: UIViewAnimatingPosition?
            animator.addCompletion { position = $0 }
            animator.startAnimation()
            sim.advance(by: 0.5)
            animator.finishAnimation(at: .end)
            #expect(reported.last == "finishAnimationAtPosition: should only be called on a stopped animator!")
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && position == nil)
            #expect(abs(v.frame.minX - 100) < 1, "stopped where it was")
            sim.advance(by: 1)
            animator.finishAnimation(at: finish)
            #expect(position == finish && animator.state == .inactive)
            #expect(abs(v.frame.minX - CGFloat(expected)) < 1)
            #expect(v.layer.animationKeys() == nil)
        }
        // Stopping without finishing calls no completion.
        let (sim, v) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 200 }
        var called = false
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        sim.advance(by: 0.25)
        animator.stopAnimation(true)
        sim.settle()
        #expect(!called && animator.state == .inactive && abs(v.frame.minX - 50) < 1)
    }

    @Test func pausesOnCompletionKeepsItActiveAtTheEnd() {
        let (sim, v) = square()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.frame.origin.x = 200 }
        animator.pausesOnCompletion = true
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        sim.advance(by: 0.6)
        #expect(position == nil && animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1 && x(v) == 200)
        animator.isReversed = true
        animator.startAnimation()
        sim.advance(by: 0.25)
        #expect(abs(x(v) - 100) < 3, "played back from the end")
        animator.pausesOnCompletion = false
        sim.advance(by: 0.3)
        #expect(position == .start && v.frame.minX == 0)
    }

    @Test func delayedBlocksAndAddingWhileRunning() {
        let (sim, a) = square()
        let b = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        a.superview!.addSubview(b)
        sim.runFrame()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations { a.frame.origin.x = 100 }
        animator.addAnimations({ b.frame.origin.x = 100 }, delayFactor: 0.5)
        animator.startAnimation()
        sim.advance(by: 0.4)
        #expect(abs(x(a) - 40) < 1.5 && x(b) == 0, "b waits for half the duration")
        sim.advance(by: 0.35)
        #expect(abs(x(b) - 50) < 3, "then covers its way in the half left")
        // Added while running: from where it is, over the time left.
        animator.addAnimations { a.alpha = 0 }
        sim.advance(by: 0.125)
        #expect(abs(a.layer.presentation()!.opacity - 0.5) < 0.06)
        sim.advance(by: 0.2)
        #expect(a.frame.minX == 100 && b.frame.minX == 100 && a.alpha == 0 && animator.state == .inactive)
    }

    @Test func runningPropertyAnimatorAndModifiedRepeats() {
        let (sim, v) = square()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.25, options: .curveLinear,
                                                                     animations: { v.frame.origin.x = 100 },
                                                                     completion: { position = $0 })
        #expect(animator.state == .active && animator.delay == 0.25)
        sim.advance(by: 0.25)
        #expect(x(v) == 0, "waits out its delay")
        sim.advance(by: 0.25)
        #expect(abs(x(v) - 50) < 1.5)
        sim.settle()
        #expect(position == .end)

        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { v.alpha = 0 }
        })
        sim.advance(by: 0.75)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 0.03, "on the way back of the first repeat")
        sim.advance(by: 0.5)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 0.03, "into the second")
        sim.settle()
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func releasingAPausedAnimatorIsAnError() {
        var reported: [String] = []
        UIKitRuntime.failureHandler = { reported.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let (sim, v) = square()
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 200 }
            animator.pauseAnimation()
        }
        sim.runFrame()
        #expect(reported.first?.hasPrefix("It is an error to release a paused or stopped property animator.") == true)
    }

    private final class TapCount: NSObject {
        var taps = 0
        func tapped(_ g: UITapGestureRecognizer) { taps += 1 }
    }

    @Test func touchesFindAnimatedViewsWhereTheyAreShown() {
        // A square scrubbed half way from x 0 to x 200: shown at 100…150, its model at 200…250.
        func tapped(manual: Bool, interaction: Bool, at x: CGFloat) -> Bool {
            let (sim, v) = square()
            let counter = TapCount()
            v.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: TapCount.tapped))
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 200 }
            animator.isManualHitTestingEnabled = manual
            animator.isUserInteractionEnabled = interaction
            animator.fractionComplete = 0.5
            sim.runFrame()
            sim.tap(at: CGPoint(x: x, y: 125))
            sim.advance(by: 0.5)
            animator.stopAnimation(true)
            return counter.taps == 1
        }
        #expect(tapped(manual: false, interaction: true, at: 125), "hit where it is shown")
        #expect(!tapped(manual: false, interaction: true, at: 225), "not where its model value is")
        #expect(tapped(manual: true, interaction: true, at: 225), "manual hit testing: the model value, as plain hit testing has it")
        #expect(!tapped(manual: false, interaction: false, at: 125), "no touches while the animator runs")
    }
}
