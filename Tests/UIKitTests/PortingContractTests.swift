import Testing
import Foundation
import UIKit
import UIKitTesting

/// PORTING.md's replacements and its Simulator example, compiled and run as written there.
final class PortedController: UIViewController {
    @Outlet var label: UILabel!
    var log: [String] = []
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        label = UILabel(frame: CGRect(x: 20, y: 120, width: 200, height: 30))
        label.text = "Edit"
        view.addSubview(label)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 80, height: 44)
        button.addTarget(self, action: PortedController.tapped, for: .touchUpInside)
        view.addSubview(button)
        let tap = UITapGestureRecognizer(target: self, action: PortedController.recognized)
        tap.addTarget(self, action: PortedController.plain)
        label.isUserInteractionEnabled = true
        label.addGestureRecognizer(tap)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: PortedController.reload)
        toolbarItems = [UIBarButtonItem(title: "Title", style: .plain, target: self, action: PortedController.reload),
                        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                        UIBarButtonItem(image: UIImage(), style: .plain, target: self, action: PortedController.reload)]
    }

    func tapped(_ sender: UIButton) { log.append("tapped"); perform(afterDelay: 0.3) { self.go(3) } }
    func recognized(_ r: UITapGestureRecognizer) { log.append("recognized") }
    func plain() { log.append("plain") }
    func reload() { log.append("reload") }
    func go(_ n: Int) { log.append("go \(n)") }
}

@MainActor
@Suite(.serialized) struct PortingContractTests {
    @Test func theReplacementsWorkAsPortingSays() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = PortedController()
        sim.rootViewController = vc
        sim.tap(on: vc.button)
        #expect(vc.log == ["tapped"])
        sim.advance(by: 0.35)
        #expect(vc.log == ["tapped", "go 3"])
        sim.tap(on: vc.button)
        NSObject.cancelPreviousPerformRequests(withTarget: vc)
        sim.advance(by: 1)
        #expect(vc.log.last == "tapped", "cancelled")
        sim.tap(on: vc.label)
        #expect(vc.log.suffix(2) == ["recognized", "plain"])
        let frame = NSValue(cgRect: CGRect(x: 0, y: 500, width: 393, height: 352))
        let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil,
                                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
        #expect((note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.minY == 500)
    }

    @Test func theSimulatorExample() throws {
        try example()
    }

    @MainActor func example() throws {
        let sim = Simulator(device: .iPhone15)      // also .iPhoneSE, .iPadPro11; portrait
        sim.rootViewController = PortedController() // key window, visible, laid out, drawn
        let p = CGPoint(x: 200, y: 400)
        let a = CGPoint(x: 10, y: 300), b = CGPoint(x: 200, y: 300)
        let someView = sim.view(withText: "Go")!
        sim.tap(at: CGPoint(x: 100, y: 200))        // window coordinates, points
        sim.tap(at: p, count: 3)                    // a triple tap, realistic spacing
        sim.tap(on: someView)                       // its centre
        sim.drag(from: a, to: b, duration: 0.25)    // touch down, moves, up
        sim.pinch(at: p, scale: 2.0)                // two fingers
        sim.type("Hello")                           // into the first responder
        sim.advance(by: 0.35)                       // the virtual clock: timers, performs, animations
        sim.settle()                                // until no animation, transition or timer is due (bounded)
        sim.rotate(to: .landscapeLeft)
        sim.simulateMemoryWarning()
        let png: Data = sim.screenshot()            // the composited screen, PNG, at device scale
        let v: UIView? = sim.view(withText: "Edit") // the frontmost visible view showing exactly that text
        let dump: String = sim.viewHierarchy()      // an indented tree of the visible views
        #expect(!png.isEmpty && v != nil && dump.contains("UILabel"))
        #expect(sim.window.isKeyWindow && sim.screen.bounds.width == 852)
    }
}
