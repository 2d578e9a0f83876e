import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTesting
import HierarchyBrowser
import KeyboardRecipe
import MasterDetail
import PopoverCoordinates
import Sketch
import ViewSwitcher

/// The course's seed apps, snapshot-tested as an iOS team writes it with swift-snapshot-testing:
/// `assertSnapshot(of:as:)` with the same strategies and devices. References are in __Snapshots__/
/// (recorded on the first run; `SNAPSHOT_TESTING_RECORD=all` records them again).
/// `perceptualPrecision: 0.98` allows what an eye cannot tell apart, as teams do on CI.
@MainActor @Suite(.serialized) struct SeedSnapshots {
    @Test func viewSwitcherOnAnIPhone13() {
        assertSnapshot(of: SwitchViewController(), as: .image(on: .iPhone13, perceptualPrecision: 0.98))
    }

    @Test func hierarchyBrowserInANavigationController() {
        let list = SelectionVC(items: [.leaf("Alpha"), .leaf("Beta"), .list([.leaf("1"), .leaf("2")]), .leaf("Gamma")])
        list.title = "Browser"
        assertSnapshot(of: UINavigationController(rootViewController: list), as: .image(on: .iPhone13, perceptualPrecision: 0.98))
    }

    @Test func keyboardRecipeOnAnIPhoneSeAndItsHierarchy() {
        let vc = KeyboardRecipeViewController()
        assertSnapshot(of: vc, as: .image(on: .iPhoneSe, perceptualPrecision: 0.98))
        assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhoneSe))
    }

    @Test func popoverCoordinatesOnAnIPadPro11InPortrait() {
        assertSnapshot(of: CoordinatesViewController(), as: .image(on: .iPadPro11(.portrait), perceptualPrecision: 0.98))
    }

    @Test func masterDetailOnAnIPadPro11InLandscape() {
        assertSnapshot(of: MasterDetailSplit(), as: .image(on: .iPadPro11, perceptualPrecision: 0.98))
    }

    /// Seed 004: two strokes drawn with a finger, then the pad's view at its own size.
    @Test func sketchAfterTwoStrokes() {
        let vc = SketchViewController()
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.drag(from: CGPoint(x: 60, y: 200), to: CGPoint(x: 320, y: 520))
        sim.drag(from: CGPoint(x: 320, y: 200), to: CGPoint(x: 80, y: 600))
        #expect(vc.lines.count == 2, "one line from where each finger went down to where it lifted")
        assertSnapshot(of: vc.view, as: .image(precision: 0.99, perceptualPrecision: 0.98))
    }
}
