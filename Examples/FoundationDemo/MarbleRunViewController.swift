import UIKit
import SpriteKit

/// The Gallery's SpriteKit screen: marbles roll down zig-zag ramps, past a motor-driven windmill
/// (a pin joint), into three bins that count them. Tapping drops a marble where you tap.
public final class MarbleRunViewController: UIViewController {
    public var skView: SKView { view as! SKView }
    public private(set) var scene: MarbleRunScene!

    public override func loadView() { view = SKView() }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Marble Run"
        // The game starts below the bar, whose title would be lost on the dark scene.
        edgesForExtendedLayout = []
        scene = MarbleRunScene(size: CGSize(width: 390, height: 700))
        scene.scaleMode = .aspectFit
        skView.presentScene(scene)
        skView.showsNodeCount = true
    }
}

/// The marble run itself: ramps, a windmill, bins and a stream of marbles.
public final class MarbleRunScene: SKScene, SKPhysicsContactDelegate {
    enum Category {
        static let marble: UInt32 = 1
        static let wall: UInt32 = 2
        static let bin: UInt32 = 4
    }

    /// Marbles counted in each bin, left to right.
    public private(set) var binCounts = [0, 0, 0]
    public private(set) var marblesDropped = 0
    private var countLabels: [SKLabelNode] = []
    private let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]

    public override func didMove(to view: SKView) {
        backgroundColor = UIColor(red: 0.08, green: 0.1, blue: 0.2, alpha: 1)
        physicsBody = SKPhysicsBody(edgeLoopFrom: frame)
        physicsBody?.categoryBitMask = Category.wall
        physicsWorld.contactDelegate = self

        // Each ramp's high end meets a wall; marbles fall off its low end onto the next.
        for (i, y) in [590, 480, 370].enumerated() {
            let left = i % 2 == 0
            let ramp = SKSpriteNode(color: UIColor(white: 0.8, alpha: 1), size: CGSize(width: 310, height: 10))
            ramp.position = CGPoint(x: left ? 150 : 240, y: CGFloat(y))
            ramp.zRotation = left ? -0.15 : 0.15
            ramp.physicsBody = SKPhysicsBody(rectangleOf: ramp.size)
            ramp.physicsBody?.isDynamic = false
            ramp.physicsBody?.categoryBitMask = Category.wall
            addChild(ramp)
        }
        makeWindmill(at: CGPoint(x: 195, y: 210))
        makeBins()

        let drop = SKAction.sequence([.run { [weak self] in self?.dropMarble(at: CGPoint(x: 40, y: 680)) }, .wait(forDuration: 0.45)])
        run(.repeatForever(drop), withKey: "dropping")
    }

    /// A cross of two bars pinned at its centre, turned by the pin's motor.
    private func makeWindmill(at center: CGPoint) {
        let hub = SKShapeNode(circleOfRadius: 8)
        hub.fillColor = .systemPink
        hub.strokeColor = .clear
        hub.position = center
        hub.zPosition = 2
        hub.physicsBody = SKPhysicsBody(circleOfRadius: 4)
        hub.physicsBody?.isDynamic = false
        addChild(hub)
        let arms = SKNode()
        arms.position = center
        for angle in [0, CGFloat.pi / 2] {
            let bar = SKSpriteNode(color: .systemPink, size: CGSize(width: 120, height: 8))
            bar.zRotation = angle
            arms.addChild(bar)
        }
        arms.physicsBody = SKPhysicsBody(bodies: [SKPhysicsBody(rectangleOf: CGSize(width: 120, height: 8)),
                                                  SKPhysicsBody(rectangleOf: CGSize(width: 8, height: 120))])
        arms.physicsBody?.affectedByGravity = false
        arms.physicsBody?.categoryBitMask = Category.wall
        addChild(arms)
        let pin = SKPhysicsJointPin.joint(withBodyA: hub.physicsBody!, bodyB: arms.physicsBody!, anchor: center)
        pin.rotationSpeed = 2
        pin.frictionTorque = 50
        physicsWorld.add(pin)
    }

    private func makeBins() {
        let width = frame.width / 3
        for i in 0..<3 {
            let bin = SKSpriteNode(color: colors[i * 2 + 1].withAlphaComponent(0.35), size: CGSize(width: width - 6, height: 70))
            bin.name = "bin\(i)"
            bin.position = CGPoint(x: width * (CGFloat(i) + 0.5), y: 35)
            bin.physicsBody = SKPhysicsBody(rectangleOf: CGSize(width: width - 6, height: 8), center: CGPoint(x: 0, y: -31))
            bin.physicsBody?.isDynamic = false
            bin.physicsBody?.categoryBitMask = Category.bin
            addChild(bin)
            let label = SKLabelNode(fontNamed: "AvenirNext-Bold")
            label.text = "0"
            label.fontSize = 22
            label.verticalAlignmentMode = .center
            label.zPosition = 3
            bin.addChild(label)
            countLabels.append(label)
            if i > 0 {
                let divider = SKSpriteNode(color: .white, size: CGSize(width: 6, height: 80))
                divider.position = CGPoint(x: width * CGFloat(i), y: 40)
                divider.physicsBody = SKPhysicsBody(rectangleOf: divider.size)
                divider.physicsBody?.isDynamic = false
                divider.physicsBody?.categoryBitMask = Category.wall
                addChild(divider)
            }
        }
    }

    /// A marble at `point`, in the next colour.
    public func dropMarble(at point: CGPoint) {
        let marble = SKShapeNode(circleOfRadius: 9)
        marble.name = "marble"
        marble.fillColor = colors[marblesDropped % colors.count]
        marble.strokeColor = UIColor(white: 1, alpha: 0.6)
        marble.lineWidth = 1.5
        marble.position = point
        marble.physicsBody = SKPhysicsBody(circleOfRadius: 9)
        marble.physicsBody?.restitution = 0.3
        marble.physicsBody?.categoryBitMask = Category.marble
        marble.physicsBody?.contactTestBitMask = Category.bin
        addChild(marble)
        marblesDropped += 1
        // Keep the run light: the oldest marbles go.
        let marbles = children.filter { $0.name == "marble" }
        if marbles.count > 40 { marbles.first?.removeFromParent() }
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { dropMarble(at: touch.location(in: self)) }
    }

    public func didBegin(_ contact: SKPhysicsContact) {
        let nodes = [contact.bodyA.node, contact.bodyB.node]
        guard let bin = nodes.first(where: { $0?.name?.hasPrefix("bin") == true }) ?? nil,
              let marble = nodes.first(where: { $0?.name == "marble" }) ?? nil,
              let index = Int(bin.name!.dropFirst(3)) else { return }
        marble.name = "counted"
        binCounts[index] += 1
        countLabels[index].text = "\(binCounts[index])"
        marble.run(.sequence([.wait(forDuration: 0.6), .fadeOut(withDuration: 0.3), .removeFromParent()]))
    }
}
