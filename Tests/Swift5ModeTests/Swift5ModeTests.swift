import Testing
import UIKit
import UIKitTesting

// This target compiles in Swift 5 language mode, as most apps still do: UIKit subclasses declare
// their own deinit, override drawing and the layer delegate, as on iOS.

final class Swift5Controller: UIViewController {
    nonisolated(unsafe) static var released = 0
    deinit { Swift5Controller.released += 1 }
}

final class Swift5View: UIView {
    nonisolated(unsafe) static var released = 0
    deinit { Swift5View.released += 1 }
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        super.action(for: layer, forKey: event)
    }
}

@MainActor
@Suite struct Swift5ModeTests {
    @Test func subclassesWithDeinitCompileAndRelease() {
        let sim = Simulator()
        do {
            let vc = Swift5Controller()
            sim.rootViewController = vc
            vc.view.addSubview(Swift5View(frame: CGRect(x: 0, y: 100, width: 40, height: 40)))
            sim.settle()
            #expect(sim.color(at: CGPoint(x: 20, y: 120)) == RGBA(r: 255, g: 0, b: 0))
            sim.rootViewController = nil
            sim.settle()
        }
        #expect(Swift5Controller.released == 1)
        #expect(Swift5View.released == 1)
    }
}
