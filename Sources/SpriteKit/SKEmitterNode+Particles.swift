import Foundation

/// The particle simulation: particles made at the birth rate (spread evenly through each step),
/// each with its random start values, moved by its velocity, acceleration and the physics fields
/// its emitter feels, and removed at the end of its life.
extension SKEmitterNode {
    /// One particle: where it is and how it started. Values that change at a constant rate are
    /// computed from its age, so a particle sampled mid-life matches `start + speed × age` exactly.
    struct Particle {
        var position: CGPoint
        var velocity: CGVector
        var age: Double = 0
        let lifetime: Double
        let zPosition: CGFloat
        let zSpeed: CGFloat
        let rotation: CGFloat
        let rotationSpeed: CGFloat
        let scale: CGFloat
        let scaleSpeed: CGFloat
        let alpha: CGFloat
        let alphaSpeed: CGFloat
        let color: RGBAColor
        let colorSpeed: RGBAColor
        let colorBlendFactor: CGFloat
        let colorBlendFactorSpeed: CGFloat
        /// How much bigger the particle is drawn for the space it lives in (a target node's scale
        /// against the emitter's).
        var sizeFactor: CGSize
        /// The node that runs `particleAction` for the particle.
        let actor: SKSpriteNode?
    }

    /// A particle as it is now, everything its sequences, speeds and action make of it.
    struct ParticleSnapshot {
        /// In the particles' space: the target node's coordinates, or the emitter's.
        let position: CGPoint
        let velocity: CGVector
        let age: TimeInterval
        let lifetime: TimeInterval
        let zPosition: CGFloat
        let rotation: CGFloat
        let scale: CGFloat
        let alpha: CGFloat
        let color: RGBAColor
        let colorBlendFactor: CGFloat
        /// Drawn size (before `scale`): the particle size or the texture's.
        let size: CGSize
    }

    /// The particles alive, oldest first, as they would be drawn now.
    var liveParticles: [ParticleSnapshot] { particles.map(snapshot(of:)) }

    func snapshot(of p: Particle) -> ParticleSnapshot {
        let life = p.lifetime > 0 ? CGFloat(p.age / p.lifetime) : 1
        let age = CGFloat(p.age)
        let clamp = { (v: CGFloat) in min(1, max(0, v)) }
        var scale = particleScaleSequence?.number(at: life) ?? (p.scale + p.scaleSpeed * age)
        var alpha = clamp(particleAlphaSequence?.number(at: life) ?? (p.alpha + p.alphaSpeed * age))
        var rotation = particleRotationSequence?.number(at: life) ?? (p.rotation + p.rotationSpeed * age)
        let c = particleColorSequence?.color(at: life)
            ?? RGBAColor(r: p.color.r + p.colorSpeed.r * age, g: p.color.g + p.colorSpeed.g * age,
                         b: p.color.b + p.colorSpeed.b * age, a: p.color.a + p.colorSpeed.a * age)
        let blend = clamp(particleColorBlendFactorSequence?.number(at: life) ?? (p.colorBlendFactor + p.colorBlendFactorSpeed * age))
        var position = p.position
        var base = particleSize == .zero ? (particleTexture?.size() ?? .zero) : particleSize
        if let actor = p.actor {
            position.x += actor.position.x
            position.y += actor.position.y
            rotation += actor.zRotation
            scale *= actor.xScale
            alpha *= clamp(actor.alpha)
            if particleSize == .zero, let t = actor.texture { base = t.size() }
        }
        return ParticleSnapshot(position: position, velocity: p.velocity, age: p.age, lifetime: p.lifetime,
                                zPosition: p.zPosition + p.zSpeed * age, rotation: rotation, scale: max(0, scale),
                                alpha: alpha, color: RGBAColor(r: clamp(c.r), g: clamp(c.g), b: clamp(c.b), a: clamp(c.a)),
                                colorBlendFactor: blend,
                                size: CGSize(width: base.width * p.sizeFactor.width, height: base.height * p.sizeFactor.height))
    }

    // MARK: Stepping

