import Testing
import Foundation
import SpriteKit
import UIKitTesting

/// What each kind of node draws, where: sprites (colour, texture, tint, anchor, rotation, scale),
/// labels, shapes, heights and alpha, crop nodes, and the scene's scale modes.
@MainActor
@Suite struct NodePixelTests {
    @Test func aColouredSpriteCoversItsRectangleAroundItsAnchor() {
        let scene = screenScene()
        let sprite = SKSpriteNode(color: .red, size: CGSize(width: 40, height: 20))
        sprite.position = CGPoint(x: 100, y: 100)
        scene.addChild(sprite)
        let (sim, _) = present(scene)
        #expect(sim.color(at: screen(100, 100)) == red)
        #expect(sim.color(at: screen(118, 108)) == red)
        #expect(sim.color(at: screen(122, 100)) == black, "20 points right of the centre is outside")
        #expect(sim.color(at: screen(100, 112)) == black)
        #expect(sprite.frame == CGRect(x: 80, y: 90, width: 40, height: 20))

        // Turned a quarter (counterclockwise): 20 wide, 40 high.
        sprite.zRotation = .pi / 2
        #expect(sim.color(at: screen(100, 118)) == red)
        #expect(sim.color(at: screen(115, 100)) == black)
        #expect(abs(sprite.frame.height - 40) < 0.001 && abs(sprite.frame.width - 20) < 0.001)

        // Anchored at its bottom left and scaled twice: from (100, 100) to (180, 140).
        sprite.zRotation = 0
        sprite.anchorPoint = .zero
        sprite.setScale(2)
        #expect(sim.color(at: screen(178, 138)) == red)
        #expect(sim.color(at: screen(98, 102)) == black)
        #expect(sim.color(at: screen(182, 120)) == black)
    }

