//
//  GameScene.swift
//  SpaceShooter
//

import SpriteKit
import GameplayKit

enum CollisionType: UInt32 {
    case player = 1
    case bullet = 2
    case enemy = 4
}

class GameScene: SKScene, SKPhysicsContactDelegate {
    var player: SKSpriteNode!
    var scoreLabel: SKLabelNode!
    var isGameOver = false
    var enemiesSpawned = 0
    var lives = 2

    var score = 0 {
        didSet {
            scoreLabel.text = "Score: \(score)"
        }
    }

    override func didMove(to view: SKView) {
        physicsWorld.gravity = .zero
        physicsWorld.contactDelegate = self

        player = childNode(withName: "player") as? SKSpriteNode
        player.physicsBody = SKPhysicsBody(texture: player.texture!, size: player.size)
        player.physicsBody?.categoryBitMask = CollisionType.player.rawValue
        player.physicsBody?.collisionBitMask = 0
        player.physicsBody?.contactTestBitMask = CollisionType.enemy.rawValue
        player.physicsBody?.isDynamic = false

        scoreLabel = childNode(withName: "//scoreLabel") as? SKLabelNode
        score = 0

        let spawn = SKAction.sequence([SKAction.perform(#selector(spawnEnemy), onTarget: self), SKAction.wait(forDuration: 1.2)])
        run(SKAction.repeatForever(spawn), withKey: "spawning")
        let fire = SKAction.sequence([SKAction.run { [weak self] in self?.fireBullet() }, SKAction.wait(forDuration: 0.25)])
        run(SKAction.repeatForever(fire), withKey: "firing")
    }

    @objc func spawnEnemy() {
        let enemy = SKSpriteNode(imageNamed: "enemy")
        enemy.name = "enemy"
        let lane = enemiesSpawned % 5
        enemy.position = CGPoint(x: CGFloat(lane - 2) * 120, y: frame.maxY + 40)
        enemy.physicsBody = SKPhysicsBody(circleOfRadius: enemy.size.width / 2)
        enemy.physicsBody?.categoryBitMask = CollisionType.enemy.rawValue
        enemy.physicsBody?.collisionBitMask = 0
        enemy.physicsBody?.contactTestBitMask = CollisionType.player.rawValue | CollisionType.bullet.rawValue
        addChild(enemy)
        enemiesSpawned += 1

        let move = SKAction.moveTo(y: frame.minY - 40, duration: 4)
        let escaped = SKAction.run { [weak self] in self?.enemyEscaped() }
        enemy.run(SKAction.sequence([move, escaped, SKAction.removeFromParent()]))
    }

    func enemyEscaped() {
        guard !isGameOver else { return }
        lives -= 1
        if lives == 0 {
            gameOver()
        }
    }

    func fireBullet() {
        guard !isGameOver else { return }
        let bullet = SKSpriteNode(imageNamed: "bullet")
        bullet.name = "bullet"
        bullet.position = CGPoint(x: player.position.x, y: player.position.y + player.size.height / 2)
        bullet.physicsBody = SKPhysicsBody(circleOfRadius: bullet.size.width / 2)
        bullet.physicsBody?.categoryBitMask = CollisionType.bullet.rawValue
        bullet.physicsBody?.collisionBitMask = 0
        bullet.physicsBody?.contactTestBitMask = CollisionType.enemy.rawValue
        addChild(bullet)
        bullet.run(SKAction.sequence([SKAction.moveBy(x: 0, y: 1400, duration: 1.4), SKAction.removeFromParent()]))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !isGameOver else { return }
        let location = touch.location(in: self)
        player.position.x = location.x
    }

    func didBegin(_ contact: SKPhysicsContact) {
        guard let nodeA = contact.bodyA.node, let nodeB = contact.bodyB.node else { return }
        let sorted = [nodeA, nodeB].sorted { $0.name ?? "" < $1.name ?? "" }
        let first = sorted[0], second = sorted[1]

        if first.name == "bullet" && second.name == "enemy" {
            explode(at: second.position)
            first.removeFromParent()
            second.removeFromParent()
            score += 1
        } else if first.name == "enemy" && second === player {
            explode(at: player.position)
            player.removeFromParent()
            first.removeFromParent()
            gameOver()
        }
    }

    func explode(at position: CGPoint) {
        if let explosion = SKEmitterNode(fileNamed: "Explosion") {
            explosion.name = "explosion"
            explosion.position = position
            addChild(explosion)
            explosion.run(SKAction.sequence([SKAction.wait(forDuration: 1.5), SKAction.removeFromParent()]))
        }
    }

    func gameOver() {
        isGameOver = true
        removeAction(forKey: "spawning")
        removeAction(forKey: "firing")

        let label = SKLabelNode(fontNamed: "AvenirNext-Bold")
        label.name = "gameOver"
        label.text = "Game Over"
        label.fontSize = 96
        label.fontColor = .yellow
        label.zPosition = 10
        addChild(label)
    }
}
