import Testing
import Foundation
import QuartzCore
import UIKit
import UIKitTesting

/// `CAEmitterLayer`: particles stepped on the virtual clock, the same every run.
@MainActor
@Suite(.serialized) struct EmitterLayerTests {
    /// An 8-pixel white square (drawn 8 points wide: a cell's contentsScale is 1).
    private let square = swatch(.white)

    /// An 8-pixel square of one colour.
    private static func swatch(_ colour: UIColor) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { ctx in
            colour.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }.cgImage
    }

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

    @Test func subCellsMakeFireworks() {
        // A rocket (red) climbs for a second; in its last tenth its explosion sub-cell (white, so
        // the rocket's red) throws sparks all round from where it is; a trail sub-cell drops
        // sparks behind it on the way up.
        let (sim, layer) = emitter { rocket in
            rocket.name = "rocket"
            rocket.birthRate = 4
            rocket.lifetime = 1
            rocket.velocity = 300
            rocket.emissionLongitude = -.pi / 2
            let explosion = CAEmitterCell()
            explosion.name = "explosion"
            explosion.contents = square
            explosion.beginTime = 0.9
            explosion.duration = 0.1
            explosion.birthRate = 400
            explosion.lifetime = 0.5
            explosion.velocity = 200
            explosion.emissionRange = 2 * .pi
            let sparks = CAEmitterCell()
            sparks.name = "trail"
            sparks.contents = square
            sparks.birthRate = 30
            sparks.lifetime = 0.3
            sparks.velocity = 50
            // Backwards from the rocket's heading.
            sparks.emissionLongitude = .pi
            rocket.emitterCells = [explosion, sparks]
        }
        layer.emitterPosition = CGPoint(x: 200, y: 600)
        // One rocket (the first is born a quarter of a second in), then no more.
        sim.advance(by: 0.3)
        #expect(layer.particleStates.filter { $0.cellName == "rocket" }.count == 1)
        layer.birthRate = 0
        sim.advance(by: 0.45)
        let early = layer.particleStates
        #expect(early.filter { $0.cellName == "rocket" }.count == 1 && !early.contains { $0.cellName == "explosion" })
        let trail = early.filter { $0.cellName == "trail" }
        #expect(trail.count > 5 && trail.allSatisfy { $0.velocity.dy > 40 }, "trail sparks fly back down from a rising rocket")
        sim.advance(by: 0.45)
        let late = layer.particleStates
        let burst = late.filter { $0.cellName == "explosion" }
        #expect(burst.count > 10, "the explosion: \(burst.count)")
        // The rocket rose at 300 points a second from y 600: it bursts round y = 600 − 270…300.
        #expect(burst.allSatisfy { abs($0.position.y - 315) < 50 && abs($0.position.x - 200) < 50 }, "round the rocket's place")
        #expect(late.allSatisfy { $0.green < 0.01 && $0.blue < 0.01 && $0.red > 0.99 }, "every spark takes the rocket's red")
        // Drawn red round the burst.
        var lit = 0
        for y in stride(from: CGFloat(265), to: 365, by: 3) {
            for x in stride(from: CGFloat(150), to: 250, by: 3) where sim.color(at: CGPoint(x: x, y: y)).isClose(to: red, tolerance: 60) { lit += 1 }
        }
        #expect(lit > 10, "the burst drawn red: \(lit)")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir + "/emitter-fireworks.png"))
        }
        sim.advance(by: 1)
        #expect(layer.particleCount == 0, "all burnt out")
    }

    @Test func aCellsColourMultipliesItsImage() {
        // Cyan contents tinted magenta: only blue is in both, as Core Animation multiplies them.
        let (sim, layer) = emitter { cell in
            cell.contents = Self.swatch(.cyan)
            cell.color = UIColor.magenta.cgColor
            cell.birthRate = 20
            cell.lifetime = 10
        }
        sim.advance(by: 0.2)
        #expect(layer.particleCount > 0)
        #expect(sim.color(at: CGPoint(x: 200, y: 200)) == RGBA(r: 0, g: 0, b: 255), "\(sim.color(at: CGPoint(x: 200, y: 200)))")
        #expect(sim.color(at: CGPoint(x: 200, y: 206)) == white, "an 8-point square, no bigger")
    }

    @Test func particlesStayInsideTheLayerThatMasksThem() {
        // Straight edges (copied within the clip's pixels) and round corners (drawn through Cairo) alike.
        for radius in [CGFloat(0), 20] {
            let (sim, layer) = emitter { cell in
                cell.birthRate = 200
                cell.lifetime = 2
                cell.velocity = 200
                cell.emissionLongitude = .pi / 2
            }
            layer.frame = CGRect(x: 100, y: 100, width: 200, height: 160)
            layer.emitterPosition = CGPoint(x: 100, y: 40)
            layer.masksToBounds = true
            layer.cornerRadius = radius
            sim.advance(by: 1)
            #expect(sim.color(at: CGPoint(x: 200, y: 240)) == red, "the stream inside, corners \(radius)")
            #expect(sim.color(at: CGPoint(x: 200, y: 259)) == red, "to the bottom edge, corners \(radius)")
            #expect(sim.color(at: CGPoint(x: 200, y: 261)) == white, "and no further, corners \(radius)")
        }
    }

    @Test func aFadedEmitterDrawsItsParticlesInPlace() {
        // A layer at half opacity is painted into a group of its own, offset from the screen.
        let (sim, layer) = emitter { cell in
            cell.birthRate = 100
            cell.lifetime = 1
            cell.velocity = 100
            cell.emissionLongitude = .pi / 2
        }
        layer.opacity = 0.5
        sim.advance(by: 0.5)
        let c = sim.color(at: CGPoint(x: 200, y: 240))
        #expect(c.r == 255 && abs(Int(c.g) - 128) <= 2 && abs(Int(c.b) - 128) <= 2, "red at half opacity: \(c)")
        #expect(sim.color(at: CGPoint(x: 200, y: 190)) == white)
        #expect(sim.color(at: CGPoint(x: 206, y: 240)) == white, "8 points wide, no wider")
    }

    @Test func aStretchedLayerStretchesItsParticles() {
        // Twice as tall: each 8-point square is drawn 16 points tall and its stream twice as long.
        let (sim, layer) = emitter { cell in
            cell.birthRate = 1
            cell.lifetime = 10
            cell.velocity = 50
            cell.emissionLongitude = .pi / 2
        }
        layer.transform = CATransform3DMakeScale(1, 2, 1)
        sim.advance(by: 1.5)
        let states = layer.particleStates
        #expect(states.count == 1)
        guard let p = states.first else { return }
        let centre = layer.superlayer!.convert(p.position, from: layer)
        // (Within a frame's flight, 1.7 points on screen, of the edges.)
        #expect(sim.color(at: CGPoint(x: centre.x, y: centre.y + 5.5)) == red, "16 points tall")
        #expect(sim.color(at: CGPoint(x: centre.x, y: centre.y - 5.5)) == red)
        #expect(sim.color(at: CGPoint(x: centre.x + 5, y: centre.y)) == white, "and 8 wide")
        #expect(sim.color(at: CGPoint(x: centre.x, y: centre.y + 11)) == white)
        #expect(sim.color(at: CGPoint(x: centre.x, y: centre.y - 11)) == white)
    }
}