    /// One step of `dt` seconds: the particles age and move, then new ones are made.
    func simulate(_ dt: Double) {
        let space = usableSpace
        if space !== particleSpace { moveParticles(to: space) }
        let field = fieldBitMask != 0 ? fieldAcceleration(in: space) : nil
        var kept: [Particle] = []
        kept.reserveCapacity(particles.count + 8)
        for var p in particles {
            p.age += dt
            // A particle at the end of its life to within rounding has died.
            guard p.age < p.lifetime - 1e-9 else { continue }
            move(&p, by: dt, field: field)
            kept.append(p)
        }
        particles = kept
        emit(dt, in: space, field: field)
    }

    /// Makes the particles the birth rate owes for `dt` seconds; the i-th was born part-way
    /// through the step and has lived the rest of it.
    private func emit(_ dt: Double, in space: SKNode?, field: ((CGPoint, CGVector) -> CGVector)?) {
        let rate = Double(particleBirthRate)
        guard rate > 0, dt > 0 else { return }
        let owed = emissionDebt + rate * dt
        // A particle owed to within rounding is made now (60 steps of 40/60 make 40, not 39).
        var count = Int(owed + 1e-9)
        emissionDebt = max(0, owed - Double(count))
        if numParticlesToEmit > 0 { count = min(count, max(0, numParticlesToEmit - emittedCount)) }
        guard count > 0 else { return }
        let before = owed - rate * dt
        let toSpace = space.map { transform(from: self, to: $0) } ?? .identity
        for i in 0..<count {
            emittedCount += 1
            let age = dt - (Double(i + 1) - before) / rate
            var p = makeParticle(toSpace)
            guard p.lifetime > 0, max(0, age) < p.lifetime - 1e-9 else { continue }
            if age > 0 {
                p.age = age
                move(&p, by: age, field: field)
            }
            particles.append(p)
        }
    }

    /// A new particle with its random start values (drawn in a fixed order from the scene's
    /// random numbers), moved into the space by `toSpace`.
    private func makeParticle(_ toSpace: CGAffineTransform) -> Particle {
        let lifetime = max(0, particleLifetime + spread(particleLifetimeRange))
        let start = CGPoint(x: particlePosition.x + spread(particlePositionRange.dx),
                            y: particlePosition.y + spread(particlePositionRange.dy))
        let angle = emissionAngle + spread(emissionAngleRange)
        let speed = particleSpeed + spread(particleSpeedRange)
        let rotation = particleRotation + spread(particleRotationRange)
        let scale = particleScale + spread(particleScaleRange)
        let alpha = particleAlpha + spread(particleAlphaRange)
        let base = RGBAColor(particleColor)
        let color = RGBAColor(r: base.r + spread(particleColorRedRange), g: base.g + spread(particleColorGreenRange),
                              b: base.b + spread(particleColorBlueRange), a: base.a + spread(particleColorAlphaRange))
        let blend = particleColorBlendFactor + spread(particleColorBlendFactorRange)
        let z = particleZPosition + spread(zPositionRange)
        let v = CGVector(dx: cos(angle) * speed, dy: sin(angle) * speed)
        let t = toSpace
        var actor: SKSpriteNode?
        if let particleAction {
            let node = SKSpriteNode(texture: particleTexture)
            node.run(particleAction)
            actor = node
        }
        return Particle(position: start.applying(t), velocity: CGVector(dx: t.a * v.dx + t.c * v.dy, dy: t.b * v.dx + t.d * v.dy),
                        lifetime: Double(lifetime), zPosition: z, zSpeed: zPositionSpeed,
                        rotation: rotation + atan2(t.b, t.a), rotationSpeed: particleRotationSpeed,
                        scale: scale, scaleSpeed: particleScaleSpeed, alpha: alpha, alphaSpeed: particleAlphaSpeed,
                        color: color,
                        colorSpeed: RGBAColor(r: particleColorRedSpeed, g: particleColorGreenSpeed, b: particleColorBlueSpeed, a: particleColorAlphaSpeed),
                        colorBlendFactor: blend, colorBlendFactorSpeed: particleColorBlendFactorSpeed,
                        sizeFactor: CGSize(width: hypot(t.a, t.b), height: hypot(t.c, t.d)), actor: actor)
    }

