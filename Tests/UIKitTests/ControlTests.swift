import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor final class EventLog {
    var events: [String] = []
    func up() { events.append("upInside") }
    func upOutside() { events.append("upOutside") }
    func down(_ c: UIControl) { events.append("down") }
    func enter() { events.append("enter") }
    func exit() { events.append("exit") }
    func changed(_ c: UIControl) { events.append("changed") }
    func cancel() { events.append("cancel") }
}

@MainActor
@Suite(.serialized) struct ControlTests {
    @Test func buttonTracksWithSeventyPointSlop() {
        let (sim, root) = canvas()
        let b = UIButton(type: .system)
        b.setTitle("Press", for: .normal)
        b.frame = CGRect(x: 100, y: 300, width: 100, height: 44)
        root.addSubview(b)
        let log = EventLog()
        b.addTarget(log, action: EventLog.down, for: .touchDown)
        b.addTarget(log, action: EventLog.up, for: .touchUpInside)
        b.addTarget(log, action: EventLog.upOutside, for: .touchUpOutside)
        b.addTarget(log, action: EventLog.enter, for: .touchDragEnter)
        b.addTarget(log, action: EventLog.exit, for: .touchDragExit)
        sim.tap(on: b)
        #expect(log.events == ["down", "upInside"])
        log.events = []
        sim.touchDown(at: CGPoint(x: 150, y: 322))
        #expect(b.isHighlighted && b.isTracking)
        sim.touchMove(to: CGPoint(x: 150, y: 322 + 22 + 60))
        #expect(b.isHighlighted, "60 points out is still inside the slop")
        sim.touchMove(to: CGPoint(x: 150, y: 322 + 22 + 80))
        #expect(!b.isHighlighted)
        sim.touchMove(to: CGPoint(x: 150, y: 322))
        sim.touchMove(to: CGPoint(x: 150, y: 500))
        sim.touchUp(at: CGPoint(x: 150, y: 500))
        #expect(log.events == ["down", "exit", "enter", "exit", "upOutside"])
        #expect(!b.isHighlighted && !b.isTracking)
        b.isEnabled = false
        log.events = []
        sim.tap(on: b)
        #expect(log.events.isEmpty, "a disabled control sends nothing")
        #expect(b.state == .disabled)
    }

    /// A system button draws an image of automatic rendering mode as a template in its tint colour; a
    /// custom button draws it as it is, as does a system button given an always-original image.
    @Test func aSystemButtonTintsItsImage() {
        let (sim, root) = canvas()
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let system = UIButton(type: .system), custom = UIButton(type: .custom), original = UIButton(type: .system)
        for (i, b) in [system, custom, original].enumerated() {
            b.setImage(b === original ? square.withRenderingMode(.alwaysOriginal) : square, for: .normal)
            b.frame = CGRect(x: 40 + CGFloat(i) * 60, y: 200, width: 20, height: 20)
            root.addSubview(b)
        }
        sim.runFrame()
        #expect(sim.color(at: CGPoint(x: 50, y: 210)) == RGBA(r: 0, g: 122, b: 255), "the tint colour")
        #expect(sim.color(at: CGPoint(x: 110, y: 210)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 170, y: 210)) == RGBA(r: 255, g: 0, b: 0))
        #expect(system.currentImage === square, "the app's image is the one it set")
    }

