//
//  PlinkoTests.swift
//  PlinkoTests
//

import XCTest
import SpriteKit
@testable import Plinko

class PlinkoTests: XCTestCase {

    func testTheSceneLaysOutSlotsAndPegs() {
        let scene = GameScene(size: CGSize(width: 375, height: 667))
        let view = SKView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.presentScene(scene)
        XCTAssertEqual(scene.children.filter { $0.name == "good" }.count, 2)
        XCTAssertEqual(scene.children.filter { $0.name == "bad" }.count, 2)
        XCTAssertGreaterThan(scene.children.filter { $0.physicsBody?.categoryBitMask == PhysicsCategory.peg }.count, 30)
        XCTAssertEqual(scene.scoreLabel.text, "Score: 0")
    }
}
