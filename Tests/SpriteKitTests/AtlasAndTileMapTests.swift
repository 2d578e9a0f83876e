import Testing
import Foundation
import SpriteKit
import UIKitTesting

/// Texture atlases from `.atlas` folders, and tile maps drawn from tile sets.
@MainActor
@Suite struct AtlasAndTileMapTests {
    @Test func anAtlasFolderGivesItsTexturesAtTheScreensScale() {
        _ = Simulator()
        let atlas = SKTextureAtlas(named: "Sprites")
        #expect(atlas.textureNames.sorted() == ["hero_1.png", "hero_2.png"])
        let one = atlas.textureNamed("hero_1")
        #expect(one.size() == CGSize(width: 8, height: 8), "the @2x image, 16 pixels, is 8 points")
        #expect(atlas.textureNamed("hero_1.png") === one)
        #expect(atlas.textureNamed("hero_2").size() == CGSize(width: 8, height: 8))
        // The @2x variant is the blue one.
        let px = one.cgImage().premultipliedRGBAForTests()
        #expect(px[0] == 0 && px[2] == 255)
        let missing = atlas.textureNamed("nobody")
        #expect(missing.size() == CGSize(width: 128, height: 128), "SpriteKit's placeholder")
    }

    /// A 4 × 4 texture of one colour.
    private func filled(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SKTexture {
        SKTexture(data: Data((0..<16).flatMap { _ in [r, g, b, 255] }), size: CGSize(width: 4, height: 4))
    }

    @Test func aTileMapDrawsItsTilesFromTheBottomLeft() {
        let grass = SKTileGroup(tileDefinition: SKTileDefinition(texture: filled(0, 200, 0)))
        let wall = SKTileGroup(tileDefinition: SKTileDefinition(texture: filled(120, 120, 120)))
        grass.name = "grass"
        let set = SKTileSet(tileGroups: [grass, wall])
        let map = SKTileMapNode(tileSet: set, columns: 6, rows: 4, tileSize: CGSize(width: 20, height: 20), fillWith: grass)
        map.setTileGroup(wall, forColumn: 0, row: 0)
        map.setTileGroup(wall, forColumn: 5, row: 3)
        map.setTileGroup(SKTileGroup.empty(), forColumn: 2, row: 2)
        map.position = CGPoint(x: 200, y: 400)
        #expect(map.mapSize == CGSize(width: 120, height: 80))
        #expect(map.tileGroup(atColumn: 1, row: 0)?.name == "grass")
        #expect(map.tileGroup(atColumn: 2, row: 2) == nil)
        #expect(map.tileColumnIndex(fromPosition: CGPoint(x: -59, y: 0)) == 0)
        #expect(map.tileRowIndex(fromPosition: CGPoint(x: 0, y: 39)) == 3)
        #expect(map.centerOfTile(atColumn: 0, row: 0) == CGPoint(x: -50, y: -30))
        let scene = screenScene()
        scene.addChild(map)
        let (sim, _) = present(scene)
        let gray = RGBA(r: 120, g: 120, b: 120)
        // The map is centred on (200, 400): its bottom left corner is (140, 360).
        #expect(sim.color(at: screen(150, 370)) == gray)
        #expect(sim.color(at: screen(170, 370)) == RGBA(r: 0, g: 200, b: 0))
        #expect(sim.color(at: screen(250, 430)) == gray)
        #expect(sim.color(at: screen(190, 410)) == black, "the emptied tile")
        #expect(sim.color(at: screen(135, 370)) == black)
    }
}

extension CGImage {
    /// The pixels, premultiplied RGBA, rows top first.
    @MainActor func premultipliedRGBAForTests() -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            context?.draw(self, in: CGRect(x: 0, y: 0, width: width, height: height))
            context?.flush()
        }
        return pixels
    }
}