    /// A random number in (-range/2, range/2): the scene's when the emitter is in one.
    private func spread(_ range: CGFloat) -> CGFloat {
        guard range != 0 else { return 0 }
        let unit: Double
        if let scene { unit = scene.random.nextUnit() } else { unit = ownRandom.nextUnit() }
        return (CGFloat(unit) - 0.5) * range
    }

    /// Constant acceleration (and the fields' pull at the start of the step) over `dt`.
    private func move(_ p: inout Particle, by dt: Double, field: ((CGPoint, CGVector) -> CGVector)?) {
        let t = CGFloat(dt)
        var a = CGVector(dx: xAcceleration, dy: yAcceleration)
        if let field {
            let f = field(p.position, p.velocity)
            a.dx += f.dx
            a.dy += f.dy
        }
        p.position.x += p.velocity.dx * t + a.dx * t * t / 2
        p.position.y += p.velocity.dy * t + a.dy * t * t / 2
        p.velocity.dx += a.dx * t
        p.velocity.dy += a.dy * t
        p.actor?.evaluateActions(dt)
    }

    // MARK: Spaces

    /// The target node, when it shares the emitter's tree (else the particles stay the emitter's).
    var usableSpace: SKNode? {
        guard let target = targetNode, target !== self, target.root === root else { return nil }
        return target
    }

    /// From `a`'s coordinates to `b`'s (they share a root).
    func transform(from a: SKNode, to b: SKNode) -> CGAffineTransform {
        a === b ? .identity : a.transformToRoot.concatenating(b.transformToRoot.inverted())
    }

    /// Moves the particles alive into another space (a new target node), keeping where they are.
    func moveParticles(to space: SKNode?) {
        let from = particleSpace ?? self, to = space ?? self
        particleSpace = space
        guard !particles.isEmpty, from !== to, from.root === to.root else { return }
        let t = transform(from: from, to: to)
        for i in particles.indices {
            let v = particles[i].velocity
            particles[i].position = particles[i].position.applying(t)
            particles[i].velocity = CGVector(dx: t.a * v.dx + t.c * v.dy, dy: t.b * v.dx + t.d * v.dy)
        }
    }

    /// The fields' acceleration (points per second squared) on a particle at a point of the space
    /// moving at a velocity, each particle a body of mass 1 and charge 1.
    private func fieldAcceleration(in space: SKNode?) -> ((CGPoint, CGVector) -> CGVector)? {
        guard let scene else { return nil }
        let world = scene.physicsWorld
        let fields = world.fields.filter { $0.isEnabled && $0.scene === scene && ($0.categoryBitMask & fieldBitMask) != 0 }
        guard !fields.isEmpty else { return nil }
        let probe = fieldProbe ?? {
            let body = SKPhysicsBody(circleOfRadius: 1)
            body.mass = 1
            body.charge = 1
            fieldProbe = body
            return body
        }()
        let toScene = (space ?? self).transformToRoot
        let fromScene = toScene.inverted()
        let m = PhysicsUnits.pointsPerMeter, time = world.time
        return { position, velocity in
            let p = position.applying(toScene)
            let v = CGVector(dx: toScene.a * velocity.dx + toScene.c * velocity.dy, dy: toScene.b * velocity.dx + toScene.d * velocity.dy)
            var felt = fields.filter { $0.covers(p) }
            if let exclusive = felt.first(where: { $0.isExclusive }) { felt = [exclusive] }
            var total = CGVector.zero
            for field in felt {
                let f = field.force(on: probe, at: p, velocity: v, pointsPerMeter: m, time: time, dt: 1.0 / 60)
                total.dx += f.dx * m
                total.dy += f.dy * m
            }
            return CGVector(dx: fromScene.a * total.dx + fromScene.c * total.dy, dy: fromScene.b * total.dx + fromScene.d * total.dy)
        }
    }
}
