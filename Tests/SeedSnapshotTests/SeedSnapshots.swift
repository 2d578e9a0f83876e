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

    @Test func sketchViewAtItsOwnSize() {
        let view = SketchView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        view.backgroundColor = .white
        assertSnapshot(of: view, as: .image(precision: 0.99, perceptualPrecision: 0.98))
    }
}
