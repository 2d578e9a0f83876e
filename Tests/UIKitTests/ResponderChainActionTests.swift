import Testing
import UIKit
import UIKitTesting

// Nil-targeted actions, written as an iOS app writes them with `#selector` and a nil target,
// ported with method references (Docs/Porting.md).

class Editor: UIViewController {
    var saves: [String] = []
    var isLocked = false
    func save(_ sender: UIButton) { saves.append(sender.title(for: .normal) ?? "?") }
    func share() { saves.append("share") }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if isLocked && action == Selector(Editor.save) { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// A class-bound protocol (what `@objc protocol Dimmer` ports to): its method is an action any
/// adopter up the chain performs.
protocol Dimmer: AnyObject {
    func dim(_ sender: Any?)
}

final class DimmingController: UIViewController, @preconcurrency Dimmer {
    var dims = 0
    func dim(_ sender: Any?) { dims += 1 }
}

/// Somewhere else on screen, and able to become first responder.
final class Inspector: UIView {
    var shares = 0
    override var canBecomeFirstResponder: Bool { true }
    func share() { shares += 1 }
}

@MainActor
@Suite(.serialized) struct ResponderChainActionTests {
    /// An outer editor holding an inner one whose view holds a Save button with a nil target.
    func makeScreen(_ sim: Simulator) -> (outer: Editor, inner: Editor, button: UIButton) {
        let outer = Editor()
        let inner = Editor()
        outer.addChild(inner)
        outer.view.addSubview(inner.view)
        inner.view.frame = CGRect(x: 0, y: 100, width: 393, height: 300)
        inner.didMove(toParent: outer)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.addTarget(nil, action: Editor.save, for: .touchUpInside)
        inner.view.addSubview(button)
        sim.rootViewController = outer
        sim.settle()
        return (outer, inner, button)
    }

    @Test func aNilTargetFindsTheNearestResponderOfTheMethodsType() {
        let sim = Simulator()
        let (outer, inner, button) = makeScreen(sim)
        sim.tap(on: button)
        #expect(inner.saves == ["Save"])
        #expect(outer.saves.isEmpty)
        #expect(button.allTargets.contains { $0.base is NSNull }, "a nil target is NSNull, as on iOS")
    }

    @Test func aProtocolsMethodReachesTheNearestAdopter() {
        let sim = Simulator()
        let vc = DimmingController()
        let button = UIButton(type: .system)
        button.setTitle("Dim", for: .normal)
        button.frame = CGRect(x: 20, y: 120, width: 100, height: 44)
        button.addTarget(nil, action: Dimmer.dim, for: .touchUpInside)
        vc.view.addSubview(button)
        sim.rootViewController = vc
        sim.settle()
        sim.tap(on: button)
        #expect(vc.dims == 1)
    }

    @Test func canPerformActionPassesTheActionFurtherUp() {
        let sim = Simulator()
        let (outer, inner, button) = makeScreen(sim)
        inner.isLocked = true
        sim.tap(on: button)
        #expect(inner.saves.isEmpty)
        #expect(outer.saves == ["Save"])
        #expect(button.target(forAction: Selector(Editor.save), withSender: button) as AnyObject? === outer)
        #expect(inner.target(forAction: "copy:", withSender: nil) == nil, "nobody implements a named selector")
    }

    @Test func theChainStartsAtTheFirstResponder() {
        let sim = Simulator()
        let (outer, _, button) = makeScreen(sim)
        let inspector = Inspector(frame: CGRect(x: 0, y: 500, width: 100, height: 100))
        outer.view.addSubview(inspector)
        let shareButton = UIButton(type: .system)
        shareButton.setTitle("Share", for: .normal)
        shareButton.frame = CGRect(x: 150, y: 120, width: 100, height: 44)
        shareButton.addTarget(nil, action: Inspector.share, for: .touchUpInside)
        outer.view.addSubview(shareButton)
        sim.settle()
        sim.tap(on: shareButton)
        #expect(inspector.shares == 0, "the inspector is not up the button's chain")
        #expect(inspector.becomeFirstResponder())
        sim.tap(on: shareButton)
        #expect(inspector.shares == 1, "it is the first responder now")
        _ = button
    }

    @Test func sendActionReportsWhetherAnyoneGotIt() {
        let sim = Simulator()
        let (outer, inner, button) = makeScreen(sim)
        #expect(UIApplication.shared.sendAction(Editor.save, to: nil, from: button, for: nil))
        #expect(inner.saves == ["Save"])
        #expect(UIApplication.shared.sendAction(Editor.share, to: outer, from: nil, for: nil))
        #expect(outer.saves == ["share"])
        #expect(!UIApplication.shared.sendAction(Inspector.share, to: nil, from: button, for: nil))
    }

    @Test func nilTargetedBarButtonItemsReachTheControllerOfTheirBar() {
        let sim = Simulator()
        let editor = Editor()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 393, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: Editor.share)]
        editor.view.addSubview(toolbar)
        sim.rootViewController = editor
        sim.settle()
        let item = sim.view(withText: "Share")
        #expect(item != nil)
        if let item { sim.tap(on: item) }
        #expect(editor.saves == ["share"])
    }
}
