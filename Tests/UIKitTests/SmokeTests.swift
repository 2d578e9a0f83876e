import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct SmokeTests {
    @Test func rendersColoredView() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        sim.rootViewController = vc
        vc.view.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        box.backgroundColor = .systemRed
        box.layer.cornerRadius = 20
        vc.view.addSubview(box)
        let label = UILabel(frame: CGRect(x: 20, y: 220, width: 350, height: 30))
        label.text = "Hello, Světe! Привет мир"
        vc.view.addSubview(label)
        let png = sim.screenshot()
        try png.write(to: URL(fileURLWithPath: "/tmp/smoke.png"))
        #expect(sim.color(at: CGPoint(x: 70, y: 150)) == RGBA(r: 255, g: 59, b: 48))
        #expect(sim.color(at: CGPoint(x: 200, y: 150)) == RGBA(r: 255, g: 255, b: 255))
    }
}
