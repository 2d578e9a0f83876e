import Foundation
import UIKit
import UIKitTesting

/// Touches and typing, as a finger and the keyboard give them: each waits for the app to be idle,
/// finds the element and checks a finger can reach it, then acts and lets the app settle.
extension XCUIElement {
    /// The point a finger touches: the middle of what shows of it on screen.
    func hitPoint(_ action: String) -> CGPoint? { hitTarget(action)?.point }

    /// The element a finger can reach, and where it touches it (a failure when none can be).
    func hitTarget(_ action: String) -> (node: AutomationNode, point: CGPoint)? {
        handleInterruptions()
        guard let node = require(action) else { return nil }
        guard application.hits(node) else {
            TestFailure.record("Failed to \(action) \(node.summary): element is not hittable")
            return nil
        }
        return (node, application.touchPoint(of: node))
    }

    private func act(_ action: String, _ body: (Simulator, CGPoint) -> Void) {
        guard let p = hitPoint(action) else { return }
        // The action's frames are painted once the app is idle (a push's first frame too).
        let device = application.device
        device.leavingPaintingUntilDone {
            body(device, p)
            application.waitForIdle()
        }
    }

    public func tap() { act("tap") { sim, p in sim.tap(at: p) } }
    public func doubleTap() { act("double tap") { sim, p in sim.tap(at: p, count: 2) } }

    public func twoFingerTap() {
        act("two-finger tap") { sim, p in
            let a = sim.touchDown(at: CGPoint(x: p.x - 10, y: p.y)), b = sim.touchDown(at: CGPoint(x: p.x + 10, y: p.y))
            sim.advance(by: 0.05)
            sim.touchUp(a, at: CGPoint(x: p.x - 10, y: p.y))
            sim.touchUp(b, at: CGPoint(x: p.x + 10, y: p.y))
        }
    }

    public func tap(withNumberOfTaps numberOfTaps: Int, numberOfTouches: Int) {
        act("tap") { sim, p in
            for _ in 0..<numberOfTaps {
                let fingers = (0..<numberOfTouches).map { sim.touchDown(at: CGPoint(x: p.x + CGFloat($0) * 20, y: p.y)) }
                sim.advance(by: 0.05)
                for (i, f) in fingers.enumerated() { sim.touchUp(f, at: CGPoint(x: p.x + CGFloat(i) * 20, y: p.y)) }
                sim.advance(by: 0.1)
            }
        }
    }

    public func press(forDuration duration: TimeInterval) {
        act("press") { sim, p in
            let f = sim.touchDown(at: p)
            sim.advance(by: duration)
            sim.touchUp(f, at: p)
        }
    }

    /// A press held for `duration`, then a drag to another element, lifted there.
    public func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {
        guard let from = hitPoint("press"), let to = otherElement.hitPoint("drag to") else { return }
        application.device.dragAndDrop(from: from, to: to, pressDuration: duration)
        application.waitForIdle()
    }

    public func swipeUp() { swipe(dx: 0, dy: -1, velocity: .default) }
    public func swipeDown() { swipe(dx: 0, dy: 1, velocity: .default) }
    public func swipeLeft() { swipe(dx: -1, dy: 0, velocity: .default) }
    public func swipeRight() { swipe(dx: 1, dy: 0, velocity: .default) }
    public func swipeUp(velocity: XCUIGestureVelocity) { swipe(dx: 0, dy: -1, velocity: velocity) }
    public func swipeDown(velocity: XCUIGestureVelocity) { swipe(dx: 0, dy: 1, velocity: velocity) }
    public func swipeLeft(velocity: XCUIGestureVelocity) { swipe(dx: -1, dy: 0, velocity: velocity) }
    public func swipeRight(velocity: XCUIGestureVelocity) { swipe(dx: 1, dy: 0, velocity: velocity) }

    /// A flick across half the element (at most 300 points), from its middle.
    private func swipe(dx: CGFloat, dy: CGFloat, velocity: XCUIGestureVelocity) {
        guard let (node, p) = hitTarget("swipe") else { return }
        let reach = min(300, max(60, (dx != 0 ? node.frame.width : node.frame.height) / 2))
        let to = CGPoint(x: p.x + dx * reach, y: p.y + dy * reach)
        application.device.drag(from: p, to: to, duration: TimeInterval(reach / velocity.rawValue))
        application.waitForIdle()
    }

