import Testing
import Foundation
import UIKit
import UIKitTesting

/// Records what a recognizer sends.
@MainActor final class GestureLog: NSObject {
    var events: [String] = []
    func tapped(_ g: UITapGestureRecognizer) { events.append("tap \(g.buttonMaskRequired.rawValue)") }
    func panned(_ g: UIPanGestureRecognizer) {
        let t = g.translation(in: g.view)
        events.append("\(g.state == .began ? "began" : g.state == .changed ? "changed" : g.state == .ended ? "ended" : "other") \(Int(t.x)),\(Int(t.y))")
    }
}

/// The pointer's members: tap recognizers by mouse button, pans driven by wheels and trackpads, and
/// the split view's secondary-only button.
@MainActor
@Suite(.serialized) struct PointerMembersTests {
    @Test func tapRecognizersAnswerTheButtonsTheyRequire() {
        let (sim, root) = canvas()
        let log = GestureLog()
        let primary = UITapGestureRecognizer(target: log, action: GestureLog.tapped)
        let secondary = UITapGestureRecognizer(target: log, action: GestureLog.tapped)
        secondary.buttonMaskRequired = .secondary
        #expect(primary.buttonMaskRequired == .primary, "the primary button by default")
        root.addGestureRecognizer(primary)
        root.addGestureRecognizer(secondary)
        sim.tap(at: CGPoint(x: 100, y: 300))
        #expect(log.events == ["tap 1"], "a finger is the primary button")
        sim.click(at: CGPoint(x: 100, y: 300), buttons: .secondary)
        #expect(log.events == ["tap 1", "tap 2"], "a right click is the secondary's only")
        sim.click(at: CGPoint(x: 100, y: 300))
        #expect(log.events == ["tap 1", "tap 2", "tap 1"])
        #expect(UIEvent.ButtonMask.button(2) == .secondary && UIEvent.ButtonMask.button(1) == .primary)
    }

    @Test func aClickIsAPointerTouchWithItsButtons() {
        final class Probe: UIView {
            var seen: [(UITouch.TouchType, UIEvent.ButtonMask)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen.append((touches.first!.type, event!.buttonMask))
            }
        }
        let (sim, root) = canvas()
        let probe = Probe(frame: root.bounds)
        root.addSubview(probe)
        sim.tap(at: CGPoint(x: 50, y: 200))
        sim.click(at: CGPoint(x: 50, y: 200), buttons: .secondary)
        #expect(probe.seen.count == 2)
        #expect(probe.seen[0].0 == .direct && probe.seen[0].1 == [])
        #expect(probe.seen[1].0 == .indirectPointer && probe.seen[1].1 == .secondary)
    }

