import Testing
import Foundation
import UIKit
import UIKitTesting
import PopoverCoordinates
import PopoverCoordinatesNib

/// Seed 000 from SecondViewController.xib: the same app as the code version, pixel for pixel,
/// and the chapter's point about a nib's second top-level object.
@MainActor
@Suite(.serialized) struct PopoverCoordinatesNibTests {
    @Test func theSecondTopLevelViewHoldsTheFieldsAndShowsInThePopover() throws {
        let sim = Simulator(device: .iPadPro11)
        let vc = SecondViewController()
        sim.rootViewController = vc
        sim.settle()
        #expect(vc.label.text == "Second")
        let coordinates = try #require(vc.coordinates, "kept in viewDidLoad, as the chapter retains it")
        #expect(coordinates.superview == nil && coordinates.bounds.size == CGSize(width: 200, height: 100))
        #expect(vc.xx.superview === coordinates && vc.yy.superview === coordinates && vc.xx.borderStyle == .roundedRect)
        sim.tap(at: CGPoint(x: 300, y: 500))
        sim.settle()
        let popover = try #require(vc.popover)
        #expect(popover.isPopoverVisible && popover.popoverArrowDirection == .up)
        #expect(sim.view(withText: "x=300") != nil && sim.view(withText: "y=500") != nil)
        sim.tap(at: CGPoint(x: 700, y: 200))
        sim.settle()
        #expect(vc.popover == nil)
    }

    @Test func withoutTheRetainTheSecondViewIsGone() throws {
        let sim = Simulator(device: .iPadPro11)
        let vc = SecondViewController(keepsPopoverView: false)
        sim.rootViewController = vc
        sim.settle()
        #expect(vc.xx != nil, "the outlet keeps the field itself")
        #expect(vc.xx.superview == nil, "but nothing kept the top-level view that held it: released after loading")
        sim.tap(at: CGPoint(x: 300, y: 500))
        sim.settle()
        #expect(vc.popover == nil, "no view to show")
    }

    @Test func theNibAndCodeVersionsLookTheSame() throws {
        func shot(_ make: () -> UIViewController) -> Data {
            let sim = Simulator(device: .iPadPro11)
            sim.rootViewController = make()
            sim.settle()
            sim.tap(at: CGPoint(x: 300, y: 500))
            sim.settle()
            return sim.screenshot()
        }
        let code = shot { CoordinatesViewController() }
        let nib = shot { SecondViewController() }
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try code.write(to: URL(fileURLWithPath: dir + "/seed000-code.png"))
            try nib.write(to: URL(fileURLWithPath: dir + "/seed000-nib.png"))
        }
        #expect(try Snapshot.difference(code, nib, channel: 0) == 0, "the same pixels")
    }
}
