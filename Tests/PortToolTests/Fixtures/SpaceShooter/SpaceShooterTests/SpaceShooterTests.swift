//
//  SpaceShooterTests.swift
//  SpaceShooterTests
//

import XCTest
import SpriteKit
@testable import SpaceShooter

class SpaceShooterTests: XCTestCase {

    func testTheSceneFileHasThePlayerAndTheScore() {
        guard let scene = SKScene(fileNamed: "GameScene") as? GameScene else {
            return XCTFail("GameScene.sks makes a GameScene")
        }
        XCTAssertEqual(scene.size, CGSize(width: 750, height: 1334))
        XCTAssertNotNil(scene.childNode(withName: "player") as? SKSpriteNode)
        XCTAssertEqual((scene.childNode(withName: "//scoreLabel") as? SKLabelNode)?.fontName, "AvenirNext-Bold")
    }
}
