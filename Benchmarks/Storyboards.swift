import Foundation
@_spi(Testing) import UIKit
@_spi(Testing) import UIKitTesting
@_spi(OpenUIKit) import QuartzCore
import StoryboardFruit

/// Launching a storyboard app to its first frame: the storyboard's initial controller (a
/// navigation controller with a table of prototype cells) made, its view loaded from the scene,
/// laid out (Auto Layout), drawn and composited at 3x. Cold reads and parses the file again;
/// warm finds it parsed, as a second instantiation in a running app does.
@MainActor func runStoryboardLaunch() {
    var cold: [Double] = [], warm: [Double] = []
    var bytes = 0
    for round in 0..<42 {
        let sim = Simulator(device: .iPhone15)
        bytes = sim.environment.compositor.bytesPerRow * sim.environment.compositor.pixelHeight
        let isCold = round % 2 == 0
        if isCold { UIApplication.shared.forgetInterfaceBuilderFiles() }
        let t0 = nowNanos()
        let root = FruitListController.storyboard().instantiateInitialViewController()
        sim.rootViewController = root
        let ms = Double(nowNanos() - t0) / 1e6
        precondition(sim.view(withText: "Elderberry") != nil, "the list is on screen")
        // The first two rounds warm up malloc and the font caches.
        if round >= 2 { if isCold { cold.append(ms) } else { warm.append(ms) } }
    }
    let mc = memcpyTimes(bytes: bytes, runs: 60)
    report("storyboard-launch-cold", cold, memcpy: mc)
    report("storyboard-launch-warm", warm, memcpy: mc)
}
