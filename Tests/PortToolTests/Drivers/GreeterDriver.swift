// Added to the ported Greeter package by PortToolTests: the app launched from its Info.plist
// and driven as a person would, through UIKitTesting's Simulator.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Greeter

@MainActor @Suite(.serialized) struct GreeterDriver {
    @Test func greetingSomeoneByName() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        // Not settle(): the app's repeating timer is always due, so settle would run to its limit.
        sim.advance(by: 0.5)
        // The scene from the manifest, its window from Main.storyboard.
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require((scene.delegate as? SceneDelegate)?.window)
        let vc = try #require(window.rootViewController as? ViewController)
        #expect(sim.view(withText: "Who are you?") != nil)

        sim.tap(on: vc.nameField)
        sim.type("Ada")
        sim.advance(by: 0.5)
        #expect(vc.keyboardShown, "the selector observer became a block observer and still hears the keyboard")
        sim.tap(on: try #require(sim.view(withText: "Greet")))
        sim.advance(by: 0.5)
        #expect(vc.greetingLabel.text == "Hello, Ada!", "the storyboard's action greet: reached the @IBAction")
        #expect(vc.greetingLabel.text == "Hello, Ada!")
        sim.advance(by: 1.6)
        #expect(vc.greetingLabel.text == "See you, Ada!", "perform(_:with:afterDelay:) became perform(afterDelay:)")
        #expect(vc.ticks >= 3 && vc.ticks <= 5, "the selector timer ticks once a second on the virtual clock")

        let before = vc.taps
        sim.tap(at: CGPoint(x: 200, y: 700))
        sim.advance(by: 0.5)
        #expect(vc.taps == before + 1 && vc.countLabel.text == "\(before + 1) taps", "the gesture's addTarget action")

        sim.tap(on: vc.resetButton)
        sim.advance(by: 0.5)
        #expect(vc.greetingLabel.text == "Who are you?", "the code-made button's target-action")
        #expect(vc.countLabel.text == "refreshed", "sendAction up the responder chain, allowed by canPerformAction")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-greeter.png"))
        }
    }
}
