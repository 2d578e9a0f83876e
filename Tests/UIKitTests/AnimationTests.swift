import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct UIViewAnimationTests {
    @Test func animationSampledMidwayOnTheVirtualClock() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        v.backgroundColor = .black
        root.addSubview(v)
        sim.runFrame()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.frame.origin.x = 200
        }, completion: { finished = $0 })
        #expect(v.frame.origin.x == 200, "the model value changes at once")
        sim.advance(by: 0.5)
        let mid = v.layer.presentation()!.frame.origin.x
        #expect(abs(mid - 100) < 0.01)
        #expect(sim.color(at: CGPoint(x: 125, y: 125)) == RGBA(r: 0, g: 0, b: 0), "drawn where it is midway")
        #expect(sim.color(at: CGPoint(x: 225, y: 125)) == white)
        #expect(finished == nil)
        sim.advance(by: 0.6)
        #expect(finished == true)
        #expect(sim.color(at: CGPoint(x: 225, y: 125)) == RGBA(r: 0, g: 0, b: 0))
    }

    @Test func easeInOutAndColorAndAlpha() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        v.backgroundColor = .white
        root.addSubview(v)
        sim.runFrame()
        UIView.animate(withDuration: 1) {
            v.alpha = 0
            v.backgroundColor = .black
        }
        sim.advance(by: 0.25)
        let p = v.layer.presentation()!
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(0.25)
        #expect(abs(Double(p.opacity) - (1 - eased)) < 0.01)
        sim.settle()
        #expect(v.layer.animationKeys() == nil && v.alpha == 0)
    }

    @Test func delayHoldsTheStartValue() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        root.addSubview(v)
        sim.runFrame()
        UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { v.center.x = 105 })
        sim.advance(by: 0.4)
        #expect(abs(v.layer.presentation()!.position.x - 5) < 0.01)
        sim.advance(by: 0.35)
        #expect(abs(v.layer.presentation()!.position.x - 55) < 0.5)
    }

    @Test func springsRepeatsAndNoAnimationOutsideBlocks() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        root.addSubview(v)
        sim.runFrame()
        v.center.x = 50
        #expect(v.layer.animationKeys() == nil, "views do not animate outside animation blocks")
        var done = false
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                       options: [], animations: { v.center.x = 150 }, completion: { _ in done = true })
        var peak: CGFloat = 0
        for _ in 0..<36 { sim.advance(by: 1.0 / 60); peak = max(peak, v.layer.presentation()!.position.x) }
        #expect(peak > 150, "an underdamped spring overshoots")
        sim.settle()
        #expect(done)
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { v.alpha = 0 })
        sim.advance(by: 0.75)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 0.02, "on the way back")
        sim.settle(limit: 2)
        #expect(v.layer.animationKeys() != nil, "repeats forever; settle is bounded")
        v.layer.removeAllAnimations()
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 1) { v.alpha = 1 }
        }
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func interruptedAnimationsFinishFalse() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        root.addSubview(v)
        sim.runFrame()
        var result: Bool?
        UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { result = $0 })
        sim.advance(by: 0.2)
        v.layer.removeAllAnimations()
        sim.advance(by: 0.1)
        #expect(result == false)
        var immediate: Bool?
        UIView.animate(withDuration: 0.3, animations: {}, completion: { immediate = $0 })
        #expect(immediate == nil, "completion is asynchronous")
        sim.advance(by: 1.0 / 60)
        #expect(immediate == true)
    }

    @Test func keyframesHoldThenMove() {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        root.addSubview(v)
        sim.runFrame()
        var done: Bool?
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { v.alpha = 0 }
        }, completion: { done = $0 })
        #expect(v.center.x == 5 && v.alpha == 0, "the model takes the last values at once")
        sim.advance(by: 0.25)
        #expect(abs(v.layer.presentation()!.position.x - 55) < 0.01, "halfway through the first keyframe")
        sim.advance(by: 0.5)
        #expect(abs(v.layer.presentation()!.position.x - 105) < 0.01, "holding between keyframes")
        #expect(abs(v.layer.presentation()!.opacity - 1) < 0.01)
        sim.advance(by: 0.5)
        #expect(abs(v.layer.presentation()!.position.x - 80) < 0.01)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 0.01)
        #expect(done == nil)
        sim.advance(by: 1)
        #expect(done == true)
    }
}