    /// A pan over a scroll view: `allowedScrollTypesMask` decides whether the wheel moves the pan or the scroll view.
    func panOverScrollView() -> (Simulator, UIScrollView, UIPanGestureRecognizer, GestureLog) {
        let (sim, root) = canvas()
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: root.bounds.width, height: 3000)
        root.addSubview(scroll)
        let card = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 200))
        card.backgroundColor = .systemBlue
        scroll.addSubview(card)
        let log = GestureLog()
        let pan = UIPanGestureRecognizer(target: log, action: GestureLog.panned)
        card.addGestureRecognizer(pan)
        sim.settle()
        return (sim, scroll, pan, log)
    }

    @Test func aWheelMovesAPanThatAllowsIt() {
        let (sim, scroll, pan, log) = panOverScrollView()
        #expect(pan.allowedScrollTypesMask == [], "no scrolling by default")
        let start = scroll.contentOffset
        sim.scrollWheel(at: CGPoint(x: 150, y: 300), notches: CGPoint(x: 0, y: -1))
        sim.settle()
        #expect(log.events.isEmpty && scroll.contentOffset.y > start.y, "without the mask the scroll view takes the wheel")
        scroll.contentOffset = start
        pan.allowedScrollTypesMask = .discrete
        sim.scrollWheel(at: CGPoint(x: 150, y: 300), notches: CGPoint(x: 0, y: -1))
        sim.scrollWheel(at: CGPoint(x: 150, y: 300), notches: CGPoint(x: 0, y: -1))
        #expect(log.events == ["began 0,-40", "changed 0,-80"], "each notch moves the pan 40 points, as a finger up")
        #expect(scroll.contentOffset == start, "the pan took the wheel")
        sim.advance(by: 0.3)
        #expect(log.events.last == "ended 0,-80" && pan.state == .possible, "the pan ends when the wheel rests")
        // A trackpad's fractions of a notch are continuous scrolling: not taken by a discrete-only pan.
        log.events = []
        sim.scrollWheel(at: CGPoint(x: 150, y: 300), notches: CGPoint(x: 0.5, y: 0))
        #expect(log.events.isEmpty)
        pan.allowedScrollTypesMask = .all
        sim.scrollWheel(at: CGPoint(x: 150, y: 300), notches: CGPoint(x: 0.5, y: 0))
        sim.advance(by: 0.3)
        #expect(log.events == ["began 20,0", "ended 20,0"])
    }

    @Test func theSecondaryOnlyButtonTogglesTheSecondaryToTheWholeScreen() throws {
        let sim = Simulator(device: .iPadPro11)
        let split = UISplitViewController(style: .tripleColumn)
        let list = UIViewController(), detail = UIViewController()
        list.title = "List"
        detail.title = "Detail"
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(!split.showsSecondaryOnlyButton)
        sim.rootViewController = split
        sim.settle()
        #expect(detail.navigationItem.leftBarButtonItem == nil, "no button unless asked")
        split.showsSecondaryOnlyButton = true
        sim.settle()
        let item = try #require(detail.navigationItem.leftBarButtonItem)
        saveShot(sim, "split-secondary-only-button")
        let button = try #require(sim.view(withText: "Full Screen"))
        #expect(button.convert(CGPoint.zero, to: nil).x > list.view.frame.maxX, "in the secondary's bar")
        sim.tap(on: button)
        sim.settle()
        #expect(split.displayMode == .secondaryOnly && list.navigationController?.view.isHidden == true)
        #expect(detail.navigationItem.leftBarButtonItem === item, "still there, to come back")
        sim.tap(on: try #require(sim.view(withText: "Full Screen")))
        sim.settle()
        #expect(split.displayMode != .secondaryOnly && list.navigationController?.view.isHidden == false)
        // Only a triple-column split view has it, as the documentation says.
        let double = UISplitViewController(style: .doubleColumn)
        let other = UIViewController()
        double.setViewController(UIViewController(), for: .primary)
        double.setViewController(other, for: .secondary)
        double.preferredDisplayMode = .oneBesideSecondary
        double.showsSecondaryOnlyButton = true
        let sim2 = Simulator(device: .iPadPro11)
        sim2.rootViewController = double
        sim2.settle()
        #expect(other.navigationItem.leftBarButtonItem == nil)
    }
}

/// iOS 14's back button menu: a long press lists the screens behind.
@MainActor
@Suite(.serialized) struct BackButtonMenuTests {
    @Test func aLongPressOnBackListsTheScreensBehindAndGoesBackToOne() throws {
        let sim = Simulator(device: .iPhone15)
        let titles = ["Mail", "Inbox", "Thread", "Message"]
        let vcs = titles.map { t -> UIViewController in
            let vc = UIViewController()
            vc.title = t
            vc.view.backgroundColor = .white
            return vc
        }
        let nav = UINavigationController(rootViewController: vcs[0])
        sim.rootViewController = nav
        for vc in vcs.dropFirst() { nav.pushViewController(vc, animated: false) }
        sim.settle()
        let back = try #require(sim.view(withText: "Thread"))
        let p = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        sim.touchDown(at: p)
        sim.advance(by: 0.6)
        sim.touchUp(at: p)
        sim.settle()
        saveShot(sim, "back-button-menu")
        #expect(nav.topViewController === vcs[3], "a long press does not go back")
        let rows = ["Thread", "Inbox", "Mail"].map { sim.view(withText: $0) }
        #expect(rows.allSatisfy { $0 != nil })
        let ys = try rows.map { try #require($0).convert(CGPoint.zero, to: nil).y }
        #expect(ys[1] > 100 && ys[1] < ys[2], "nearest first, below the bar: \(ys)")
        sim.tap(on: try #require(rows[2]))
        sim.settle()
        #expect(nav.topViewController === vcs[0] && nav.viewControllers.count == 1)
    }
}
