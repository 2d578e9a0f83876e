import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that lights up while the pointer is over it, as iPad books show hovering.
private final class HoverController: UIViewController {
    let pad = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
    let inner = UIView(frame: CGRect(x: 60, y: 60, width: 30, height: 30))
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        pad.backgroundColor = .systemGray
        inner.backgroundColor = .black
        pad.addSubview(inner)
        view.addSubview(pad)
        pad.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: HoverController.hovered))
    }
    func hovered(_ g: UIHoverGestureRecognizer) {
        let p = g.location(in: pad)
        log.append("\(g.state.rawValue) \(Int(p.x)),\(Int(p.y))")
        switch g.state {
        case .began, .changed: pad.backgroundColor = .systemYellow
        default: pad.backgroundColor = .systemGray
        }
    }
}

@MainActor @Suite struct HoverTests {
    @Test func aHoveringPointerBeginsChangesAndEndsOverItsView() {
        let sim = Simulator(device: .iPadPro11)
        let vc = HoverController()
        sim.rootViewController = vc
        sim.settle()
        sim.hover(at: CGPoint(x: 300, y: 500))
        #expect(vc.log.isEmpty, "not over the view")
        sim.hover(at: CGPoint(x: 60, y: 110))
        #expect(vc.log == ["1 10,10"], "began where it came in")
        #expect(sim.color(at: CGPoint(x: 55, y: 105)).isClose(to: RGBA(r: 255, g: 204, b: 0), tolerance: 6), "lit while hovered")
        sim.hover(at: CGPoint(x: 120, y: 170))
        #expect(vc.log.last == "2 70,70", "over a subview it still hovers its ancestor's recognizer")
        sim.hover(at: CGPoint(x: 300, y: 500))
        #expect(vc.log.last == "3 70,70" && vc.log.count == 3, "ended where it was last seen")
        #expect(!sim.color(at: CGPoint(x: 55, y: 105)).isClose(to: RGBA(r: 255, g: 204, b: 0), tolerance: 6))
        sim.hover(at: CGPoint(x: 100, y: 150))
        sim.endHover()
        #expect(vc.log.suffix(2) == ["1 50,50", "3 50,50"], "a new hover, ended as the pointer left the screen")
    }
}

/// Two halves of a view, each its own pointer region, as the book's pointer chapter makes them.
private final class Halves: NSObject, UIPointerInteractionDelegate {
    var log: [String] = []
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        let b = defaultRegion.rect
        let left = request.location.x < b.midX
        return UIPointerRegion(rect: left ? b.divided(atDistance: b.width / 2, from: .minXEdge).slice : b.divided(atDistance: b.width / 2, from: .minXEdge).remainder,
                               identifier: left ? "L" : "R")
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerStyle(effect: .hover(UITargetedPreview(view: interaction.view!), preferredTintMode: .none, prefersShadow: true))
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        log.append("enter \(region.identifier!)")
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        log.append("exit \(region.identifier!)")
    }
}

@MainActor @Suite struct PointerInteractionTests {
    @Test func theAutomaticEffectLiftsACardAndTheProvidersHighlightPlattersAButton() {
        let (sim, root) = canvas(.iPadPro11)
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 150))
        card.backgroundColor = .systemBlue
        card.addInteraction(UIPointerInteraction(delegate: nil))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 100, y: 400, width: 160, height: 60)
        button.pointerStyleProvider = { button, _, shape in
            UIPointerStyle(effect: .highlight(UITargetedPreview(view: button)), shape: shape)
        }
        root.addSubview(card)
        root.addSubview(button)
        sim.settle()
        let blank = CGPoint(x: 108, y: 408)
        let before = sim.color(at: blank)
        sim.hover(at: CGPoint(x: 200, y: 175))
        sim.settle()
        #expect(abs(card.transform.a - 1.06) < 0.001 && card.layer.shadowOpacity == 0.25, "lifted: \(card.transform)")
        sim.hover(at: CGPoint(x: 180, y: 430))
        sim.settle()
        #expect(card.transform == .identity && card.layer.shadowOpacity == 0, "put down as the pointer left")
        #expect(button.isPointerInteractionEnabled && sim.color(at: blank) != before, "a platter behind the button")
        sim.endHover()
        sim.settle()
        #expect(sim.color(at: blank) == before, "the platter gone")
    }

    @Test func eachRegionIsEnteredAndLeftInTurn() {
        let (sim, root) = canvas(.iPadPro11)
        let pad = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        let halves = Halves()
        pad.addInteraction(UIPointerInteraction(delegate: halves))
        root.addSubview(pad)
        sim.settle()
        sim.hover(at: CGPoint(x: 120, y: 150))
        sim.hover(at: CGPoint(x: 140, y: 150))
        sim.hover(at: CGPoint(x: 280, y: 150))
        sim.settle()
        #expect(halves.log == ["enter L", "exit L", "enter R"])
        #expect(abs(pad.transform.a - 1.05) < 0.001 && pad.layer.shadowOpacity == 0.25, "hovered: scaled, with a shadow")
        sim.hover(at: CGPoint(x: 600, y: 600))
        #expect(halves.log.last == "exit R")
    }
}

@MainActor @Suite struct PointerClickTests {
    final class Clicks: NSObject {
        var seen: [(UIEvent.ButtonMask, UIKeyModifierFlags)] = []
        func tapped(_ g: UITapGestureRecognizer) { seen.append((g.buttonMask, g.modifierFlags)) }
    }

    @Test func aRecognizerKnowsTheButtonsAndModifierKeysOfItsClick() {
        let (sim, root) = canvas(.iPadPro11)
        let pad = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        root.addSubview(pad)
        let clicks = Clicks()
        let secondary = UITapGestureRecognizer(target: clicks, action: Clicks.tapped)
        secondary.buttonMaskRequired = .secondary
        pad.addGestureRecognizer(secondary)
        let primary = UITapGestureRecognizer(target: clicks, action: Clicks.tapped)
        pad.addGestureRecognizer(primary)
        sim.runFrame()
        sim.click(at: CGPoint(x: 150, y: 150), buttons: .secondary, modifiers: [.command])
        sim.click(at: CGPoint(x: 150, y: 150), buttons: .primary, modifiers: [.shift])
        sim.tap(at: CGPoint(x: 150, y: 150))
        sim.advance(by: 1)
        #expect(clicks.seen.map(\.0) == [.secondary, .primary, []], "\(clicks.seen)")
        #expect(clicks.seen.map(\.1) == [[.command], [.shift], []])
    }
}
