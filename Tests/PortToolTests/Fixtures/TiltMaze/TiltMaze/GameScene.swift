//
//  GameScene.swift
//  TiltMaze
//
//  Tilt the phone to roll the ball through the maze to the green hole.
//

import SpriteKit
import CoreMotion

class GameScene: SKScene, SKPhysicsContactDelegate {
    enum Category {
        static let ball: UInt32 = 1
        static let wall: UInt32 = 2
        static let goal: UInt32 = 4
    }

    // '#' wall, '.' floor, 'S' start, 'G' goal; the first line is the top of the maze.
    let level = [
        "###########",
        "#........G#",
        "#.#######.#",
        "#.#.......#",
        "#.#.#######",
        "#.#.......#",
        "#.#######.#",
        "#.........#",
        "#.#########",
        "#.........#",
        "#S........#",
        "#.#######.#",
        "#.........#",
        "#.........#",
        "###########",
    ]

    let tileSize = CGSize(width: 32, height: 32)
    let motionManager = CMMotionManager()
    var map: SKTileMapNode!
    var ball: SKSpriteNode!
    var won = false

    override func didMove(to view: SKView) {
        backgroundColor = .black
        physicsWorld.gravity = .zero
        physicsWorld.contactDelegate = self
        buildMaze()
        motionManager.startAccelerometerUpdates()
    }

    func buildMaze() {
        let floorGroup = SKTileGroup(tileDefinition: SKTileDefinition(texture: SKTexture(imageNamed: "floor"), size: tileSize))
        floorGroup.name = "floor"
        let wallGroup = SKTileGroup(tileDefinition: SKTileDefinition(texture: SKTexture(imageNamed: "wall"), size: tileSize))
        wallGroup.name = "wall"
        let tileSet = SKTileSet(tileGroups: [floorGroup, wallGroup])

        let rows = level.count, columns = level[0].count
        map = SKTileMapNode(tileSet: tileSet, columns: columns, rows: rows, tileSize: tileSize, fillWith: floorGroup)
        map.anchorPoint = .zero
        map.position = CGPoint(x: 0, y: 0)
        addChild(map)

        var walls = [SKPhysicsBody]()
        for (line, text) in level.enumerated() {
            let row = rows - 1 - line
            for (column, character) in text.enumerated() {
                let center = map.centerOfTile(atColumn: column, row: row)
                switch character {
                case "#":
                    map.setTileGroup(wallGroup, forColumn: column, row: row)
                    walls.append(SKPhysicsBody(rectangleOf: tileSize, center: center))
                case "S":
                    ball = SKSpriteNode(imageNamed: "ball")
                    ball.name = "ball"
                    ball.position = center
                    ball.zPosition = 2
                    ball.physicsBody = SKPhysicsBody(circleOfRadius: ball.size.width / 2)
                    ball.physicsBody!.allowsRotation = false
                    ball.physicsBody!.linearDamping = 0.5
                    ball.physicsBody!.categoryBitMask = Category.ball
                    ball.physicsBody!.contactTestBitMask = Category.goal
                    addChild(ball)
                case "G":
                    let goal = SKSpriteNode(imageNamed: "goal")
                    goal.name = "goal"
                    goal.position = center
                    goal.zPosition = 1
                    goal.physicsBody = SKPhysicsBody(circleOfRadius: 6)
                    goal.physicsBody!.isDynamic = false
                    goal.physicsBody!.categoryBitMask = Category.goal
                    goal.physicsBody!.collisionBitMask = 0
                    addChild(goal)
                default:
                    break
                }
            }
        }
        map.physicsBody = SKPhysicsBody(bodies: walls)
        map.physicsBody!.isDynamic = false
        map.physicsBody!.categoryBitMask = Category.wall
    }

    override func update(_ currentTime: TimeInterval) {
        guard !won, let data = motionManager.accelerometerData else { return }
        physicsWorld.gravity = CGVector(dx: data.acceleration.x * 9.8, dy: data.acceleration.y * 9.8)
    }

    func didBegin(_ contact: SKPhysicsContact) {
        let names = [contact.bodyA.node?.name, contact.bodyB.node?.name]
        guard names.contains("goal"), names.contains("ball"), !won else { return }
        won = true
        physicsWorld.gravity = .zero
        ball.physicsBody!.velocity = .zero
        ball.run(SKAction.group([SKAction.scale(to: 0.2, duration: 0.4), SKAction.fadeOut(withDuration: 0.4)]))

        let label = SKLabelNode(fontNamed: "Chalkduster")
        label.name = "win"
        label.text = "You win!"
        label.fontSize = 48
        label.fontColor = .white
        label.position = CGPoint(x: frame.midX, y: frame.midY)
        label.zPosition = 5
        addChild(label)
    }
}
