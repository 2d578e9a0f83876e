import Testing
import Foundation
@_spi(OpenUIKit) import QuartzCore
@_spi(Testing) import UIKit
@_spi(Testing) import UIKitTesting

/// `CAEmitterLayer`: particles stepped on the virtual clock, the same every run.
@MainActor
@Suite(.serialized) struct EmitterLayerTests {
    /// An 8-pixel white square (drawn 8 points wide: a cell's contentsScale is 1).
    private let square = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return f
    }()).image { ctx in
        UIColor.white.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }.cgImage

    /// An emitter at (200, 200) of a full-screen layer, with one cell.
    private func emitter(_ configure: (CAEmitterCell) -> Void, seed: UInt32 = 1) -> (Simulator, CAEmitterLayer) {
        let (sim, root) = canvas()
        let layer = CAEmitterLayer()
        layer.frame = root.bounds
        layer.emitterPosition = CGPoint(x: 200, y: 200)
        layer.seed = seed
        let cell = CAEmitterCell()
        cell.contents = square
        cell.color = UIColor.red.cgColor
        configure(cell)
        layer.emitterCells = [cell]
        root.layer.addSublayer(layer)
        sim.runFrame()
        return (sim, layer)
    }

    private let red = RGBA(r: 255, g: 0, b: 0)

    @Test func particlesAreBornFlyAndDie() {
        let (sim, layer) = emitter { cell in
            cell.birthRate = 100
            cell.lifetime = 1
            cell.velocity = 100
            cell.emissionLongitude = .pi / 2  // down
        }
        sim.advance(by: 0.5)
        #expect(abs(layer.particleCount - 50) <= 2, "a hundred a second: \(layer.particleCount)")
        #expect(sim.color(at: CGPoint(x: 200, y: 240)) == red, "a stream downward")
        #expect(sim.color(at: CGPoint(x: 200, y: 190)) == white, "nothing above the emitter")
        #expect(sim.color(at: CGPoint(x: 200, y: 270)) == white, "none has gone further than half a second's flight")
        // Animatable, as on iOS: on a layer of its own the birth rate falls to 0 over a quarter second.
        layer.birthRate = 0
        sim.advance(by: 1.3)
        #expect(layer.particleCount == 0, "each lives a second")
        let before = sim.now
        sim.settle()
        #expect(sim.now - before < 0.2, "an emitter with nothing to show lets the device rest")
        #expect(sim.color(at: CGPoint(x: 200, y: 240)) == white)
    }

    @Test func gravityAndColourSpeedsAndRanges() {
        let (sim, layer) = emitter { cell in
            cell.birthRate = 10
            cell.lifetime = 5
            cell.yAcceleration = 200
            cell.alphaSpeed = -0.5
        }
        sim.advance(by: 0.6)
        // The first particle, born a tenth of a second in, has fallen for half a second: ½·200·0.5² ≈ 25 pt.
        let lowest = (0..<80).map { CGFloat($0) }.last { sim.color(at: CGPoint(x: 200, y: 200 + $0)) != white } ?? 0
        #expect(abs(lowest - 25 - 4) < 4, "fallen \(lowest)")
        let faded = sim.color(at: CGPoint(x: 200, y: 200 + lowest - 2))
        #expect(abs(Int(faded.g) - 64) < 16 && faded.r == 255, "red, its alpha a quarter gone, over white: \(faded)")
    }

    @Test func theSameSeedMakesTheSameParticles() throws {
        func run(_ seed: UInt32) throws -> Data {
            let (sim, _) = emitter({ cell in
                cell.birthRate = 200
                cell.lifetime = 2
                cell.velocity = 120
                cell.velocityRange = 60
                cell.emissionRange = 2 * .pi
                cell.spin = 2
                cell.spinRange = 3
                cell.scaleRange = 0.5
            }, seed: seed)
            sim.advance(by: 0.8)
            return try sim.screenshot()
        }
        let a = try run(7), b = try run(7), c = try run(8)
        #expect(a == b, "same seed, same picture")
        #expect(a != c, "another seed, another")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try a.write(to: URL(fileURLWithPath: dir).appendingPathComponent("emitter-burst.png"))
        }
    }
}
