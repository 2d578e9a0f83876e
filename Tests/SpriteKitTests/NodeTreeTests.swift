import Testing
import Foundation
import SpriteKit
import UIKitTesting

/// The node tree: adding and removing, names and search paths, conversions, frames.
@MainActor
@Suite struct NodeTreeTests {
    @Test func searchPathsFindNodesByName() {
        let scene = SKScene(size: CGSize(width: 100, height: 100))
        let world = SKNode()
        world.name = "world"
        scene.addChild(world)
        for i in 0..<3 {
            let enemy = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
            enemy.name = "enemy\(i)"
            world.addChild(enemy)
        }
        let deep = SKNode()
        deep.name = "enemy9"
        world.children[0].addChild(deep)
        #expect(scene.childNode(withName: "world") === world)
        #expect(scene.childNode(withName: "enemy0") == nil, "only children without //")
        #expect(scene.childNode(withName: "//enemy1")?.name == "enemy1")
        #expect(scene["//enemy*"].map { $0.name! } == ["enemy0", "enemy9", "enemy1", "enemy2"])
        #expect(scene["world/enemy[0-1]"].count == 2)
        #expect(world.childNode(withName: "..") === scene)
        #expect(deep.childNode(withName: "/world") === world)
        var seen: [String] = []
        scene.enumerateChildNodes(withName: "//enemy?") { node, stop in
            seen.append(node.name!)
            if seen.count == 2 { stop.pointee = true }
        }
        #expect(seen == ["enemy0", "enemy9"])
    }
}
