import Testing
import Foundation
import UIKit
import UIKitTesting
import PopoverCoordinates

@MainActor
@Suite(.serialized) struct PopoverCoordinatesTests {
    func screen(_ version: CoordinatesViewController.Version = .keepsPopover,
                device: Simulator.Device = .iPadPro11) -> (Simulator, CoordinatesViewController) {
        let sim = Simulator(device: device)
        let vc = CoordinatesViewController(version: version)
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

    @Test func aTapShowsItsCoordinatesInAPopoverPointingAtIt() throws {
        let (sim, vc) = screen()
        sim.tap(at: CGPoint(x: 300, y: 500))
        sim.settle()
        let popover = try #require(vc.popover)
        #expect(popover.isPopoverVisible && popover.popoverArrowDirection == .up)
        #expect(vc.xx.text == "x=300" && vc.yy.text == "y=500")
        #expect(sim.view(withText: "x=300") != nil && sim.view(withText: "y=500") != nil)
        // The panel hangs under the tap, the arrow's tip on it.
        let panel = vc.coordinates.convert(vc.coordinates.bounds, to: nil)
        #expect(panel.minY == 513 && panel.minX < 300 && panel.maxX > 300)
        try Snapshot.verify(sim.screenshot(), reference: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots/popover-coordinates-iPadPro11.png"))
        // A tap outside closes it; the delegate lets the controller go, as the chapter's fix does.
        sim.tap(at: CGPoint(x: 700, y: 200))
        sim.settle()
        #expect(vc.popover == nil && vc.presentedViewController == nil)
    }

    @Test func tapsNearEachEdgeTurnTheArrow() throws {
        let (sim, vc) = screen()
        let cases: [(CGPoint, UIPopoverArrowDirection)] = [
            (CGPoint(x: 417, y: 100), .up), (CGPoint(x: 417, y: 1150), .down),
            (CGPoint(x: 20, y: 600), .up), (CGPoint(x: 814, y: 1150), .down),
        ]
        for (point, direction) in cases {
            sim.tap(at: point)
            sim.settle()
            #expect(vc.popover?.popoverArrowDirection == direction, "\(point)")
            let panel = vc.coordinates.superview!.convert(vc.coordinates.superview!.bounds, to: nil)
            #expect(panel.minX >= 10 && panel.maxX <= 834 - 10 && panel.minY >= 24 + 10 && panel.maxY <= 1194 - 20 - 10, "\(point): \(panel)")
            vc.popover?.dismiss(animated: false)
            sim.settle()
        }
        // Landscape, at the right edge: the 480-point-tall content fits neither above nor below, so
        // it opens to the left with the arrow pointing right.
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        sim.tap(at: CGPoint(x: 1180, y: 400))
        sim.settle()
        let panel = vc.coordinates.superview!.convert(vc.coordinates.superview!.bounds, to: nil)
        let edge: CGFloat = 1180 - 13
        #expect(vc.popover?.popoverArrowDirection == .right && panel.maxX == edge)
    }

    @Test func theFirstAttemptMeetsTheChaptersException() throws {
        let (sim, vc) = screen(.forgetsPopover)
        sim.tap(at: CGPoint(x: 300, y: 500))
        sim.settle()
        #expect(vc.failure == "-[UIPopoverController dealloc] reached while popover is still visible.")
        #expect(sim.view(withText: "-[UIPopoverController dealloc] reached while popover is still visible.") != nil)
    }
}
