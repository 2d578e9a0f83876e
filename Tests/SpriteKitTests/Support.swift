import Foundation
import SpriteKit
import UIKitTesting

/// A controller whose view is an SKView, as Xcode's game template makes it.
final class GameController: UIViewController {
    override func loadView() { view = SKView(frame: UIScreen.main.bounds) }
    var skView: SKView { view as! SKView }
}

/// A device showing `scene` full screen: on an iPhone 15 (393 × 852 points) a scene of that size
/// with anchor (0, 0) has scene point (x, y) at screen point (x, 852 − y).
@MainActor func present(_ scene: SKScene) -> (Simulator, SKView) {
    let sim = Simulator()
    let controller = GameController()
    sim.rootViewController = controller
    controller.skView.presentScene(scene)
    sim.runFrame()
    return (sim, controller.skView)
}

/// A scene the size of the iPhone 15's screen, black, origin at the bottom left.
@MainActor func screenScene() -> SKScene {
    let scene = SKScene(size: CGSize(width: 393, height: 852))
    scene.backgroundColor = .black
    return scene
}

/// The screen point of a scene point in `screenScene()`.
func screen(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: 852 - y) }

let black = RGBA(r: 0, g: 0, b: 0)
let red = RGBA(r: 255, g: 0, b: 0)
let blue = RGBA(r: 0, g: 0, b: 255)
let green = RGBA(r: 0, g: 255, b: 0)

/// Whether two colours are within `tolerance` on every channel.
func close(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 3) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}
