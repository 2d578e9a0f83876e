import Foundation
import UIKit
import UIKitTesting
import QuartzCore
import FoundationDemo

/// `scroll-under-blur`: the 10,000-row list flung on an iPhone 15 at 3×, each frame timed, three
/// ways: with a system material (a real backdrop blur) over its top 140 points as well as the
/// navigation bar's own material (`scroll-under-blur`); with the bar's material only, as every
/// scrolled list has it (`scroll-under-bar`); and with an opaque bar, nothing blurred
/// (`scroll-under-opaque-bar`): the blurs' share of a frame shows beside the list's own.
@MainActor func runScrollUnderBlur() {
    enum Setting: String, CaseIterable { case material = "scroll-under-blur", bar = "scroll-under-bar", opaque = "scroll-under-opaque-bar" }
    for setting in Setting.allCases {
        let sim = Simulator(device: .iPhone15)
        let list = LongListViewController(rows: 10_000)
        let nav = UINavigationController(rootViewController: list)
        sim.rootViewController = nav
        switch setting {
        case .material:
            let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            material.frame = CGRect(x: 0, y: 0, width: 393, height: 140)
            nav.view.addSubview(material)
        case .bar: break
        case .opaque:
            let look = UINavigationBarAppearance()
            look.configureWithOpaqueBackground()
            nav.navigationBar.standardAppearance = look
        }
        sim.settle()
        let env = sim.environment
        let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
        var frames: [Double] = []
        var baseline: [Double] = []
        let blursBefore = env.compositor.backdropsBlurred
        for _ in 0..<6 {
            sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 250), duration: 0.1)
            var n = 0
            while list.tableView.isDecelerating && n < 120 {
                n += 1
                let t0 = nowNanos()
                sim.advance(by: env.frameInterval)
                frames.append(Double(nowNanos() - t0) / 1e6)
            }
            baseline += memcpyTimes(bytes: bytes, runs: 10)
        }
        report(setting.rawValue, frames, memcpy: baseline)
        print("bench \(setting.rawValue): \(frames.count) frames, \(env.compositor.backdropsBlurred - blursBefore) blurs")
    }
}