    @Test func buttonStatesTitlesColorsAndSize() {
        let (sim, root) = canvas()
        let b = UIButton(type: .system)
        b.setTitle("Button", for: .normal)
        b.setTitle("Pressed", for: .highlighted)
        root.addSubview(b)
        b.sizeToFit()
        #expect(b.bounds.height == 30, "a 15-point title plus 6 points above and below")
        // Content edge insets take the padding's place: 6 above and below is the same 30 points, and a
        // tiny inset hugs the title.
        let inset = UIButton(type: .system)
        inset.setTitle("Button", for: .normal)
        inset.contentEdgeInsets = UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        #expect(inset.intrinsicContentSize.height == 30, "\(inset.intrinsicContentSize)")
        inset.contentEdgeInsets = UIEdgeInsets(top: 0.01, left: 0.01, bottom: 0.01, right: 0.01)
        #expect(inset.intrinsicContentSize.height < 19)
        #expect(b.bounds.width > 40 && b.bounds.width < 56)
        #expect(b.titleColor(for: .normal) == UIColor.systemBlue)
        #expect(b.currentTitle == "Button" && b.title(for: .selected) == "Button")
        b.isHighlighted = true
        #expect(b.currentTitle == "Pressed" && abs(b.titleLabel!.alpha - 0.2) < 0.001, "system buttons dim while pressed")
        b.isHighlighted = false
        b.tintColor = .systemRed
        #expect(b.currentTitleColor == UIColor.systemRed)
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == UIColor.white)
        custom.setTitleColor(.black, for: .normal)
        #expect(custom.currentTitleColor == UIColor.black)
        #expect(sim.view(withText: "Button") === b)
    }

    @Test func actionsAndPrimaryAction() {
        let (sim, root) = canvas()
        var fired: [String] = []
        let b = UIButton(primaryAction: UIAction(title: "Go") { a in fired.append("primary from \(type(of: a.sender!))") })
        b.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        root.addSubview(b)
        #expect(b.currentTitle == "Go")
        let extra = UIAction(identifier: UIAction.Identifier("extra")) { _ in fired.append("extra") }
        b.addAction(extra, for: .touchUpInside)
        sim.tap(on: b)
        #expect(fired == ["extra", "primary from UIButton"])
        b.removeAction(identifiedBy: UIAction.Identifier("extra"), for: .touchUpInside)
        b.sendActions(for: .touchUpInside)
        #expect(fired.count == 2)
        b.sendActions(for: .primaryActionTriggered)
        #expect(fired.count == 3)
        var config = UIButton.Configuration.filled()
        config.title = "Filled"
        let f = UIButton(configuration: config)
        f.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
        root.addSubview(f)
        #expect(f.backgroundColor == UIColor.systemBlue && f.titleLabel?.textColor == UIColor.white)
        #expect(sim.color(at: CGPoint(x: 25, y: 322)) == RGBA(r: 0, g: 122, b: 255))
    }

    @Test func switchTogglesAnimatedAndSendsValueChanged() {
        let (sim, root) = canvas()
        let s = UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
        #expect(s.bounds.size == CGSize(width: 51, height: 31))
        root.addSubview(s)
        let log = EventLog()
        s.addTarget(log, action: EventLog.changed, for: .valueChanged)
        #expect(sim.color(at: CGPoint(x: 145, y: 215)) == RGBA(r: 233, g: 233, b: 234), "off: gray track")
        sim.tap(on: s)
        #expect(s.isOn && log.events == ["changed"])
        sim.advance(by: 0.4)
        #expect(sim.color(at: CGPoint(x: 106, y: 215)) == RGBA(r: 52, g: 199, b: 89), "on: green track")
        #expect(sim.color(at: CGPoint(x: 136, y: 215)) == RGBA(r: 255, g: 255, b: 255), "knob at the right")
        s.setOn(false, animated: false)
        #expect(!s.isOn && log.events.count == 1, "setting in code sends nothing")
    }

    @Test func sliderDragsItsThumb() {
        let (sim, root) = canvas()
        let s = UISlider(frame: CGRect(x: 50, y: 200, width: 228, height: 34))
        s.value = 0.5
        root.addSubview(s)
        let log = EventLog()
        s.addTarget(log, action: EventLog.changed, for: .valueChanged)
        #expect(sim.color(at: CGPoint(x: 80, y: 217)) == RGBA(r: 0, g: 122, b: 255), "minimum track in the tint")
        sim.drag(from: CGPoint(x: 164, y: 217), to: CGPoint(x: 264, y: 217))
        #expect(s.value == 1)
        #expect(log.events.count >= 5 && log.events.allSatisfy { $0 == "changed" })
        sim.drag(from: CGPoint(x: 60, y: 217), to: CGPoint(x: 160, y: 217))
        #expect(s.value == 1, "a drag that starts off the thumb does not move it")
        s.isContinuous = false
        log.events = []
        sim.drag(from: CGPoint(x: 264, y: 217), to: CGPoint(x: 64, y: 217))
        #expect(s.value == 0 && log.events == ["changed"])
        s.minimumValue = 10; s.maximumValue = 20
        #expect(s.value == 10)
    }

    @Test func segmentedControlSelects() {
        let (sim, root) = canvas()
        let sc = UISegmentedControl(items: ["One", "Two", "Three"])
        sc.frame = CGRect(x: 20, y: 200, width: 300, height: 32)
        sc.selectedSegmentIndex = 0
        root.addSubview(sc)
        let log = EventLog()
        sc.addTarget(log, action: EventLog.changed, for: .valueChanged)
        sim.tap(on: sim.view(withText: "Three")!)
        #expect(sc.selectedSegmentIndex == 2 && log.events == ["changed"])
        sim.tap(at: CGPoint(x: 270, y: 216))
        #expect(log.events.count == 1, "tapping the selected segment changes nothing")
        #expect(sim.color(at: CGPoint(x: 226, y: 204)) == RGBA(r: 255, g: 255, b: 255), "the selected plate")
        sc.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(sc.numberOfSegments == 4 && sc.selectedSegmentIndex == 3 && sc.titleForSegment(at: 0) == "Zero")
        sc.setEnabled(false, forSegmentAt: 1)
        sim.tap(at: CGPoint(x: 20 + 75 + 37, y: 216))
        #expect(sc.selectedSegmentIndex == 3, "a disabled segment cannot be chosen")
    }

    @Test func stepperStepsRepeatsAndWraps() {
        let (sim, root) = canvas()
        let st = UIStepper(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
        #expect(st.bounds.size == CGSize(width: 94, height: 32))
        root.addSubview(st)
        let log = EventLog()
        st.addTarget(log, action: EventLog.changed, for: .valueChanged)
        sim.tap(at: CGPoint(x: 170, y: 216))
        #expect(st.value == 1 && log.events.count == 1)
        sim.tap(at: CGPoint(x: 120, y: 216))
        sim.tap(at: CGPoint(x: 120, y: 216))
        #expect(st.value == 0 && log.events.count == 2, "clamped at the minimum: no event")
        sim.touchDown(at: CGPoint(x: 170, y: 216))
        sim.advance(by: 0.95)
        sim.touchUp(at: CGPoint(x: 170, y: 216))
        #expect(st.value == 6, "one step, then a repeat every 0.1 s after half a second")
        st.wraps = true
        st.maximumValue = 6
        sim.tap(at: CGPoint(x: 170, y: 216))
        #expect(st.value == 0)
    }
}
