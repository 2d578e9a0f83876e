//
//  GameScene.swift
//  Plinko
//

import SpriteKit
import GameplayKit

struct PhysicsCategory {
    static let ball: UInt32 = 0x1 << 0
    static let peg: UInt32 = 0x1 << 1
    static let slot: UInt32 = 0x1 << 2
}

class GameScene: SKScene, SKPhysicsContactDelegate {
    var scoreLabel: SKLabelNode!
    var ballsLeftLabel: SKLabelNode!
    var landings = [String]()

    var score = 0 {
        didSet {
            scoreLabel.text = "Score: \(score)"
        }
    }

    var ballsLeft = 5 {
        didSet {
            ballsLeftLabel.text = "Balls: \(ballsLeft)"
        }
    }

    override func didMove(to view: SKView) {
        backgroundColor = SKColor(red: 0.1, green: 0.12, blue: 0.25, alpha: 1)
        physicsBody = SKPhysicsBody(edgeLoopFrom: frame)
        physicsWorld.contactDelegate = self

        scoreLabel = SKLabelNode(fontNamed: "Chalkduster")
        scoreLabel.text = "Score: 0"
        scoreLabel.fontSize = 28
        scoreLabel.horizontalAlignmentMode = .right
        scoreLabel.position = CGPoint(x: frame.maxX - 20, y: frame.maxY - 60)
        addChild(scoreLabel)

        ballsLeftLabel = SKLabelNode(fontNamed: "Chalkduster")
        ballsLeftLabel.text = "Balls: 5"
        ballsLeftLabel.fontSize = 28
        ballsLeftLabel.horizontalAlignmentMode = .left
        ballsLeftLabel.position = CGPoint(x: 20, y: frame.maxY - 60)
        addChild(ballsLeftLabel)

        makeSlots()
        makePegs()
    }

    func makeSlots() {
        let count = 4
        let width = frame.width / CGFloat(count)
        for i in 0..<count {
            let good = i % 2 == 0
            let slot = SKSpriteNode(color: good ? .green : .red, size: CGSize(width: width - 8, height: 24))
            slot.name = good ? "good" : "bad"
            slot.position = CGPoint(x: width * (CGFloat(i) + 0.5), y: 12)
            slot.physicsBody = SKPhysicsBody(rectangleOf: slot.size)
            slot.physicsBody!.isDynamic = false
            slot.physicsBody!.categoryBitMask = PhysicsCategory.slot
            addChild(slot)

            if i > 0 {
                let divider = SKSpriteNode(color: .white, size: CGSize(width: 6, height: 70))
                divider.position = CGPoint(x: width * CGFloat(i), y: 35)
                divider.physicsBody = SKPhysicsBody(rectangleOf: divider.size)
                divider.physicsBody!.isDynamic = false
                divider.physicsBody!.categoryBitMask = PhysicsCategory.peg
                addChild(divider)
            }
        }
    }

    func makePegs() {
        let rows = 6
        let spacing: CGFloat = 56
        for row in 0..<rows {
            let offset: CGFloat = row % 2 == 0 ? 0 : spacing / 2
            var x = offset + spacing / 2
            while x < frame.width {
                let peg = SKShapeNode(circleOfRadius: 6)
                peg.fillColor = .white
                peg.strokeColor = .clear
                peg.position = CGPoint(x: x, y: 180 + CGFloat(row) * 60)
                peg.physicsBody = SKPhysicsBody(circleOfRadius: 6)
                peg.physicsBody!.isDynamic = false
                peg.physicsBody!.categoryBitMask = PhysicsCategory.peg
                addChild(peg)
                x += spacing
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, ballsLeft > 0 else { return }
        let location = touch.location(in: self)

        let ball = SKShapeNode(circleOfRadius: 12)
        ball.fillColor = .yellow
        ball.strokeColor = .orange
        ball.lineWidth = 2
        ball.name = "ball"
        ball.position = CGPoint(x: location.x, y: frame.maxY - 100)
        ball.physicsBody = SKPhysicsBody(circleOfRadius: 12)
        ball.physicsBody!.restitution = 0.5
        ball.physicsBody!.categoryBitMask = PhysicsCategory.ball
        ball.physicsBody!.contactTestBitMask = PhysicsCategory.slot
        addChild(ball)
        ballsLeft -= 1
    }

    func didBegin(_ contact: SKPhysicsContact) {
        guard let nodeA = contact.bodyA.node, let nodeB = contact.bodyB.node else { return }
        if nodeA.name == "ball" {
            land(ball: nodeA, in: nodeB)
        } else if nodeB.name == "ball" {
            land(ball: nodeB, in: nodeA)
        }
    }

    func land(ball: SKNode, in slot: SKNode) {
        guard let name = slot.name else { return }
        landings.append(name)
        if name == "good" {
            score += 1
        } else {
            score -= 1
        }
        if let sparks = SKEmitterNode(fileNamed: "Sparks") {
            sparks.position = ball.position
            addChild(sparks)
            sparks.run(SKAction.sequence([SKAction.wait(forDuration: 1), SKAction.removeFromParent()]))
        }
        ball.removeFromParent()
    }
}
