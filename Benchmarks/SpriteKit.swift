import Foundation
import UIKit
import SpriteKit
import UIKitTesting

/// A full-screen SKView showing `scene`, settled for a few frames.
@MainActor private func spriteScreen(_ scene: SKScene) -> (Simulator, SKView) {
    let (sim, vc) = blankScreen()
    let view = SKView(frame: vc.view.bounds)
    vc.view.addSubview(view)
    view.presentScene(scene)
    for _ in 0..<10 { sim.advance(by: 1.0 / 60) }
    return (sim, view)
}

/// `spritekit-500-sprites`: 500 sprites from one atlas moving and turning by actions, over a
/// particle emitter keeping about 1,000 particles alive; each measured frame advances the clock a
/// sixtieth of a second: the scene's update, actions and particles, and the drawing.
@MainActor func runSpriteKitSprites() {
    let scene = SKScene(size: CGSize(width: 393, height: 852))
    var images: [String: Any] = [:]
    for (i, color) in [UIColor.systemRed, .systemBlue, .systemGreen, .systemOrange].enumerated() {
        images["ship\(i)"] = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { ctx in
            color.setFill()
            ctx.cgContext.fillEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 20))
        }
    }
    let atlas = SKTextureAtlas(dictionary: images)
    for i in 0..<500 {
        let sprite = SKSpriteNode(texture: atlas.textureNamed("ship\(i % 4)"))
        sprite.position = CGPoint(x: CGFloat(i * 37 % 393), y: CGFloat(i * 53 % 852))
        sprite.run(.repeatForever(.group([.rotate(byAngle: .pi, duration: 1),
                                          .sequence([.moveBy(x: 40, y: 20, duration: 0.5), .moveBy(x: -40, y: -20, duration: 0.5)])])))
        scene.addChild(sprite)
    }
    let emitter = SKEmitterNode()
    emitter.particleTexture = atlas.textureNamed("ship0")
    emitter.particleBirthRate = 500
    emitter.particleLifetime = 2
    emitter.particleSpeed = 150
    emitter.emissionAngleRange = 2 * .pi
    emitter.particleScale = 0.3
    emitter.particleAlphaSpeed = -0.4
    emitter.position = CGPoint(x: 196, y: 426)
    scene.addChild(emitter)
    let (sim, _) = spriteScreen(scene)
    let env = sim.environment
    for _ in 0..<150 { sim.advance(by: 1.0 / 60) }
    let times = measure(runs: 120) { nextFrame(env) }
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    report("spritekit-500-sprites", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
}

/// `spritekit-physics-200`: 200 bodies (boxes and balls) settling in a box; each measured frame is
/// one physics step and the drawing.
@MainActor func runSpriteKitPhysics() {
    let scene = SKScene(size: CGSize(width: 393, height: 852))
    scene.physicsBody = SKPhysicsBody(edgeLoopFrom: scene.frame)
    for i in 0..<200 {
        let node: SKNode
        if i % 2 == 0 {
            let box = SKSpriteNode(color: .systemTeal, size: CGSize(width: 18, height: 18))
            box.physicsBody = SKPhysicsBody(rectangleOf: box.size)
            node = box
        } else {
            let ball = SKShapeNode(circleOfRadius: 9)
            ball.fillColor = .systemYellow
            ball.physicsBody = SKPhysicsBody(circleOfRadius: 9)
            node = ball
        }
        node.position = CGPoint(x: 20 + CGFloat(i % 17) * 21, y: 300 + CGFloat(i / 17) * 24)
        scene.addChild(node)
    }
    let (sim, _) = spriteScreen(scene)
    let env = sim.environment
    let times = measure(runs: 180) { nextFrame(env) }
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    report("spritekit-physics-200", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
}

/// `spritekit-cairo-floor`: what drawing costs with nothing of SpriteKit's around it: a full-screen
/// bitmap (the device's pixels) cleared, then 500 images of 24 points and 1,000 of 7 points drawn
/// with a rotation and scale each, straight through Core Graphics (Cairo). A frame of
/// `spritekit-500-sprites` cannot cost less than this.
@MainActor func runSpriteKitCairoFloor() {
    let (sim, _) = blankScreen()
    let env = sim.environment
    let scale = sim.screen.scale
    let w = Int(393 * scale), h = Int(852 * scale)
    let context = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            // Cairo's own layout (BGRA), as a view's backing store is: no conversion per draw.
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    context.scaleBy(x: scale, y: scale)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { ctx in
        UIColor.systemRed.setFill()
        ctx.cgContext.fillEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 20))
    }.cgImage!
    var step = 0
    let times = measure(runs: 60) {
        step += 1
        context.setBlendMode(.copy)
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 393, height: 852))
        context.setBlendMode(.normal)
        for i in 0..<1500 {
            context.saveGState()
            context.translateBy(x: CGFloat(i * 37 % 393), y: CGFloat(i * 53 % 852))
            context.rotate(by: CGFloat(i + step) * 0.1)
            let side: CGFloat = i < 500 ? 24 : 7
            context.draw(image, in: CGRect(x: -side / 2, y: -side / 2, width: side, height: side))
            context.restoreGState()
        }
        context.flush()
    }
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    report("spritekit-cairo-floor", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
}
