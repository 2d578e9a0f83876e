import Testing
import Foundation
import UIKit
import UIKitTesting

/// Records what a view receives and what recognizers report.
final class TouchLog: UIView {
    var events: [String] = []
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { events.append("began") }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { if events.last != "moved" { events.append("moved") } }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { events.append("ended") }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { events.append("cancelled") }
}

@MainActor final class Actions {
    var log: [String] = []
    func tapped(_ r: UITapGestureRecognizer) { log.append("tap\(r.numberOfTapsRequired) \(r.state == .ended ? "ended" : "\(r.state)")") }
    func panned(_ r: UIPanGestureRecognizer) { log.append("pan \(r.state.rawValue)") }
    func plain() { log.append("plain") }
}

@MainActor
@Suite(.serialized) struct GestureTests {
    func setup() -> (Simulator, TouchLog) {
        let (sim, root) = canvas()
        let v = TouchLog(frame: CGRect(x: 0, y: 100, width: 393, height: 500))
        root.addSubview(v)
        return (sim, v)
    }

    /// iOS 6's rule, as a tap-to-dismiss-keyboard screen relies on: a single tap on a button or a
    /// text field goes to it, not to the single-tap recognizer on their superview; elsewhere, and
    /// for a double-tap recognizer, the superview's recognizers see the touch.
    @Test func aControlsDefaultActionWinsOverItsSuperviewsSingleTap() {
        let (sim, v) = setup()
        let actions = Actions()
        let single = UITapGestureRecognizer(target: actions, action: Actions.tapped)
        v.addGestureRecognizer(single)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        v.addSubview(button)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        v.addSubview(field)
        sim.tap(on: button)
        #expect(pressed == 1 && actions.log.isEmpty, "the button's action, not the superview's tap")
        sim.tap(on: field)
        #expect(field.isFirstResponder && actions.log.isEmpty, "the field takes the tap and the keyboard")
        sim.tap(at: CGPoint(x: 300, y: 400))
        #expect(actions.log == ["tap1 ended"], "a tap elsewhere is the superview's")
        button.isEnabled = false
        sim.tap(on: button)
        #expect(actions.log == ["tap1 ended", "tap1 ended"], "a disabled button does not take it")
        v.removeGestureRecognizer(single)
        let double = UITapGestureRecognizer(target: actions, action: Actions.tapped)
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        button.isEnabled = true
        sim.tap(at: button.convert(CGPoint(x: 50, y: 22), to: nil), count: 2)
        #expect(actions.log.last == "tap2 ended", "a double tap is not a control's default action")
    }

    @Test func hitTestingSkipsHiddenTransparentAndDisabledViews() {
        let (sim, v) = setup()
        let top = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.addSubview(top)
        sim.tap(at: CGPoint(x: 50, y: 150))
        #expect(top.events == ["began", "ended"] && v.events.isEmpty)
        top.isHidden = true
        sim.tap(at: CGPoint(x: 50, y: 150))
        #expect(v.events == ["began", "ended"])
        top.isHidden = false; top.alpha = 0.005
        sim.tap(at: CGPoint(x: 50, y: 150))
        top.alpha = 1; top.isUserInteractionEnabled = false
        sim.tap(at: CGPoint(x: 50, y: 150))
        #expect(top.events.count == 2 && v.events.count == 6)
        #expect(v.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
        #expect(v.hitTest(CGPoint(x: 50, y: 600), with: nil) == nil)
    }

    @Test func unhandledTouchesTravelUpToTheApplication() {
        final class Controller: UIViewController {
            var got = 0
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { got += 1; super.touchesBegan(t, with: e) }
        }
        final class Window: UIWindow {
            var got = 0
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { got += 1; super.touchesBegan(t, with: e) }
        }
        let sim = Simulator()
        let vc = Controller()
        sim.rootViewController = vc
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        vc.view.addSubview(plain)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(vc.got == 1, "view → its superview → that view's controller")
        let w = Window(frame: sim.screen.bounds)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        w.addSubview(inner)
        w.windowLevel = .alert
        w.isHidden = false
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(w.got == 1 && vc.got == 1, "the front window takes it; its view forwards to the window")
    }

