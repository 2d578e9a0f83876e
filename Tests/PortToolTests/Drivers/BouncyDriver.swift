// Added to the ported Bouncy package by PortToolTests: a Swift 4 UIKit Dynamics tutorial app
// (storyboard from Xcode 9), launched from its Info.plist and driven as a person would.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Bouncy

@MainActor @Suite(.serialized) struct BouncyDriver {
    @Test func theSquareFallsHitsTheBarrierSnapsAndJumps() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        let vc = try #require(delegate.window?.rootViewController as? ViewController)
        let square = try #require(vc.square)
        sim.advance(by: 0.8)
        // It fell 100 points onto the barrier's corner and was told of it.
        #expect(vc.hits >= 1 && vc.hitsLabel.text == "\(vc.hits) hits", "the delegate heard the barrier")
        sim.advance(by: 4)
        #expect(!vc.animator.isRunning, "it came to rest")
        #expect(abs(atan2(square.transform.b, square.transform.a)) > 0.1 || square.center.y > 400,
                "it tipped off the barrier's end")
        #expect(square.frame.maxY > vc.view.bounds.maxY - 10, "and lies on the bottom: \(square.frame)")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-bouncy-rest.png"))
        }

        // A tap snaps it there (the #selector action), upright.
        sim.tap(at: CGPoint(x: 250, y: 500))
        sim.advance(by: 2)
        let there = vc.view.convert(CGPoint(x: 250, y: 500), from: nil)
        #expect(hypot(square.center.x - there.x, square.center.y - there.y) < 3, "snapped to the tap: \(square.center)")
        #expect(abs(atan2(square.transform.b, square.transform.a)) < 0.02)
        #expect(sim.color(at: CGPoint(x: 250, y: 500)).isClose(to: RGBA(r: 128, g: 128, b: 128), tolerance: 8), "drawn there, grey")

        // "Push" (the storyboard's push: action) throws it up.
        sim.tap(on: try #require(sim.view(withText: "Push")))
        sim.advance(by: 0.1)
        #expect(square.center.y < there.y - 20, "pushed up by the instantaneous push")
    }
}
