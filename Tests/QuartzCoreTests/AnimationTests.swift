import Testing
import Foundation
import QuartzCore

@MainActor
@Suite(.serialized) struct AnimationTests {
    @Test func namedTimingCurvesHaveApplesControlPoints() {
        var p = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &p)
        #expect(p == [0.42, 0])
        CAMediaTimingFunction(name: .default).getControlPoint(at: 2, values: &p)
        #expect(p == [0.25, 1])
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(ease.evaluate(0.5) - 0.5) < 1e-6)
        #expect(ease.evaluate(0.25) < 0.25)
        #expect(CAMediaTimingFunction(name: .linear).evaluate(0.3) == 0.3)
        #expect(abs(CAMediaTimingFunction(name: .easeIn).evaluate(0.5) - 0.3153) < 0.002)
    }

    @Test func implicitAnimationSampledMidway() {
        let stage = Stage()
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        stage.root.addSublayer(l)
        stage.frame()                       // first composite: from now on changes animate
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        l.position = CGPoint(x: 105, y: 5)
        CATransaction.commit()
        #expect(l.position == CGPoint(x: 105, y: 5), "the model changes at once")
        stage.advance(0.5)
        stage.frame()
        let mid = l.presentation()!.position
        #expect(abs(mid.x - 55) < 1e-6)
        stage.advance(0.6)
        stage.frame()
        #expect(l.animationKeys() == nil)
        #expect(l.presentation()!.position == CGPoint(x: 105, y: 5))
    }

    /// A frame run again at the same time (a test reading pixels) repaints nothing an animation
    /// moves: it looks as it did. When the clock moves, or an animation ends, it is painted again.
    @Test func aFrameAtTheSameTimeRepaintsNoAnimatedLayer() {
        let stage = Stage(w: 100, h: 100, scale: 2)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.root.addSublayer(l)
        stage.frame()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 90
        move.duration = 1
        l.add(move, forKey: "move")
        stage.advance(0.5)
        #expect(!stage.frame().isEmpty)
        let midway = stage.pixel(100, 20)
        #expect(stage.frame().isEmpty, "the same time again: nothing moved")
        #expect(stage.compositor.layersPainted == 0)
        #expect(stage.pixel(100, 20) == midway && midway[0] == 255, "the red square, half way: \(midway)")
        stage.advance(1 / 60)
        #expect(!stage.frame().isEmpty, "the clock moved: the square moves")
        stage.advance(0.6)
        stage.frame()
        #expect(l.animationKeys() == nil)
        #expect(stage.pixel(100, 20)[1] == 255 && stage.pixel(20, 20) == midway, "back at its model place: white where the square was")
    }

    @Test func disabledActionsAndNewLayersDoNotAnimate() {
        let stage = Stage()
        let l = CALayer()
        stage.root.addSublayer(l)
        l.opacity = 0.5
        #expect(l.animationKeys() == nil, "a layer never composited has no implicit animations")
        stage.frame()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        l.opacity = 0.2
        CATransaction.commit()
        #expect(l.animationKeys() == nil)
    }

    @Test func basicAnimationFromToByAndFill() {
        let stage = Stage()
        let l = CALayer()
        stage.root.addSublayer(l)
        stage.frame()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0
        a.byValue = 0.8
        a.duration = 2
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        l.add(a, forKey: "fade")
        stage.advance(1)
        #expect(abs(l.presentation()!.opacity - 0.4) < 1e-5)
        stage.advance(5)
        stage.frame()
        #expect(abs(l.presentation()!.opacity - 0.8) < 1e-5, "fills forwards")
        #expect(l.opacity == 1)
        #expect(l.animation(forKey: "fade") != nil)
        l.removeAnimation(forKey: "fade")
        #expect(l.presentation()!.opacity == 1)
    }

    @Test func repeatAutoreverseAndDelegateCallbacks() {
        final class Listener: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        let stage = Stage()
        let l = CALayer()
        stage.root.addSublayer(l)
        stage.frame()
        let listener = Listener()
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 1
        a.autoreverses = true
        a.repeatCount = 2
        a.delegate = listener
        l.add(a, forKey: nil)
        stage.frame()
        #expect(listener.events == ["start"])
        stage.advance(1.5)
        #expect(abs(l.presentation()!.position.x - 50) < 1e-6, "on the way back")
        stage.advance(1.0)
        #expect(abs(l.presentation()!.position.x - 50) < 1e-6, "second repeat, going out")
        stage.advance(2)
        stage.frame()
        #expect(listener.events == ["start", "stop true"])
        let b = CABasicAnimation(keyPath: "opacity")
        b.delegate = listener
        l.add(b, forKey: "x")
        l.removeAllAnimations()
        stage.frame()
        #expect(listener.events.last == "stop false")
    }

    @Test func transactionCompletionWaitsForItsAnimations() {
        let stage = Stage()
        let l = CALayer()
        stage.root.addSublayer(l)
        stage.frame()
        var done = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { done += 1 }
        l.opacity = 0
        CATransaction.commit()
        stage.advance(0.25); stage.frame()
        #expect(done == 0)
        stage.advance(0.3); stage.frame()
        #expect(done == 1)
    }

    @Test func keyframesTimesPathsAndDiscrete() {
        let stage = Stage()
        let l = CALayer()
        stage.root.addSublayer(l)
        stage.frame()
        let k = CAKeyframeAnimation(keyPath: "opacity")
        k.values = [0.0, 1.0, 0.0]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 1
        l.add(k, forKey: "k")
        stage.advance(0.125)
        #expect(abs(l.presentation()!.opacity - 0.5) < 1e-5)
        stage.advance(0.5)
        #expect(abs(l.presentation()!.opacity - 0.5) < 1e-5)
        let d = CAKeyframeAnimation(keyPath: "opacity")
        d.values = [0.1, 0.9]
        d.calculationMode = .discrete
        d.duration = 1
        l.add(d, forKey: "k")
        stage.advance(0.4)
        #expect(abs(l.presentation()!.opacity - 0.1) < 1e-5)
        let p = CAKeyframeAnimation(keyPath: "position")
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0)); path.addLine(to: CGPoint(x: 100, y: 0)); path.addLine(to: CGPoint(x: 100, y: 100))
        p.path = path
        p.duration = 2
        l.add(p, forKey: "p")
        stage.advance(1.5)
        let pos = l.presentation()!.position
        #expect(abs(pos.x - 100) < 1e-6 && abs(pos.y - 50) < 1e-6, "paced along the path")
    }

    @Test func springsSettleAndOvershoot() {
        let s = CASpringAnimation(keyPath: "position.x")
        s.damping = 5
        s.stiffness = 100
        s.mass = 1
        #expect(s.settlingDuration > 1 && s.settlingDuration < 3)
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(bouncy.bounce - 0.3) < 1e-9)
        let stage = Stage()
        let l = CALayer()
        stage.root.addSublayer(l)
        stage.frame()
        bouncy.keyPath = "position.x"
        bouncy.fromValue = 0
        bouncy.toValue = 100
        l.add(bouncy, forKey: "s")
        var peak: CGFloat = 0
        for _ in 0..<60 { stage.advance(1.0 / 60); peak = max(peak, l.presentation()!.position.x) }
        #expect(peak > 100, "a bouncy spring overshoots")
        stage.advance(bouncy.duration); stage.frame()
        #expect(l.animationKeys() == nil)
    }

    @Test func groupsRunTogetherAndTransformsDecompose() {
        let stage = Stage()
        let l = CALayer()
        stage.root.addSublayer(l)
        stage.frame()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 3
        let g = CAAnimationGroup()
        g.animations = [spin, grow]
        g.duration = 1
        l.add(g, forKey: "g")
        stage.advance(0.5)
        let t = CATransform3DGetAffineTransform(l.presentation()!.transform)
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        #expect(abs(scale - 2) < 1e-6)
        #expect(abs(atan2(t.b, t.a) - .pi / 2) < 1e-6)
    }

    @Test func layerSpeedZeroPausesAnimations() {
        let stage = Stage()
        let l = CALayer()
        stage.root.addSublayer(l)
        stage.frame()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        l.add(a, forKey: "a")
        stage.advance(0.25)
        let paused = l.convertTime(CACurrentMediaTime(), from: nil)
        l.speed = 0
        l.timeOffset = paused
        stage.advance(0.5)
        #expect(abs(l.presentation()!.opacity - 0.25) < 1e-5)
    }

    @Test func displayLinkFiresEveryFrameUntilInvalidated() {
        @MainActor final class Target {
            var stamps: [CFTimeInterval] = []
            func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
        }
        let pipeline = Stage().pipeline
        let t = Target()
        let link = CADisplayLink(target: t, selector: Target.step)
        link.add(to: .main, forMode: .common)
        // (Sums of literals in the arguments took the type-checker seconds: one frame is named once.)
        let frame: CFTimeInterval = 1.0 / 60
        pipeline.fireDisplayLinks(now: 1, next: 1 + frame)
        pipeline.fireDisplayLinks(now: 1 + frame, next: 1 + 2 * frame)
        link.isPaused = true
        pipeline.fireDisplayLinks(now: 1.1, next: 1.2)
        #expect(t.stamps == [1, 1 + frame])
        link.isPaused = false
        link.invalidate()
        pipeline.fireDisplayLinks(now: 2, next: 2.1)
        #expect(t.stamps.count == 2)
        #expect(!pipeline.hasActiveLinks)
    }

    @Test func transform3DHelpers() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        #expect(CATransform3DIsAffine(t))
        let inv = CATransform3DInvert(t)
        let back = CATransform3DConcat(t, inv)
        #expect(abs(back.m11 - 1) < 1e-9 && abs(back.m41) < 1e-9 && abs(back.m22 - 1) < 1e-9)
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(a)) == a)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(p))
    }
}
