// Added to the ported SpaceShooter package by PortToolTests: an Xcode 10 SpriteKit template game
// (GameScene.sks with its custom class, an Explosion.sks emitter, #selector spawning) played.
import Foundation
import UIKit
import SpriteKit
import UIKitTesting
import Testing
@testable import SpaceShooter

@MainActor @Suite(.serialized) struct SpaceShooterDriver {
    @Test func dragToShootEnemiesThenLetThemThrough() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        let view = try #require(delegate.window?.rootViewController?.view as? SKView)
        let scene = try #require(view.scene as? GameScene, "GameScene.sks names its class: a GameScene")
        #expect(scene.scaleMode == .aspectFill && scene.size == CGSize(width: 750, height: 1334))
        #expect(scene.scoreLabel.text == "Score: 0")

        // The first enemy comes down the leftmost lane: drag the ship under it.
        sim.advance(by: 0.2)
        let enemy = try #require(scene.childNode(withName: "enemy"))
        let from = scene.convertPoint(toView: scene.player.position)
        let to = scene.convertPoint(toView: CGPoint(x: enemy.position.x, y: scene.player.position.y))
        sim.drag(from: from, to: to)
        #expect(abs(scene.player.position.x - enemy.position.x) < 2, "the ship followed the finger")
        var sawExplosion = false
        for _ in 0..<40 where scene.score == 0 {
            sim.advance(by: 0.1)
            sawExplosion = sawExplosion || scene.childNode(withName: "explosion") != nil
        }
        #expect(scene.score >= 1 && scene.scoreLabel.text == "Score: \(scene.score)", "shot down")
        let explosion = try #require(scene.childNode(withName: "explosion") as? SKEmitterNode, "Explosion.sks went off")
        sim.advance(by: 0.2)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-spaceshooter-explosion.png"))
        }
        #expect(explosion.parent != nil)
        sim.advance(by: 1.5)
        #expect(explosion.parent == nil, "the explosion is taken away after its time")

        // Out of every lane: two enemies get through and the game is over.
        let side = scene.convertPoint(toView: CGPoint(x: 300, y: scene.player.position.y))
        sim.drag(from: scene.convertPoint(toView: scene.player.position), to: side)
        for _ in 0..<100 where !scene.isGameOver { sim.advance(by: 0.1) }
        #expect(scene.isGameOver && scene.lives == 0)
        let label = try #require(scene.childNode(withName: "gameOver") as? SKLabelNode)
        #expect(label.text == "Game Over")
        #expect(scene.action(forKey: "spawning") == nil)
        let spawned = scene.enemiesSpawned
        sim.advance(by: 2)
        #expect(scene.enemiesSpawned == spawned, "no more enemies after the game is over")
    }
}
