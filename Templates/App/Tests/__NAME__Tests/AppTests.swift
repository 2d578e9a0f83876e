import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTesting
@testable import __NAME__

/// The app launched on a headless iPhone and used as a person would; then its first screen
/// compared with the reference image in __Snapshots__/ (delete it to record a new one).
@MainActor @Suite(.serialized) struct AppTests {
    @Test func tappingTheButtonCounts() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        #expect(sim.view(withText: "Welcome") != nil, "the navigation bar's title")
        let button = try #require(sim.view(withText: "Tap me"))
        sim.tap(on: button)
        sim.tap(on: button)
        #expect(sim.view(withText: "Tapped 2 times") != nil)
    }

    @Test func theFirstScreen() {
        assertSnapshot(of: UINavigationController(rootViewController: ViewController()),
                       as: .image(on: .iPhone13, perceptualPrecision: 0.98))
    }
}