    /// A texture's first row is its bottom (SpriteKit's pixel data goes up); its left half blue.
    private func halves() -> SKTexture {
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                let top = y >= 2
                pixels += x < 2 ? [0, 0, 255, 255] : top ? [255, 255, 255, 255] : [0, 255, 0, 255]
            }
        }
        let t = SKTexture(data: Data(pixels), size: CGSize(width: 4, height: 4))
        t.filteringMode = .nearest
        return t
    }

    @Test func texturesAreUprightAndTinted() {
        let scene = screenScene()
        let sprite = SKSpriteNode(texture: halves(), size: CGSize(width: 80, height: 80))
        sprite.position = CGPoint(x: 200, y: 400)
        scene.addChild(sprite)
        #expect(sprite.color == .white && sprite.colorBlendFactor == 0)
        let (sim, _) = present(scene)
        #expect(sim.color(at: screen(180, 380)) == blue)
        #expect(sim.color(at: screen(180, 420)) == blue)
        #expect(sim.color(at: screen(220, 380)) == green, "the data's first rows are the bottom")
        #expect(sim.color(at: screen(220, 420)) == RGBA(r: 255, g: 255, b: 255))

        // Blended fully with red: white turns red, green and blue turn black.
        sprite.color = .red
        sprite.colorBlendFactor = 1
        #expect(sim.color(at: screen(220, 420)) == red)
        #expect(sim.color(at: screen(220, 380)) == black)
        // Half way: white to (255, 128, 128).
        sprite.colorBlendFactor = 0.5
        #expect(close(sim.color(at: screen(220, 420)), RGBA(r: 255, g: 128, b: 128), 2))
    }

    @Test func higherNodesDrawOverLowerOnesAndAlphaMultiplies() {
        let scene = screenScene()
        let a = SKSpriteNode(color: .red, size: CGSize(width: 50, height: 50))
        let b = SKSpriteNode(color: .blue, size: CGSize(width: 50, height: 50))
        a.position = CGPoint(x: 100, y: 100)
        b.position = CGPoint(x: 120, y: 100)
        scene.addChild(a)
        scene.addChild(b)
        let (sim, _) = present(scene)
        #expect(sim.color(at: screen(110, 100)) == blue, "the later sibling is on top")
        a.zPosition = 1
        #expect(sim.color(at: screen(110, 100)) == red)
        // Heights add up through parents: a child of the lower node, raised 2, is over both.
        let child = SKSpriteNode(color: .green, size: CGSize(width: 10, height: 10))
        child.position = CGPoint(x: 15, y: 0)
        child.zPosition = 2
        b.addChild(child)
        #expect(sim.color(at: screen(135, 100)) == green)
        a.zPosition = 5
        #expect(sim.color(at: screen(118, 100)) == red)

        let parent = SKNode()
        parent.alpha = 0.5
        scene.addChild(parent)
        let half = SKSpriteNode(color: .white, size: CGSize(width: 20, height: 20))
        half.position = CGPoint(x: 300, y: 300)
        half.alpha = 0.5
        parent.addChild(half)
        #expect(close(sim.color(at: screen(300, 300)), RGBA(r: 64, g: 64, b: 64), 2), "a quarter of white over black")
    }

    @Test func labelsDrawTheirTextAroundThePosition() {
        let scene = screenScene()
        let label = SKLabelNode(text: "MMMM")
        #expect(label.fontName == "HelveticaNeue-UltraLight" && label.fontSize == 32 && label.fontColor == .white)
        label.fontName = "Helvetica-Bold"
        label.fontSize = 40
        label.position = CGPoint(x: 200, y: 400)
        scene.addChild(label)
        let (sim, _) = present(scene)
        let box = label.frame
        #expect(abs(box.midX - 200) < 1, "centred across the position")
        #expect(box.minY < 400 && box.maxY > 420, "the baseline at the position: the capitals stand on it")
        // Bold capitals: white pixels just above the baseline, none below the descender.
        let lit = stride(from: box.minX + 2, to: box.maxX - 2, by: 1).filter { sim.color(at: screen($0, 410)).r > 200 }
        #expect(lit.count > 20)
        #expect(sim.color(at: screen(200, 390)) == black)

        label.horizontalAlignmentMode = .left
        label.verticalAlignmentMode = .top
        #expect(abs(label.frame.minX - 200) < 1 && abs(label.frame.maxY - 400) < 1)
        label.horizontalAlignmentMode = .right
        label.verticalAlignmentMode = .bottom
        #expect(abs(label.frame.maxX - 200) < 1 && abs(label.frame.minY - 400) < 1)
        #expect(stride(from: 150, to: 199, by: 1).contains { sim.color(at: screen(CGFloat($0), 425)).r > 200 }, "left of the position, above the descender")
    }

    @Test func labelsWrapLinesAndDrawAttributedText() {
        let scene = screenScene()
        let label = SKLabelNode(fontNamed: "Helvetica")
        label.fontSize = 20
        label.text = "one two three four five six seven eight"
        let oneLine = label.frame.height
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        #expect(label.frame.height > oneLine * 2.5, "wrapped within 120 points: \(label.frame)")
        #expect(label.frame.width <= 121)
        let styled = SKLabelNode(attributedText: NSAttributedString(string: "RED", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.red]))
        styled.position = CGPoint(x: 200, y: 600)
        scene.addChild(styled)
        let (sim, _) = present(scene)
        let lit = stride(from: styled.frame.minX, to: styled.frame.maxX, by: 1).map { sim.color(at: screen($0, 612)) }
        #expect(lit.contains(red), "the attributed string's own colour and font")
        #expect(!lit.contains { $0.g > 100 }, "nothing white from the label's font colour")
    }

    @Test func shapesFillAndStrokeTheirPaths() {
        let scene = screenScene()
        let circle = SKShapeNode(circleOfRadius: 30)
        #expect(circle.fillColor == .clear && circle.strokeColor == .white && circle.lineWidth == 1)
        circle.fillColor = .blue
        circle.strokeColor = .red
        circle.lineWidth = 4
        circle.position = CGPoint(x: 100, y: 200)
        scene.addChild(circle)
        let box = SKShapeNode(rect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 0)
        box.fillColor = .green
        box.strokeColor = .clear
        box.position = CGPoint(x: 200, y: 200)
        scene.addChild(box)
        let (sim, _) = present(scene)
        #expect(sim.color(at: screen(100, 200)) == blue)
        #expect(sim.color(at: screen(130, 200)) == red, "the stroke is on the path")
        #expect(sim.color(at: screen(126, 226)) == black, "the corner of the circle's box is outside it")
        #expect(sim.color(at: screen(258, 228)) == green)
        #expect(sim.color(at: screen(262, 215)) == black)
        #expect(sim.color(at: screen(230, 198)) == black, "the rectangle's origin is the node's position")
    }

    @Test func cropNodesShowTheirChildrenOnlyUnderTheMask() {
        let scene = screenScene()
        let crop = SKCropNode()
        crop.position = CGPoint(x: 200, y: 200)
        crop.maskNode = SKSpriteNode(color: .white, size: CGSize(width: 20, height: 20))
        crop.addChild(SKSpriteNode(color: .red, size: CGSize(width: 100, height: 100)))
        scene.addChild(crop)
        let (sim, _) = present(scene)
        #expect(sim.color(at: screen(205, 205)) == red)
        #expect(sim.color(at: screen(215, 200)) == black)
        #expect(sim.color(at: screen(240, 240)) == black)
    }

    @Test func scaleModesFitTheSceneToTheView() {
        let scene = SKScene(size: CGSize(width: 200, height: 100))
        scene.backgroundColor = .blue
        scene.scaleMode = .aspectFit
        let corner = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
        corner.anchorPoint = .zero
        scene.addChild(corner)
        let (sim, view) = present(scene)
        // 393 / 200 = 1.965: the scene is 196.5 points high, centred in 852.
        let s: CGFloat = 393.0 / 200
        let bottom = (852 + 100 * s) / 2
        #expect(sim.color(at: CGPoint(x: 5 * s, y: bottom - 5 * s)) == red)
        #expect(sim.color(at: CGPoint(x: 150, y: 426)) == blue)
        #expect(view.convert(CGPoint(x: 5 * s, y: bottom - 5 * s), to: scene).x.rounded() == 5)
        #expect(abs(scene.convertPoint(toView: CGPoint(x: 200, y: 100)).y - (852 - 100 * s) / 2) < 0.001)

        scene.scaleMode = .fill
        #expect(sim.color(at: CGPoint(x: 5 * s, y: 852 - 20)) == red, "stretched: 10 points are 85 high")
        scene.scaleMode = .resizeFill
        view.setNeedsLayout()
        sim.runFrame()
        #expect(scene.size == CGSize(width: 393, height: 852))
        #expect(sim.color(at: CGPoint(x: 5, y: 847)) == red)
        #expect(sim.color(at: CGPoint(x: 15, y: 847)) == blue)
    }

    @Test func aCameraShowsTheSceneAroundItself() {
        let scene = screenScene()
        let marker = SKSpriteNode(color: .red, size: CGSize(width: 10, height: 10))
        marker.position = CGPoint(x: 1000, y: 1000)
        scene.addChild(marker)
        let camera = SKCameraNode()
        camera.position = CGPoint(x: 1000, y: 1000)
        scene.addChild(camera)
        scene.camera = camera
        let (sim, _) = present(scene)
        #expect(sim.color(at: CGPoint(x: 196.5, y: 426)) == red, "the camera's position is the view's centre")
        camera.setScale(2)
        #expect(sim.color(at: CGPoint(x: 200.5, y: 426)) == black, "twice as much scene: the marker is 5 points wide")
        #expect(sim.color(at: CGPoint(x: 196, y: 426)) == red)
    }
}
