import Testing
import Foundation
import UIKit
import UIKitTesting

/// Frame-by-frame image animation: `UIImageView.animationImages` and animated `UIImage`s.
@MainActor
@Suite(.serialized) struct ImageAnimationTests {
    private func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    private let colors: [(UIColor, RGBA)] = [(.red, RGBA(r: 255, g: 0, b: 0)), (.green, RGBA(r: 0, g: 255, b: 0)),
                                             (.blue, RGBA(r: 0, g: 0, b: 255))]

    @Test func animationImagesPlayInTurnAndStopAfterTheirRepeats() {
        let (sim, root) = canvas()
        let view = UIImageView(frame: CGRect(x: 100, y: 200, width: 40, height: 40))
        view.image = swatch(.black)
        view.animationImages = colors.map { swatch($0.0) }
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        root.addSubview(view)
        sim.runFrame()
        let p = CGPoint(x: 120, y: 220)
        #expect(sim.color(at: p) == RGBA(r: 0, g: 0, b: 0), "the still image until it starts")
        view.startAnimating()
        #expect(view.isAnimating)
        var seen: [RGBA] = []
        for _ in 0..<9 {
            sim.runFrame()
            seen.append(sim.color(at: p))
            sim.advance(by: 0.1)
        }
        #expect(Array(seen.prefix(6)) == colors.map(\.1) + colors.map(\.1), "each frame a tenth of a second, twice over: \(seen)")
        #expect(!view.isAnimating, "stopped after two passes")
        #expect(sim.color(at: p) == RGBA(r: 0, g: 0, b: 0), "the still image again")
    }

    @Test func anAnimatedImageAnimatesByItself() throws {
        let (sim, root) = canvas()
        let animated = try #require(UIImage.animatedImage(with: colors.map { swatch($0.0) }, duration: 0.6))
        #expect(animated.images?.count == 3 && animated.duration == 0.6 && animated.size == CGSize(width: 20, height: 20))
        let view = UIImageView(image: animated)
        view.frame.origin = CGPoint(x: 100, y: 200)
        root.addSubview(view)
        #expect(view.isAnimating)
        sim.runFrame()
        let p = CGPoint(x: 110, y: 210)
        #expect(sim.color(at: p) == colors[0].1)
        sim.advance(by: 0.25)
        #expect(sim.color(at: p) == colors[1].1)
        sim.advance(by: 0.2)
        #expect(sim.color(at: p) == colors[2].1)
        sim.advance(by: 0.2)
        #expect(sim.color(at: p) == colors[0].1, "round again, for ever")
        view.stopAnimating()
        #expect(!view.isAnimating)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }
}