    /// Two fingers moving apart (`scale` above 1) or together about its middle.
    public func pinch(withScale scale: CGFloat, velocity: CGFloat) {
        act("pinch") { sim, p in sim.pinch(at: p, scale: scale, duration: max(0.1, abs(scale - 1) / max(abs(velocity), 0.1))) }
    }

    /// Two fingers turning about its middle by `rotation` radians.
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) {
        act("rotate") { sim, p in
            let r: CGFloat = 60, steps = 12
            let a = sim.touchDown(at: CGPoint(x: p.x - r, y: p.y)), b = sim.touchDown(at: CGPoint(x: p.x + r, y: p.y))
            let duration = max(0.1, abs(rotation) / max(abs(velocity), 0.1))
            for i in 1...steps {
                let t = rotation * CGFloat(i) / CGFloat(steps)
                sim.advance(by: duration / Double(steps))
                sim.touchMove(a, to: CGPoint(x: p.x - r * cos(t), y: p.y - r * sin(t)))
                sim.touchMove(b, to: CGPoint(x: p.x + r * cos(t), y: p.y + r * sin(t)))
            }
            sim.touchUp(a, at: CGPoint(x: p.x - r * cos(rotation), y: p.y - r * sin(rotation)))
            sim.touchUp(b, at: CGPoint(x: p.x + r * cos(rotation), y: p.y + r * sin(rotation)))
        }
    }

    /// Types into the element, which must have the keyboard focus (tap it first), key by key.
    public func typeText(_ text: String) {
        guard let node = require("type text") else { return }
        let focused = node.hasFocus || node.descendants.contains { $0.hasFocus }
        guard focused else {
            TestFailure.record("Failed to type text into \(node.summary): Neither element nor any descendant has keyboard focus.")
            return
        }
        application.device.type(text)
        application.waitForIdle()
    }

    /// Drags a slider's thumb to a fraction of its track (0: the minimum end).
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {
        guard let slider = hitTarget("adjust slider")?.node.object as? UISlider else { return }
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let target = slider.minimumValue + Float(min(max(normalizedSliderPosition, 0), 1)) * (slider.maximumValue - slider.minimumValue)
        let end = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: target)
        let window = slider.window
        application.device.drag(from: slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window),
                                to: slider.convert(CGPoint(x: end.midX, y: end.midY), to: window), duration: 0.3)
        application.waitForIdle()
    }

    /// The slider's thumb position, 0 to 1.
    public var normalizedSliderPosition: CGFloat {
        guard let node = require("get the slider position"), let slider = node.object as? UISlider else { return 0 }
        let span = slider.maximumValue - slider.minimumValue
        return span > 0 ? CGFloat((slider.value - slider.minimumValue) / span) : 0
    }

    /// Turns a picker wheel a row at a time until it shows `pickerWheelValue`.
    public func adjust(toPickerWheelValue pickerWheelValue: String) {
        guard let node = require("adjust picker wheel"), let wheel = node.object else { return }
        guard node.type == .pickerWheel else {
            TestFailure.record("Failed to adjust \(node.summary): element is not a picker wheel")
            return
        }
        for direction in [1, -1] {
            var turns = 0
            while wheel.accessibilityValue != pickerWheelValue, turns < 500 {
                let before = wheel.accessibilityValue
                if direction > 0 { wheel.accessibilityIncrement() } else { wheel.accessibilityDecrement() }
                application.waitForIdle()
                turns += 1
                if wheel.accessibilityValue == before { break }
            }
            if wheel.accessibilityValue == pickerWheelValue { return }
        }
        TestFailure.record("Failed to adjust \(node.summary) to '\(pickerWheelValue)': no such value")
    }

    /// An alert or action sheet the app shows, in the way of this element: the interruption
    /// monitors handle it, the latest added first, until one says it did.
    func handleInterruptions() {
        guard !InterruptionMonitor.active.isEmpty, !InterruptionMonitor.handling else { return }
        application.waitForIdle()
        let root = application.snapshot()
        guard let blocker = root.descendants.first(where: { $0.type == .alert || $0.type == .sheet }) else { return }
        // Each snapshot makes new nodes: the same element is the same object underneath.
        if let node = resolve().node, ([node] + node.ancestors).contains(where: { $0.object === blocker.object }) { return }
        InterruptionMonitor.handling = true
        defer { InterruptionMonitor.handling = false }
        let query = application.descendants(matching: blocker.type)
        for monitor in InterruptionMonitor.active.reversed() where monitor.handler(query.element(boundBy: 0)) {
            application.waitForIdle()
            return
        }
    }
}
