import Testing
import UIKit
import UIKitTesting

// The README's example, kept compiling and passing.

final class Greeting: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        label.text = "Dobrý den, světe"
        label.frame = CGRect(x: 20, y: 100, width: 300, height: 30)
        view.addSubview(label)
    }
}

@MainActor @Test func greets() {
    let sim = Simulator(device: .iPhone15)
    let vc = Greeting()
    sim.rootViewController = vc
    #expect(sim.view(withText: "Dobrý den, světe") === vc.label)
    UIView.animate(withDuration: 1) { vc.label.alpha = 0 }
    sim.advance(by: 0.5)                                   // the virtual clock: halfway through
    #expect(abs(vc.label.layer.presentation()!.opacity - 0.5) < 0.05)
    let png = sim.screenshot()                             // the composited screen at 3x
    #expect(!png.isEmpty)
}
