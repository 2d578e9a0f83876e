import Testing
import UIKit
import UIKitTesting
import ViewSwitcher
import ViewSwitcherNib

/// Seed 002 from its nibs: the same app as the code version, screen for screen.
@MainActor
@Suite(.serialized) struct ViewSwitcherNibTests {
    let blue = RGBA(r: 0, g: 0, b: 255)
    let yellow = RGBA(r: 255, g: 255, b: 0)

    @Test func theNibWiresTheToolbarAndItsAction() throws {
        let sim = Simulator(device: .iPhone15)
        let root = ViewSwitcherNib.SwitchViewController()
        sim.rootViewController = root
        let toolbar = try #require(root.toolbar, "the toolbar outlet is connected")
        #expect(toolbar.superview === root.view)
        #expect(toolbar.items?.map(\.title) == ["Switch Views"])
        #expect(toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44), "constrained to the safe area's bottom")
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == blue, "BlueView.xib's view, behind the toolbar")
        #expect(root.blueViewController?.view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(root.yellowViewController == nil)
        sim.tap(on: try #require(sim.view(withText: "Switch Views")))
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == yellow)
        #expect(root.view.subviews.last === toolbar)
        sim.tap(on: try #require(sim.view(withText: "Switch Views")))
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == blue)
    }

    @Test func aMemoryWarningReleasesTheHiddenControllerAndTheNibLoadsAgain() throws {
        let sim = Simulator(device: .iPhone15)
        let root = ViewSwitcherNib.SwitchViewController()
        sim.rootViewController = root
        weak var firstBlueView = root.blueViewController?.view
        sim.tap(on: try #require(sim.view(withText: "Switch Views")))
        sim.settle()
        weak var hiddenBlue = root.blueViewController
        sim.simulateMemoryWarning()
        #expect(hiddenBlue == nil && firstBlueView == nil, "the hidden controller and its nib's view are gone")
        #expect(root.yellowViewController != nil)
        sim.tap(on: try #require(sim.view(withText: "Switch Views")))
        sim.settle()
        let again = try #require(root.blueViewController?.viewIfLoaded)
        #expect(again.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1), "BlueView.xib loaded again")
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == blue)
        sim.simulateMemoryWarning()
        #expect(root.yellowViewController == nil)
    }

    /// Both versions, driven the same way, give the same pixels at each step (the flip midway too).
    @Test func theNibAndCodeVersionsLookTheSame() throws {
        func shots(_ make: () -> UIViewController) throws -> [Data] {
            let sim = Simulator(device: .iPhone15)
            sim.rootViewController = make()
            var out = [sim.screenshot()]
            sim.tap(on: try #require(sim.view(withText: "Switch Views")))
            sim.advance(by: 0.4)
            out.append(sim.screenshot())
            sim.settle()
            out.append(sim.screenshot())
            return out
        }
        let code = try shots { ViewSwitcher.SwitchViewController() }
        let nib = try shots { ViewSwitcherNib.SwitchViewController() }
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            for (i, (a, b)) in zip(code, nib).enumerated() {
                try a.write(to: URL(fileURLWithPath: dir + "/switcher-code-\(i).png"))
                try b.write(to: URL(fileURLWithPath: dir + "/switcher-nib-\(i).png"))
            }
        }
        for (i, (a, b)) in zip(code, nib).enumerated() {
            let diff = try Snapshot.difference(a, b)
            #expect(diff < 0.001, "step \(i): \(diff) of the pixels differ")
        }
    }
}
