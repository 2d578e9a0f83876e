import Testing
import UIKit
import UIKitTesting
import ViewSwitcher

/// Seed 002: the view switcher behaves as the chapter says.
@MainActor
@Suite(.serialized) struct ViewSwitcherTests {
    let blue = RGBA(r: 0, g: 0, b: 255)
    let yellow = RGBA(r: 255, g: 255, b: 0)

    @Test func blueAtLaunchAndYellowNotYetMade() {
        let sim = Simulator(device: .iPhone15)
        let root = SwitchViewController()
        sim.rootViewController = root
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == blue)
        #expect(root.blueViewController != nil && root.yellowViewController == nil, "lazy: no yellow until needed")
        // The toolbar: 44 points above the home indicator, its background running on below it.
        #expect(root.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        let bar = sim.color(at: CGPoint(x: 300, y: 790))
        // The material: light, with the blue behind showing through its blur.
        #expect(bar.r > 170 && bar.r < 235 && bar.b > 240, "translucent toolbar background over the blue: \(bar)")
        #expect(sim.color(at: CGPoint(x: 300, y: 840)) == bar, "the background runs on under the home indicator")
    }

    @Test func theButtonSwapsAndTheToolbarStaysOnTop() throws {
        let sim = Simulator(device: .iPhone15)
        let root = SwitchViewController()
        sim.rootViewController = root
        let button = try #require(sim.view(withText: "Switch Views"))
        sim.tap(on: button)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == yellow)
        #expect(root.yellowViewController != nil)
        #expect(root.view.subviews.last === root.toolbar, "content goes in at index 0, behind the toolbar")
        #expect(sim.view(withText: "Switch Views") != nil)
        sim.tap(on: button)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == blue)
        #expect(root.yellowViewController?.viewIfLoaded?.superview == nil)
    }

    /// The later editions' flip: a quarter of the way through, the blue screen (toolbar and all) has
    /// turned away about its vertical axis, its right edge towards the viewer, over a black window.
    @Test func theSwitchFlipsTheScreenOver() throws {
        let sim = Simulator(device: .iPhone15)
        let root = SwitchViewController()
        sim.rootViewController = root
        sim.tap(on: try #require(sim.view(withText: "Switch Views")))
        sim.advance(by: 0.4)
        let shot = sim.screenshot()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try shot.write(to: URL(fileURLWithPath: dir + "/switcher-mid-flip.png"))
        }
        let black = RGBA(r: 0, g: 0, b: 0)
        #expect(sim.color(at: CGPoint(x: 196, y: 426)) == blue, "the blue face still shows, half-turned")
        #expect(sim.color(at: CGPoint(x: 8, y: 426)) == black && sim.color(at: CGPoint(x: 385, y: 426)) == black,
                "narrower than the screen: the window shows at both sides")
        // From the right: the right edge is nearer, so taller than the left one. Edges are found by
        // bisection from a point on the face towards the black outside it.
        func edge(from inside: CGPoint, to outside: CGPoint) -> CGPoint {
            var a = inside, b = outside
            for _ in 0..<10 {
                let m = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                if sim.color(at: m) == black { b = m } else { a = m }
            }
            return a
        }
        let left = edge(from: CGPoint(x: 196, y: 426), to: CGPoint(x: 0, y: 426)).x + 3
        let right = edge(from: CGPoint(x: 196, y: 426), to: CGPoint(x: 392, y: 426)).x - 3
        func height(atX x: CGFloat) -> CGFloat {
            edge(from: CGPoint(x: x, y: 426), to: CGPoint(x: x, y: 851)).y - edge(from: CGPoint(x: x, y: 426), to: CGPoint(x: x, y: 0)).y
        }
        #expect(height(atX: right) > height(atX: left) + 20, "the right edge is the near one: \(height(atX: right)) vs \(height(atX: left))")
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == yellow)
        #expect(sim.color(at: CGPoint(x: 8, y: 426)) == yellow)
    }

    @Test func aMemoryWarningReleasesExactlyTheHiddenController() throws {
        let sim = Simulator(device: .iPhone15)
        let root = SwitchViewController()
        sim.rootViewController = root
        sim.tap(on: try #require(sim.view(withText: "Switch Views")))
        sim.settle()
        weak var hiddenBlue = root.blueViewController
        weak var shownYellow = root.yellowViewController
        #expect(hiddenBlue != nil && shownYellow != nil)
        sim.simulateMemoryWarning()
        #expect(hiddenBlue == nil, "nothing else keeps the hidden blue controller alive")
        #expect(shownYellow != nil && root.yellowViewController === shownYellow)
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == yellow)
        sim.tap(on: try #require(sim.view(withText: "Switch Views")))
        sim.settle()
        #expect(root.blueViewController != nil, "made again, lazily")
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == blue)
        sim.simulateMemoryWarning()
        #expect(shownYellow == nil, "now the yellow one is hidden and released")
    }
}

/// The switcher with its toolbar, compared with the reference beside this file.
@MainActor @Test func viewSwitcherLooksRight() throws {
    let sim = Simulator(device: .iPhone15)
    sim.rootViewController = SwitchViewController()
    let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/switcher-iPhone15.png")
    try Snapshot.verify(sim.screenshot(), reference: reference)
}
