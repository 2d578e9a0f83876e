//
//  TiltMazeTests.swift
//  TiltMazeTests
//

import XCTest
import SpriteKit
@testable import TiltMaze

class TiltMazeTests: XCTestCase {

    func testTheLevelBecomesATileMapWithWalls() {
        let scene = GameScene(size: CGSize(width: 352, height: 480))
        scene.buildMaze()
        XCTAssertEqual(scene.map.numberOfColumns, 11)
        XCTAssertEqual(scene.map.numberOfRows, 15)
        XCTAssertEqual(scene.map.tileGroup(atColumn: 0, row: 0)?.name, "wall")
        XCTAssertEqual(scene.map.tileGroup(atColumn: 1, row: 1)?.name, "floor")
        XCTAssertEqual(scene.ball.position, CGPoint(x: 48, y: 144))
    }
}
