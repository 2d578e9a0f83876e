import Testing
import Foundation
@testable import SpriteKit
import UIKitTesting

/// A game's scene class, as Xcode's template names it (the fixture's custom class too).
final class GameScene: SKScene {
    /// How many children the scene had when it was told it had loaded.
    var childrenAtLoad = -1
    override func sceneDidLoad() { childrenAtLoad = children.count }
}

/// The custom class the fixture gives its coin sprite.
final class Coin: SKSpriteNode {}

/// A reference node that remembers what it loaded.
final class RecordingReferenceNode: SKReferenceNode {
    var loads: [SKNode?] = []
    override func didLoad(_ node: SKNode?) { loads.append(node) }
}

/// A colour as 8-bit components.
@MainActor private func rgba(_ color: UIColor) -> RGBA {
    let c = RGBAColor(color)
    func byte(_ v: CGFloat) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
    return RGBA(r: byte(c.r), g: byte(c.g), b: byte(c.b), a: byte(c.a))
}

/// `.sks` files (written by Scripts/make_sks.py in Xcode's format, in Fixtures) made into nodes:
/// scenes of the app's classes with their sprites, labels, camera, bodies and user data, drawn
/// where the file put them; emitters alone and in scenes; references to other files; and files
/// that are missing or broken.
@MainActor
@Suite struct SceneFileTests {
    @Test func aSceneSubclassMadeFromAFileHasTheFilesProperties() throws {
        let scene = try #require(GameScene(fileNamed: "GameScene"))
        #expect(type(of: scene) == GameScene.self)
        #expect(scene.size == CGSize(width: 393, height: 852))
        #expect(scene.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(scene.scaleMode == .aspectFill)
        #expect(close(rgba(scene.backgroundColor), RGBA(r: 26, g: 51, b: 77), 1))
        #expect(abs(scene.physicsWorld.gravity.dy + 4.9) < 1e-5 && scene.physicsWorld.gravity.dx == 0)
        #expect(scene.childrenAtLoad == 8, "sceneDidLoad comes once the children are in")
        #expect(scene.children.compactMap(\.name) == ["player", "ground", "box", "scoreLabel", "helloLabel", "layer", "sparks", "mainCamera"])
        #expect(scene.isPaused == false && scene.children.allSatisfy { !$0.isPaused }, "the editor's paused flag is not kept")

        let player = try #require(scene.childNode(withName: "player") as? SKSpriteNode)
        #expect(player.position == CGPoint(x: -100, y: 200) && player.zPosition == 2)
        #expect(player.size == CGSize(width: 60, height: 60) && player.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(player.texture?.size() == CGSize(width: 16, height: 16), "player.png from the fixtures")
        #expect(player.colorBlendFactor == 0)

        let box = try #require(scene.childNode(withName: "box") as? SKSpriteNode)
        #expect(box.xScale == 1.5 && box.yScale == 1 && abs(box.zRotation - 0.25) < 1e-6)
        #expect(box.texture == nil && RGBAColor(box.color) == RGBAColor(r: 1, g: 0, b: 0, a: 1))

        let score = try #require(scene.childNode(withName: "scoreLabel") as? SKLabelNode)
        #expect(score.text == "Score: 0" && score.fontName == "Menlo-Bold" && score.fontSize == 36)
        #expect(score.horizontalAlignmentMode == .left && score.verticalAlignmentMode == .top)
        #expect(score.fontColor.map { close(rgba($0), RGBA(r: 255, g: 204, b: 0), 1) } == true)
        let hello = try #require(scene.childNode(withName: "helloLabel") as? SKLabelNode)
        #expect(hello.isHidden && hello.verticalAlignmentMode == .center && hello.text == "Hello, World!")

        let camera = try #require(scene.childNode(withName: "mainCamera") as? SKCameraNode)
        #expect(scene.camera === camera)

        // A child's custom class, user data, and a search through the tree.
        let coin = try #require(scene.childNode(withName: "//coin"))
        #expect(coin is Coin && coin.parent?.name == "layer" && coin.position == CGPoint(x: 20, y: 10))
        #expect(coin.userData?["points"] as? Int == 5 && coin.userData?["kind"] as? String == "gold")
        #expect(scene["layer/coin"].first === coin)

        let sparks = try #require(scene.childNode(withName: "sparks") as? SKEmitterNode)
        #expect(sparks.particleBirthRate == 50 && sparks.particleLifetime == 1 && sparks.particleTexture != nil)
    }

