import Foundation
import UIKit
import QuartzCore
import UIKitTesting

/// `keystroke-to-frame`: a finger lifted off a key of the on-screen keyboard, to the composited frame
/// that shows the letter in the field (the pop-up shown at the press is already on screen).
@MainActor func runKeystrokeToFrame() {
    let (sim, vc) = blankScreen()
    let field = UITextField(frame: CGRect(x: 20, y: 120, width: 353, height: 34))
    field.borderStyle = .roundedRect
    field.autocapitalizationType = .none
    vc.view.addSubview(field)
    sim.settle()
    sim.tap(on: field)
    sim.settle()
    let env = sim.environment
    guard let key = sim.view(withText: "g") else { print("bench keystroke-to-frame: no key"); return }
    let p = key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: nil)
    var times: [Double] = []
    var damage: [Double] = []
    let screen = Double(env.compositor.pixelWidth * env.compositor.pixelHeight)
    for i in 0..<300 {
        if i % 20 == 0 { field.text = ""; env.runFrame() }
        env.touchInput.send([.init(finger: 1, phase: .down, location: p)])
        env.runFrame()
        let t0 = nowNanos()
        env.touchInput.send([.init(finger: 1, phase: .up, location: p)])
        env.runFrame()
        times.append(Double(nowNanos() - t0) / 1e6)
        damage.append(env.compositor.lastDamage.reduce(0) { $0 + Double($1.width * $1.height) } / screen)
    }
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    report("keystroke-to-frame", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
    print(String(format: "bench keystroke-to-frame: field shows %d characters typed; median repainted area %.2f%% of the screen",
                 field.text?.count ?? 0, percentile(damage, 0.5) * 100))
}