    @Test func touchLocationsPhasesAndTimestamps() {
        final class Probe: UIView {
            var seen: [(UITouch.Phase, CGPoint, CGPoint)] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
                record(t)
                #expect(e?.allTouches?.count == 1 && e?.touches(for: self)?.count == 1)
                #expect(t.first!.window === window && t.first!.view === self)
            }
            func record(_ t: Set<UITouch>) { seen.append((t.first!.phase, t.first!.location(in: self), t.first!.previousLocation(in: self))) }
        }
        let (sim, root) = canvas()
        let p = Probe(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        root.addSubview(p)
        sim.drag(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 150, y: 110), duration: 1.0 / 30)
        #expect(p.seen.map(\.0) == [.began, .moved, .moved, .ended])
        #expect(p.seen.first!.1 == CGPoint(x: 10, y: 10))
        #expect(p.seen[2].1 == CGPoint(x: 50, y: 10) && p.seen[2].2 == CGPoint(x: 30, y: 10))
    }

    @Test func singleTapWaitsForDoubleTapToFail() {
        let (sim, v) = setup()
        let a = Actions()
        let single = UITapGestureRecognizer(target: a, action: Actions.tapped)
        let double = UITapGestureRecognizer(target: a, action: Actions.tapped)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(a.log.isEmpty, "the single tap waits for the double tap to fail")
        sim.advance(by: 0.4)
        #expect(a.log == ["tap1 ended"])
        a.log = []
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 300), count: 2)
        sim.advance(by: 0.5)
        #expect(a.log == ["tap2 ended"], "a double tap makes the single tap fail")
        #expect(single.state == .possible && double.state == .possible, "both reset")
    }

    @Test func tapRecognitionCancelsTheViewsTouchesUnlessTold() {
        let (sim, v) = setup()
        let a = Actions()
        let tap = UITapGestureRecognizer(target: a, action: Actions.plain)
        v.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(a.log == ["plain"])
        #expect(v.events == ["began", "cancelled"])
        v.events = []
        tap.cancelsTouchesInView = false
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(v.events == ["began", "ended"])
    }

    @Test func panCancelsTheViewsTouchesAndReportsTranslation() {
        let (sim, v) = setup()
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        @MainActor final class Target {
            let onPan: (UIPanGestureRecognizer) -> Void
            init(_ f: @escaping (UIPanGestureRecognizer) -> Void) { onPan = f }
            func pan(_ r: UIPanGestureRecognizer) { onPan(r) }
        }
        let t = Target { r in states.append(r.state); translations.append(r.translation(in: v)) }
        let pan = UIPanGestureRecognizer(target: t, action: Target.pan)
        v.addGestureRecognizer(pan)
        sim.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.5)
        #expect(states.first == .began && states.last == .ended && states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(translations.last == CGPoint(x: 200, y: 0))
        #expect(v.events.first == "began" && v.events.last == "cancelled" && !v.events.contains("ended"))
        v.events = []; states = []
        pan.cancelsTouchesInView = false
        sim.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.5)
        #expect(v.events == ["began", "moved", "ended"], "with cancelsTouchesInView = false the view sees it all")
        #expect(states.last == .ended)
        #expect(t.onPan is Any)
    }

    @Test func panVelocityAndSetTranslation() {
        let (sim, v) = setup()
        @MainActor final class T {
            var velocities: [CGPoint] = []
            var total = CGPoint.zero
            func pan(_ r: UIPanGestureRecognizer) {
                if r.state == .changed { velocities.append(r.velocity(in: r.view)) }
                let tr = r.translation(in: r.view)
                total.x += tr.x; total.y += tr.y
                r.setTranslation(.zero, in: r.view)   // resets the velocity too, as Apple documents
            }
        }
        let t = T()
        v.addGestureRecognizer(UIPanGestureRecognizer(target: t, action: T.pan))
        sim.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50, y: 500), duration: 0.5)
        #expect(abs(t.total.y - 200) < 1e-6 && t.total.x == 0, "increments add up")
        #expect(t.velocities.count > 10)
        #expect(t.velocities.suffix(5).allSatisfy { abs($0.y - 400) < 1 }, "200 pt in 0.5 s")
    }

    @Test func delaysTouchesBeganHoldsTheViewsTouchesUntilFailure() {
        let (sim, v) = setup()
        let a = Actions()
        let double = UITapGestureRecognizer(target: a, action: Actions.tapped)
        double.numberOfTapsRequired = 2
        double.delaysTouchesBegan = true
        v.addGestureRecognizer(double)
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        #expect(v.events.isEmpty, "began is held while the recognizer may still recognize")
        sim.advance(by: 0.05)
        sim.touchUp(at: CGPoint(x: 100, y: 300))
        #expect(v.events.isEmpty)
        sim.advance(by: 0.4)
        #expect(v.events == ["began", "ended"], "delivered in order once the double tap failed")
        #expect(a.log.isEmpty)
        v.events = []
        sim.tap(at: CGPoint(x: 100, y: 300), count: 2)
        #expect(a.log == ["tap2 ended"])
        #expect(v.events.isEmpty, "recognized: the view never sees the touches")
    }

    @Test func delaysTouchesEndedDefersTheEndUntilTheRecognizerDecides() {
        let (sim, v) = setup()
        let a = Actions()
        let double = UITapGestureRecognizer(target: a, action: Actions.tapped)
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(v.events == ["began"], "the end is held: this may be the first of two taps")
        sim.advance(by: 0.4)
        #expect(v.events == ["began", "ended"])
        v.events = []
        double.delaysTouchesEnded = false
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(v.events == ["began", "ended"])
    }

    @Test func simultaneousRecognitionIsUpToTheDelegate() {
        final class Both: UIGestureRecognizerDelegate {
            var allow = false
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { allow }
        }
        let (sim, v) = setup()
        let a = Actions()
        let pinch = UIPinchGestureRecognizer(target: a, action: Actions.plain)
        let rotate = UIRotationGestureRecognizer(target: a, action: Actions.plain)
        let pan = UIPanGestureRecognizer(target: a, action: Actions.panned)
        let d = Both()
        pinch.delegate = d
        v.addGestureRecognizer(pinch)
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(rotate)
        sim.pinch(at: CGPoint(x: 200, y: 300), scale: 2)
        #expect(pinch.state == .possible && a.log.contains("plain"))
        #expect(!a.log.contains { $0.hasPrefix("pan") }, "without permission, the pinch excludes the others")
        a.log = []
        d.allow = true
        var pinchScale: CGFloat = 0
        @MainActor final class S { var f: () -> Void; init(_ f: @escaping () -> Void) { self.f = f }; func fire() { f() } }
        let s = S { pinchScale = pinch.scale }
        pinch.addTarget(s, action: S.fire)
        // Two fingers that spread and travel together: pinch and pan at once.
        let f1 = sim.touchDown(at: CGPoint(x: 150, y: 300))
        sim.send([.init(finger: 99, phase: .down, location: CGPoint(x: 250, y: 300))])
        for i in 1...20 {
            sim.advance(by: 1.0 / 60)
            let k = CGFloat(i)
            sim.send([.init(finger: f1, phase: .move, location: CGPoint(x: 150 - k * 2, y: 300 + k * 3)),
                      .init(finger: 99, phase: .move, location: CGPoint(x: 250 + k * 2, y: 300 + k * 3))])
        }
        #expect(pinch.state == .changed && pan.state == .changed, "both run together")
        #expect(pinchScale > 1.3)
        sim.send([.init(finger: f1, phase: .up, location: .zero), .init(finger: 99, phase: .up, location: .zero)])
        #expect(pinch.state == .possible && pan.state == .possible)
    }

    @Test func rotationSwipeLongPressAndEdgePan() {
        let (sim, v) = setup()
        let a = Actions()
        let rotation = UIRotationGestureRecognizer(target: a, action: Actions.plain)
        v.addGestureRecognizer(rotation)
        var angle: CGFloat = 0
        @MainActor final class R { var f: () -> Void; init(_ f: @escaping () -> Void) { self.f = f }; func fire() { f() } }
        let r = R { angle = rotation.rotation }
        rotation.addTarget(r, action: R.fire)
        sim.send([.init(finger: 1, phase: .down, location: CGPoint(x: 150, y: 300)), .init(finger: 2, phase: .down, location: CGPoint(x: 250, y: 300))])
        for i in 1...10 {
            sim.advance(by: 1.0 / 60)
            let th = CGFloat(i) * .pi / 40
            sim.send([.init(finger: 1, phase: .move, location: CGPoint(x: 200 - 50 * cos(th), y: 300 - 50 * sin(th))),
                      .init(finger: 2, phase: .move, location: CGPoint(x: 200 + 50 * cos(th), y: 300 + 50 * sin(th)))])
        }
        sim.send([.init(finger: 1, phase: .up, location: .zero), .init(finger: 2, phase: .up, location: .zero)])
        #expect(abs(angle - .pi / 4) < 0.08, "turned 45°: \(angle)")
        v.removeGestureRecognizer(rotation)

        let swipe = UISwipeGestureRecognizer(target: a, action: Actions.plain)
        swipe.direction = .left
        v.addGestureRecognizer(swipe)
        a.log = []
        sim.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.2)
        #expect(a.log == ["plain"])
        sim.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2)
        sim.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 4)
        #expect(a.log == ["plain"], "wrong direction and too slow are not swipes")
        v.removeGestureRecognizer(swipe)

        let press = UILongPressGestureRecognizer(target: a, action: Actions.plain)
        v.addGestureRecognizer(press)
        a.log = []
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.4)
        #expect(press.state == .possible)
        sim.advance(by: 0.2)
        #expect(press.state == .began && a.log == ["plain"])
        sim.touchMove(to: CGPoint(x: 150, y: 300))
        #expect(press.state == .changed)
        sim.touchUp(at: CGPoint(x: 150, y: 300))
        #expect(a.log.count == 3)
        sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.1)
        sim.touchMove(to: CGPoint(x: 130, y: 300))
        sim.advance(by: 1)
        sim.touchUp(at: CGPoint(x: 130, y: 300))
        #expect(a.log.count == 3, "moving too far before the press registers fails it")
        v.removeGestureRecognizer(press)

        let edge = UIScreenEdgePanGestureRecognizer(target: a, action: Actions.panned)
        edge.edges = .left
        sim.window.addGestureRecognizer(edge)
        a.log = []
        sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(a.log.isEmpty, "not from the edge")
        sim.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(a.log.first == "pan 1" && a.log.last == "pan 3")
    }

    @Test func delegateCanStopARecognizerAndFilterTouches() {
        final class Gate: UIGestureRecognizerDelegate {
            var begin = false, receive = true
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
        }
        let (sim, v) = setup()
        let a = Actions()
        let tap = UITapGestureRecognizer(target: a, action: Actions.plain)
        let gate = Gate()
        tap.delegate = gate
        v.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(a.log.isEmpty && v.events == ["began", "ended"])
        gate.begin = true
        gate.receive = false
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(a.log.isEmpty, "it never saw the touch")
        gate.receive = true
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(a.log == ["plain"])
        tap.isEnabled = false
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(a.log == ["plain"])
    }

    @Test func targetsAreHeldWeaklyAndThereMayBeSeveral() {
        let (sim, v) = setup()
        let a = Actions()
        var b: Actions? = Actions()
        weak var weakB = b
        let tap = UITapGestureRecognizer(target: a, action: Actions.plain)
        tap.addTarget(b!, action: Actions.plain)
        v.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(a.log == ["plain"] && b?.log == ["plain"])
        b = nil
        #expect(weakB == nil, "the recognizer did not keep its target alive")
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(a.log.count == 2)
        let none = UITapGestureRecognizer(target: nil, action: nil)
        v.addGestureRecognizer(none)
        #expect(v.gestureRecognizers?.count == 2 && none.view === v)
    }

    @Test func multipleAndExclusiveTouch() {
        let (sim, v) = setup()
        let other = TouchLog(frame: CGRect(x: 0, y: 650, width: 393, height: 100))
        v.superview!.addSubview(other)
        // A view without multiple touch sees only its first finger.
        let a = sim.touchDown(at: CGPoint(x: 50, y: 200))
        let b = sim.touchDown(at: CGPoint(x: 150, y: 200))
        sim.touchUp(b, at: CGPoint(x: 150, y: 200))
        sim.touchUp(a, at: CGPoint(x: 50, y: 200))
        #expect(v.events == ["began", "ended"])
        v.events = []
        v.isMultipleTouchEnabled = true
        let c = sim.touchDown(at: CGPoint(x: 50, y: 200))
        let d = sim.touchDown(at: CGPoint(x: 150, y: 200))
        sim.touchUp(d, at: CGPoint(x: 150, y: 200))
        sim.touchUp(c, at: CGPoint(x: 50, y: 200))
        #expect(v.events == ["began", "began", "ended", "ended"])
        // While an exclusive-touch view is touched, other views get nothing.
        v.events = []
        v.isExclusiveTouch = true
        let e = sim.touchDown(at: CGPoint(x: 50, y: 200))
        let f = sim.touchDown(at: CGPoint(x: 50, y: 700))
        sim.touchUp(f, at: CGPoint(x: 50, y: 700))
        sim.touchUp(e, at: CGPoint(x: 50, y: 200))
        #expect(v.events == ["began", "ended"] && other.events.isEmpty)
    }

    @Test func firstResponderMovesBetweenResponders() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let (_, root) = canvas()
        let a = Field(), b = Field(), plain = UIView()
        root.addSubview(a); root.addSubview(b); root.addSubview(plain)
        #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        #expect(b.resignFirstResponder() && !b.isFirstResponder)
    }

    @Test func delegatesCanDeclareFailureRequirements() {
        final class Waits: UIGestureRecognizerDelegate {
            weak var double: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { o === double }
        }
        final class Demands: UIGestureRecognizerDelegate {
            weak var single: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool { o === single }
        }
        for useSingleSide in [true, false] {
            let (sim, v) = setup()
            let a = Actions()
            let single = UITapGestureRecognizer(target: a, action: Actions.tapped)
            let double = UITapGestureRecognizer(target: a, action: Actions.tapped)
            double.numberOfTapsRequired = 2
            let w = Waits(), d = Demands()
            if useSingleSide { w.double = double; single.delegate = w } else { d.single = single; double.delegate = d }
            v.addGestureRecognizer(single)
            v.addGestureRecognizer(double)
            sim.tap(at: CGPoint(x: 100, y: 300), count: 2)
            sim.advance(by: 0.5)
            #expect(a.log == ["tap2 ended"], "the single tap waited and then failed")
            sim.advance(by: 1)
            sim.tap(at: CGPoint(x: 100, y: 300))
            sim.advance(by: 0.5)
            #expect(a.log == ["tap2 ended", "tap1 ended"])
        }
    }

    @Test func pinchReportsScaleAndVelocity() {
        let (sim, v) = setup()
        @MainActor final class P { var scales: [CGFloat] = []; var velocities: [CGFloat] = []
            func pinched(_ r: UIPinchGestureRecognizer) { scales.append(r.scale); velocities.append(r.velocity) } }
        let p = P()
        v.addGestureRecognizer(UIPinchGestureRecognizer(target: p, action: P.pinched))
        sim.pinch(at: CGPoint(x: 200, y: 300), scale: 3, duration: 0.5)
        #expect(p.scales.count > 10)
        // Scale counts from where the pinch began (after 8 points of spread), so it ends a little under 3.
        #expect(p.scales.first == 1 && p.scales.last! > 2.5 && p.scales.last! < 3, "\(p.scales.last!)")
        #expect(zip(p.scales, p.scales.dropFirst()).allSatisfy { $0 <= $1 }, "spreading only grows the scale")
        #expect(p.velocities.dropLast().last! > 2, "spreading quickly: \(p.velocities)")
    }
}

extension GestureTests {
    /// `barHideOnTapGestureRecognizer.removeTarget(self, action: #selector(barsTapped(_:)))`, as
    /// ported: that action of that target goes; the recognizer's other targets and actions stay.
    @Test func removingATargetsActionByMethodReferenceKeepsTheOthers() {
        let (sim, v) = setup()
        let mine = Actions(), theirs = Actions()
        let tap = UITapGestureRecognizer(target: mine, action: Actions.tapped)
        tap.addTarget(mine, action: Actions.plain)
        tap.addTarget(theirs, action: Actions.tapped)
        v.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 200, y: 300))
        #expect(mine.log == ["tap1 ended", "plain"] && theirs.log == ["tap1 ended"])
        tap.removeTarget(mine, action: Actions.tapped)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 200, y: 300))
        #expect(mine.log == ["tap1 ended", "plain", "plain"], "only the removed action stopped: \(mine.log)")
        #expect(theirs.log == ["tap1 ended", "tap1 ended"], "another target's same action stays")
        tap.removeTarget(mine, action: Actions.plain)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 200, y: 300))
        #expect(mine.log.count == 3 && theirs.log.count == 3)
    }
}