    @Test func bodiesComeWithTheirShapesAndMasks() throws {
        let scene = try #require(GameScene(fileNamed: "GameScene"))
        let player = try #require(scene.childNode(withName: "player")?.physicsBody)
        #expect(player.isDynamic && player.affectedByGravity && player.allowsRotation)
        #expect(player.categoryBitMask == 0x1 && player.collisionBitMask == 0x2 && player.contactTestBitMask == 0x6)
        #expect(abs(player.friction - 0.4) < 1e-6 && abs(player.restitution - 0.5) < 1e-6 && abs(player.density - 2) < 1e-6)
        // A circle of radius 30: π × 30² square points.
        #expect(abs(player.area - .pi * 900 / (150 * 150)) < 1e-6)

        let ground = try #require(scene.childNode(withName: "ground")?.physicsBody)
        #expect(!ground.isDynamic && !ground.affectedByGravity)
        #expect(ground.categoryBitMask == 0x2 && ground.collisionBitMask == 0xFFFF_FFFF && ground.contactTestBitMask == 0)
        #expect(abs(ground.area - 393 * 40 / (150 * 150)) < 1e-6)

        let box = try #require(scene.childNode(withName: "box")?.physicsBody)
        #expect(box.categoryBitMask == 0x8000_0000, "stored as a negative 32-bit number")
        #expect(box.collisionBitMask == 0x3 && box.contactTestBitMask == 0x1 && !box.allowsRotation)
        // The file stores the rectangle scaled (75 × 50); the body is the node's 50 × 50.
        #expect(abs(box.area - 2500 / (150 * 150)) < 1e-6)
    }

    @Test func aPresentedSceneDrawsTheNodesWhereTheFilePutThem() throws {
        let scene = try #require(GameScene(fileNamed: "GameScene"))
        scene.childNode(withName: "sparks")?.removeFromParent()
        let (sim, _) = present(scene)
        // Scene (x, y) is at screen (196.5 + x, 426 − y): the scene is centred on the camera at (0, 0).
        func at(_ x: CGFloat, _ y: CGFloat) -> RGBA { sim.color(at: CGPoint(x: 196.5 + x, y: 426 - y)) }
        #expect(at(-100, 200) == blue, "the player's texture")
        #expect(at(-100 + 28, 200 + 28) == blue && at(-100 + 33, 200) != blue)
        #expect(at(0, -380) == green && at(150, -365) == green, "the ground across the bottom")
        #expect(at(100, 0) == red, "the box")
        #expect(at(20, -190) == RGBA(r: 255, g: 255, b: 0), "the coin in its layer")
        #expect(close(at(-150, 0), RGBA(r: 26, g: 51, b: 77), 1), "the background")

        // The loaded nodes run the actions the game gives them, though the editor saved them paused.
        let coin = try #require(scene.childNode(withName: "//coin"))
        coin.run(SKAction.moveBy(x: 0, y: 100, duration: 0.5))
        sim.runFrame()
        sim.advance(by: 0.6)
        #expect(coin.position == CGPoint(x: 20, y: 110))
        #expect(at(20, -90) == RGBA(r: 255, g: 255, b: 0))
        // The bodies fall with the file's gravity; the ground holds.
        let player = try #require(scene.childNode(withName: "player"))
        #expect(player.position.y < 200)
        #expect(scene.childNode(withName: "ground")?.position == CGPoint(x: 0, y: -380))
    }

    @Test func fileNamedOnAnyClassGivesTheFilesClass() throws {
        // The custom class the editor recorded, when called on SKScene.
        let scene = try #require(SKScene(fileNamed: "GameScene"))
        #expect(scene is GameScene)
        // SKNode gives the file's root as it is.
        let node = try #require(SKNode(fileNamed: "GameScene.sks"))
        #expect(node is GameScene)
        // A class the root is not gives nil.
        #expect(SKSpriteNode(fileNamed: "GameScene") == nil)
        #expect(SceneFileDecoder.lastFailure?.reason.contains("not SKSpriteNode") == true)
    }

