import Foundation
@_spi(Testing) import UIKit
import UIKitTesting
import QuartzCore
import StoryboardFruit

/// An app delegate that keeps the window UIKit makes from the main storyboard.
@MainActor final class BenchAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// Launching a storyboard app to its first frame, as UIApplicationMain does it: Info.plist read,
/// `UIMainStoryboardFile` (Fruit.storyboard, six scenes) opened, its initial navigation controller
/// and table view controller made, the delegate's callbacks, the window shown, then the first
/// frame laid out (Auto Layout), drawn and composited at 3x. Cold reads and parses the files
/// again; warm finds the storyboard parsed, as a second launch in the same process would.
@MainActor func runStoryboardLaunch() {
    guard let info = FruitListController.infoPlist else { fatalError("StoryboardFruit's Info.plist is missing") }
    var cold: [Double] = [], warm: [Double] = []
    var bytes = 0
    let app = UIApplication.shared
    for round in 0..<42 {
        let sim = Simulator(device: .iPhone15)
        bytes = sim.environment.compositor.bytesPerRow * sim.environment.compositor.pixelHeight
        let isCold = round % 2 == 0
        if isCold { app.forgetInterfaceBuilderFiles() }
        let delegate = BenchAppDelegate(coder: NSCoder())!
        let t0 = nowNanos()
        app.launch(with: delegate, infoPlist: info)
        sim.runFrame()
        let ms = Double(nowNanos() - t0) / 1e6
        precondition(sim.view(withText: "Elderberry") != nil, "the list is on screen")
        app.delegate = nil
        // The first two rounds warm up malloc and the font caches.
        if round >= 2 { if isCold { cold.append(ms) } else { warm.append(ms) } }
    }
    let mc = memcpyTimes(bytes: bytes, runs: 60)
    report("storyboard-launch-cold", cold, memcpy: mc)
    report("storyboard-launch-warm", warm, memcpy: mc)
}
