import Testing
import Foundation
@testable import SpriteKit
import UIKitTesting

/// Particle emitters on the device's virtual clock: how many particles live, how their alpha,
/// scale and colour change over their lives, the same particles on every run, trails left in a
/// target node, and the pixels they draw. Keyframe sequences sampled on their own.
@MainActor
@Suite struct EmitterTests {
    /// An emitter of particles that stand still, in a presented scene.
    private func stage(_ configure: (SKEmitterNode) -> Void) -> (Simulator, SKScene, SKEmitterNode) {
        let scene = screenScene()
        let emitter = SKEmitterNode()
        emitter.position = CGPoint(x: 200, y: 400)
        configure(emitter)
        scene.addChild(emitter)
        let (sim, _) = present(scene)
        return (sim, scene, emitter)
    }

    /// A white texture, 4 × 4 pixels.
    private func white() -> SKTexture {
        SKTexture(data: Data(repeating: 255, count: 4 * 4 * 4), size: CGSize(width: 4, height: 4))
    }

    @Test func anEmitterStartsWithApplesDefaults() {
        let e = SKEmitterNode()
        #expect(e.particleBirthRate == 0 && e.numParticlesToEmit == 0 && e.particleLifetime == 0 && e.particleLifetimeRange == 0)
        #expect(e.particleScale == 1 && e.particleAlpha == 1 && e.particleColorBlendFactor == 0)
        #expect(RGBAColor(e.particleColor) == RGBAColor(r: 0, g: 0, b: 0, a: 0), "clear, as Apple documents")
        #expect(e.particleBlendMode == .alpha && e.particleRenderOrder == .oldestLast && e.fieldBitMask == 0)
        #expect(e.particleSize == .zero && e.particleTexture == nil && e.targetNode == nil && e.particleAction == nil)
        #expect(e.particleSpeed == 0 && e.emissionAngle == 0 && e.xAcceleration == 0 && e.yAcceleration == 0)
        #expect(e.particleColorSequence == nil && e.particleScaleSequence == nil && e.particleAlphaSequence == nil)
    }

    @Test func particlesAliveAreTheBirthRateTimesTheirLifetime() {
        let (sim, _, emitter) = stage {
            $0.particleBirthRate = 100
            $0.particleLifetime = 1.5
        }
        sim.advance(by: 0.5)
        #expect(abs(emitter.liveParticles.count - 50) <= 2, "\(emitter.liveParticles.count) after half a second")
        sim.advance(by: 2.5)
        #expect(abs(emitter.liveParticles.count - 150) <= 2, "\(emitter.liveParticles.count) once the first have died")
        #expect(emitter.liveParticles.allSatisfy { $0.age < 1.5 })
        // Ages spread evenly: a hundredth of a second apart.
        let ages = emitter.liveParticles.map(\.age)
        #expect(zip(ages, ages.dropFirst()).allSatisfy { abs(($0 - $1) - 0.01) < 1e-6 })
    }

    @Test func numParticlesToEmitStopsTheEmitterUntilItIsReset() {
        let (sim, _, emitter) = stage {
            $0.particleBirthRate = 100
            $0.particleLifetime = 10
            $0.numParticlesToEmit = 30
        }
        sim.advance(by: 1)
        #expect(emitter.liveParticles.count == 30)
        sim.advance(by: 2)
        #expect(emitter.liveParticles.count == 30)
        emitter.resetSimulation()
        #expect(emitter.liveParticles.isEmpty)
        sim.advance(by: 0.1)
        #expect(emitter.liveParticles.count == 10)
    }

    @Test func advancingTheSimulationFillsAnEmitterOutsideAScene() {
        let emitter = SKEmitterNode()
        emitter.particleBirthRate = 40
        emitter.particleLifetime = 2
        emitter.advanceSimulationTime(1)
        #expect(emitter.liveParticles.count == 40)
        emitter.advanceSimulationTime(3)
        #expect(emitter.liveParticles.count == 80)
    }

    @Test func alphaAndScaleChangeAtTheirSpeedsAndPositionsFollowTheAcceleration() {
        let (sim, _, emitter) = stage {
            $0.particleBirthRate = 20
            $0.particleLifetime = 3
            $0.particleAlpha = 1
            $0.particleAlphaSpeed = -0.5
            $0.particleScale = 1
            $0.particleScaleSpeed = 0.5
            $0.particleRotationSpeed = 2
            $0.particleSpeed = 10
            $0.emissionAngle = 0
            $0.yAcceleration = -20
        }
        sim.advance(by: 2.5)
        let particles = emitter.liveParticles
        #expect(particles.count > 40)
        for p in particles {
            let t = CGFloat(p.age)
            #expect(abs(p.alpha - max(0, 1 - 0.5 * t)) < 1e-9)
            #expect(abs(p.scale - (1 + 0.5 * t)) < 1e-9)
            #expect(abs(p.rotation - 2 * t) < 1e-9)
            #expect(abs(p.position.x - 10 * t) < 1e-6, "x at \(t)s: \(p.position.x)")
            #expect(abs(p.position.y - (-10 * t * t)) < 1e-6, "y at \(t)s: \(p.position.y)")
        }
        #expect(particles.contains { $0.alpha == 0 }, "particles older than 2 s are transparent")
    }

