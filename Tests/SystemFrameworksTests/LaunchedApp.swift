import Foundation
import Testing
import UIKit
import UIKitTesting

/// A file of the tests' Fixtures folder.
func fixtureURL(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
}

/// The smallest app delegate, for launching an app with one of the fixtures' Info.plists.
final class BareAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// Launches an app with the fixture Info.plist `plist` on `sim` (its usage descriptions and name
/// are what the permission prompts read), then shows `controller`.
@MainActor func launch<C: UIViewController>(_ controller: C, on sim: Simulator, infoPlist plist: String) throws -> C {
    sim.launch(BareAppDelegate(), infoPlist: try fixtureURL(plist), searchesResources: false)
    sim.rootViewController = controller
    sim.settle()
    return controller
}