    @Test func anEmitterFileHasTheEditorsPropertiesAndEmits() throws {
        let spark = try #require(SKEmitterNode(fileNamed: "Spark"))
        #expect(spark.particleBirthRate == 120 && spark.particleLifetime == 2 && spark.particleLifetimeRange == 0.5)
        #expect(spark.particlePositionRange == CGVector(dx: 10, dy: 4))
        #expect(abs(spark.emissionAngle - .pi / 2) < 1e-6 && abs(spark.emissionAngleRange - .pi / 6) < 1e-6)
        #expect(spark.particleSpeed == 80 && spark.particleSpeedRange == 20 && spark.yAcceleration == -30)
        #expect(abs(spark.particleAlpha - 0.9) < 1e-6 && abs(spark.particleAlphaSpeed + 0.4) < 1e-6)
        #expect(spark.particleScale == 0.5 && spark.particleScaleSpeed == 0.25 && spark.particleRotationSpeed == 1)
        #expect(spark.particleBlendMode == .add && spark.particleColorBlendFactor == 1)
        #expect(spark.particleTexture?.size() == CGSize(width: 8, height: 8))
        let ramp = try #require(spark.particleColorSequence)
        #expect(ramp.count() == 2 && ramp.interpolationMode == .linear && ramp.repeatMode == .clamp)
        #expect((ramp.sample(atTime: 0.5) as? UIColor).map(RGBAColor.init) == RGBAColor(r: 0.5, g: 0, b: 0.5, a: 1))

        let scene = screenScene()
        spark.position = CGPoint(x: 200, y: 400)
        scene.addChild(spark)
        let (sim, _) = present(scene)
        sim.advance(by: 1)
        #expect(abs(spark.liveParticles.count - 120) <= 2)
        #expect(spark.liveParticles.allSatisfy { $0.position.y > 0 || $0.age < 0.05 }, "upwards")
    }

    @Test func aReferenceNodeLoadsItsFile() throws {
        let level = try #require(SKScene(fileNamed: "Level"))
        let reference = try #require(level.childNode(withName: "bunnyRef") as? SKReferenceNode)
        #expect(reference.position == CGPoint(x: 50, y: 60))
        let bunny = try #require(level.childNode(withName: "//bunny") as? SKSpriteNode)
        #expect(bunny.position == CGPoint(x: 10, y: 20) && bunny.size == CGSize(width: 40, height: 40))
        #expect(bunny.scene === level && bunny.parent?.parent === reference)
        #expect(bunny.convert(CGPoint.zero, to: level) == CGPoint(x: 60, y: 80))

        // Made in code, by name or URL; a subclass hears what was loaded.
        let made = RecordingReferenceNode(fileNamed: "Bunny")
        #expect(made.loads.count == 1 && made.childNode(withName: "//bunny") != nil)
        let url = try #require(Bundle.module.url(forResource: "Bunny", withExtension: "sks", subdirectory: "Fixtures"))
        let byURL = SKReferenceNode(url: url)
        #expect(byURL.childNode(withName: "*/bunny") != nil)
        made.resolve()
        #expect(made.loads.count == 2 && made.children.count == 1, "resolving again replaces what was loaded")
        let missing = RecordingReferenceNode(fileNamed: "NoSuchFile")
        #expect(missing.loads.count == 1 && missing.loads[0] == nil && missing.children.isEmpty)
    }

    @Test func missingAndBrokenFilesGiveNil() {
        #expect(SKScene(fileNamed: "NoSuchScene") == nil)
        #expect(SceneFileDecoder.lastFailure?.file == "NoSuchScene.sks")
        #expect(SKScene(fileNamed: "Truncated") == nil)
        let failure = SceneFileDecoder.lastFailure
        #expect(failure?.file == "Truncated.sks" && failure?.reason.contains("not a property list") == true, "\(String(describing: failure))")
        #expect(throws: SceneFileDecoder.LoadError.self) {
            _ = try SKScene(fileNamed: "Truncated", securelyWithClasses: [])
        }
    }
}