    @Test func keyframeSequencesReplaceTheSpeeds() {
        let (sim, _, emitter) = stage {
            $0.particleBirthRate = 10
            $0.particleLifetime = 2
            $0.particleScaleSpeed = 5
            $0.particleScaleSequence = SKKeyframeSequence(keyframeValues: [0.0, 2.0, 1.0], times: [0, 0.5, 1])
            $0.particleAlphaSequence = SKKeyframeSequence(keyframeValues: [1, 0], times: [0, 1])
            $0.particleColorSequence = SKKeyframeSequence(keyframeValues: [UIColor.red, UIColor.blue], times: [0, 1])
            $0.particleColorBlendFactorSequence = SKKeyframeSequence(keyframeValues: [NSNumber(value: 0.25)], times: [0])
        }
        sim.advance(by: 1.5)
        for p in emitter.liveParticles {
            let f = CGFloat(p.age / p.lifetime)
            let scale = f < 0.5 ? 4 * f : 2 - 2 * (f - 0.5)
            #expect(abs(p.scale - scale) < 1e-9, "scale at \(f) of its life: \(p.scale)")
            #expect(abs(p.alpha - (1 - f)) < 1e-9)
            #expect(abs(p.color.r - (1 - f)) < 1e-9 && abs(p.color.b - f) < 1e-9 && p.color.g == 0)
            #expect(p.colorBlendFactor == 0.25)
        }
    }

    @Test func keyframeSequencesInterpolateStepAndLoop() {
        let seq = SKKeyframeSequence(keyframeValues: [5, 1, 10, 0], times: [0, 0.25, 0.5, 1])
        #expect(seq.count() == 4 && seq.interpolationMode == .linear && seq.repeatMode == .clamp)
        #expect((seq.sample(atTime: 0.125) as? NSNumber)?.doubleValue == 3)
        #expect((seq.sample(atTime: 0.75) as? NSNumber)?.doubleValue == 5)
        #expect((seq.sample(atTime: -1) as? NSNumber)?.doubleValue == 5, "clamped before the first keyframe")
        #expect((seq.sample(atTime: 3) as? NSNumber)?.doubleValue == 0, "clamped after the last")
        seq.interpolationMode = .step
        #expect((seq.sample(atTime: 0.3) as? NSNumber)?.doubleValue == 1)
        #expect((seq.sample(atTime: 0.99) as? NSNumber)?.doubleValue == 10)
        seq.interpolationMode = .spline
        // The curve passes through its keyframes and is smooth between them.
        for (t, v) in [(0.0, 5.0), (0.25, 1.0), (0.5, 10.0), (1.0, 0.0)] {
            #expect(abs(((seq.sample(atTime: CGFloat(t)) as? NSNumber)?.doubleValue ?? -99) - v) < 1e-9)
        }
        let mid = (seq.sample(atTime: 0.375) as? NSNumber)?.doubleValue ?? 0
        #expect(mid > 1 && mid < 10 && mid != 5.5, "a curve, not a line: \(mid)")

        let loop = SKKeyframeSequence(keyframeValues: [0, 1], times: [0, 0.5])
        loop.repeatMode = .loop
        #expect((loop.sample(atTime: 0.75) as? NSNumber)?.doubleValue == 0.5)
        loop.addKeyframeValue(3, time: 1)
        #expect(loop.count() == 3 && loop.getKeyframeTime(for: 2) == 1 && (loop.getKeyframeValue(for: 2) as? Int) == 3)
        #expect((loop.sample(atTime: 0.75) as? NSNumber)?.doubleValue == 2)

        let colors = SKKeyframeSequence(keyframeValues: [UIColor.red, UIColor.blue], times: [0, 1])
        let half = colors.sample(atTime: 0.5) as? UIColor
        #expect(half.map(RGBAColor.init) == RGBAColor(r: 0.5, g: 0, b: 0.5, a: 1))
        #expect(SKKeyframeSequence(capacity: 4).sample(atTime: 0) == nil)
    }

    @Test func theSameRunTwiceMakesTheSameParticles() {
        func run() -> [SKEmitterNode.ParticleSnapshot] {
            let (sim, _, emitter) = stage {
                $0.particleBirthRate = 60
                $0.particleLifetime = 1
                $0.particleLifetimeRange = 0.5
                $0.particleSpeed = 50
                $0.particleSpeedRange = 30
                $0.emissionAngleRange = .pi * 2
                $0.particlePositionRange = CGVector(dx: 20, dy: 10)
                $0.particleScaleRange = 0.5
                $0.particleColor = .white
                $0.particleColorRedRange = 0.4
            }
            sim.advance(by: 1)
            return emitter.liveParticles
        }
        let a = run(), b = run()
        #expect(a.count == b.count && a.count > 30)
        #expect(zip(a, b).allSatisfy { $0.position == $1.position && $0.lifetime == $1.lifetime && $0.scale == $1.scale && $0.color == $1.color })
        #expect(Set(a.map(\.lifetime)).count > 10, "lifetimes differ from particle to particle")
        #expect(a.allSatisfy { abs($0.position.x) <= 10 + 80 * $0.age + 1e-9 })
    }

    @Test func particlesInATargetNodeLeaveATrail() {
        let (sim, scene, emitter) = stage {
            $0.particleBirthRate = 30
            $0.particleLifetime = 5
            $0.position = CGPoint(x: 0, y: 100)
        }
        emitter.targetNode = scene
        emitter.run(SKAction.moveBy(x: 200, y: 0, duration: 1))
        sim.advance(by: 1.2)
        let xs = emitter.liveParticles.map(\.position.x)
        #expect(xs.count > 30)
        #expect((xs.min() ?? 99) < 15 && (xs.max() ?? 0) > 185, "from \(xs.min() ?? 0) to \(xs.max() ?? 0) in the scene")
        #expect(emitter.liveParticles.allSatisfy { abs($0.position.y - 100) < 1e-9 })

        // Without a target they stay at the emitter, wherever it goes.
        let (sim2, _, still) = stage {
            $0.particleBirthRate = 30
            $0.particleLifetime = 5
        }
        still.run(SKAction.moveBy(x: 200, y: 0, duration: 1))
        sim2.advance(by: 1.2)
        #expect(still.liveParticles.allSatisfy { $0.position == .zero })
    }

    @Test func aWhiteTextureBlendedWithRedDrawsRedParticles() {
        let (sim, _, emitter) = stage {
            $0.particleTexture = white()
            $0.particleScale = 5
            $0.particleBirthRate = 10
            $0.particleLifetime = 10
            $0.particleColor = .red
            $0.particleColorBlendFactor = 1
        }
        #expect(sim.color(at: screen(200, 400)) == black, "no particle yet")
        sim.advance(by: 0.5)
        #expect(emitter.liveParticles.first?.size == CGSize(width: 4, height: 4))
        #expect(sim.color(at: screen(200, 400)) == red)
        #expect(sim.color(at: screen(208, 408)) == red, "20 points square around the emitter")
        #expect(sim.color(at: screen(212, 400)) == black)
        // Unblended, the texture's white.
        emitter.particleColorBlendFactor = 0
        emitter.resetSimulation()
        sim.advance(by: 0.5)
        #expect(sim.color(at: screen(200, 400)) == RGBA(r: 255, g: 255, b: 255))
        // Without a texture, a rectangle of the particle's colour and size (2 × 2, scaled 5).
        emitter.particleTexture = nil
        emitter.particleSize = CGSize(width: 2, height: 2)
        emitter.particleColor = .blue
        emitter.resetSimulation()
        sim.advance(by: 0.5)
        #expect(sim.color(at: screen(203, 403)) == blue)
        #expect(sim.color(at: screen(207, 400)) == black)
    }

    @Test func particlesRunTheParticleActionAndFeelFields() {
        let (sim, scene, emitter) = stage {
            $0.particleBirthRate = 10
            $0.particleLifetime = 3
            $0.particleAction = SKAction.moveBy(x: 50, y: 0, duration: 1)
        }
        sim.advance(by: 2)
        let old = emitter.liveParticles.filter { $0.age > 1.2 }
        #expect(!old.isEmpty && old.allSatisfy { abs($0.position.x - 50) < 1e-6 })
        #expect(emitter.liveParticles.contains { $0.position.x < 40 }, "young particles are still on their way")

        // A field pulls the particles whose emitter's mask meets its category.
        emitter.particleAction = nil
        emitter.resetSimulation()
        let field = SKFieldNode.linearGravityField(withVector: vector_float3(1, 0, 0))
        field.categoryBitMask = 0x2
        scene.addChild(field)
        sim.advance(by: 1)
        #expect(emitter.liveParticles.allSatisfy { $0.position.x == 0 }, "the emitter feels no field by default")
        emitter.fieldBitMask = 0x2
        emitter.resetSimulation()
        sim.advance(by: 1)
        // 1 m/s² on a mass of 1 is 150 points/s²: 75 t² points after t seconds.
        let pulled = emitter.liveParticles
        #expect(!pulled.isEmpty && pulled.allSatisfy { abs($0.position.x - 75 * CGFloat($0.age * $0.age)) < 1e-6 && $0.position.y == 0 })
    }
}
