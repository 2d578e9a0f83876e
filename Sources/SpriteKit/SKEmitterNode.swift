import Foundation

/// A source of particles — sparks, smoke, rain, fire: small textured or coloured quads it makes
/// at a rate, each with a life, a speed, and a scale, alpha, rotation and colour that start at a
/// random value around an average and change at a rate (or follow a keyframe sequence).
///
/// Particles are simulated on the scene's clock (its frames' actions step), from the scene's
/// deterministic random numbers, and drawn by the node as sprites would be.
@preconcurrency @MainActor open class SKEmitterNode: SKNode {
    // MARK: Emission

    /// The texture each particle draws; nil draws rectangles of the particle's colour.
    open var particleTexture: SKTexture?
    /// Particles made per second. 0 by default.
    open var particleBirthRate: CGFloat = 0
    /// How many particles to make before stopping; 0 (the default) never stops.
    open var numParticlesToEmit = 0
    /// The order particles are drawn in; the oldest last by default.
    open var particleRenderOrder: SKParticleRenderOrder = .oldestLast

    // MARK: Life

    /// Seconds each particle lives, on average.
    open var particleLifetime: CGFloat = 0
    /// The width of the range particles' lives are picked from around the average.
    open var particleLifetimeRange: CGFloat = 0

    // MARK: Position and motion

    /// Where particles start, in the emitter's coordinates.
    open var particlePosition: CGPoint = .zero
    /// The size of the box particles start in, around `particlePosition`.
    open var particlePositionRange: CGVector = .zero
    /// The particles' height, as a node's `zPosition`.
    open var particleZPosition: CGFloat = 0
    @available(*, deprecated, message: "Particles' heights no longer vary")
    open var particleZPositionRange: CGFloat {
        get { zPositionRange }
        set { zPositionRange = newValue }
    }
    @available(*, deprecated, message: "Particles' heights no longer change")
    open var particleZPositionSpeed: CGFloat {
        get { zPositionSpeed }
        set { zPositionSpeed = newValue }
    }
    /// The direction particles set off in, counterclockwise from the x axis, in radians.
    open var emissionAngle: CGFloat = 0
    open var emissionAngleRange: CGFloat = 0
    /// Points per second particles set off at.
    open var particleSpeed: CGFloat = 0
    open var particleSpeedRange: CGFloat = 0
    /// Points per second squared added to the particles' velocity.
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0

    // MARK: Rotation and scale

    open var particleRotation: CGFloat = 0
    open var particleRotationRange: CGFloat = 0
    /// Radians per second.
    open var particleRotationSpeed: CGFloat = 0
    /// The particles' size before scaling; zero (the default) takes the texture's size.
    open var particleSize: CGSize = .zero
    open var particleScale: CGFloat = 1
    open var particleScaleRange: CGFloat = 0
    /// Scale added per second.
    open var particleScaleSpeed: CGFloat = 0
    /// The scale over each particle's life (times 0…1): replaces the scale, range and speed.
    open var particleScaleSequence: SKKeyframeSequence?

    // MARK: Alpha

    open var particleAlpha: CGFloat = 1
    open var particleAlphaRange: CGFloat = 0
    /// Alpha added per second.
    open var particleAlphaSpeed: CGFloat = 0
    /// The alpha over each particle's life: replaces the alpha, range and speed.
    open var particleAlphaSequence: SKKeyframeSequence?

    // MARK: Colour

    /// The colour particles are blended with by their colour blend factor; clear by default.
    open var particleColor: UIColor = .clear
    open var particleColorRedRange: CGFloat = 0
    open var particleColorGreenRange: CGFloat = 0
    open var particleColorBlueRange: CGFloat = 0
    open var particleColorAlphaRange: CGFloat = 0
    open var particleColorRedSpeed: CGFloat = 0
    open var particleColorGreenSpeed: CGFloat = 0
    open var particleColorBlueSpeed: CGFloat = 0
    open var particleColorAlphaSpeed: CGFloat = 0
    /// The colour over each particle's life: replaces the colour and its ranges and speeds.
    open var particleColorSequence: SKKeyframeSequence?
    /// How much of the colour tints the texture: 0 (the default) draws the texture as it is.
    open var particleColorBlendFactor: CGFloat = 0
    open var particleColorBlendFactorRange: CGFloat = 0
    open var particleColorBlendFactorSpeed: CGFloat = 0
    open var particleColorBlendFactorSequence: SKKeyframeSequence?
    /// How particles combine with what is under them.
    open var particleBlendMode: SKBlendMode = .alpha

    // MARK: Behaviour

    /// An action each new particle runs, as if it were a sprite: its moves, turns, scales and
    /// fades add to the particle's own, and its texture changes the particle's.
    open var particleAction: SKAction? {
        get { action }
        set { action = newValue?.copy() as? SKAction }
    }
    /// The node particles live in once made: they stay where they were emitted in its
    /// coordinates, so a moving emitter leaves a trail. Nil keeps them in the emitter's.
    open weak var targetNode: SKNode? {
        didSet { if targetNode !== oldValue { moveParticles(to: usableSpace) } }
    }
    /// Which physics fields move the particles (each as a body of mass and charge 1); none by default.
    open var fieldBitMask: UInt32 = 0

    // MARK: Simulation state

    private var action: SKAction?
    /// The deprecated height range and speed, as files still record them.
    var zPositionRange: CGFloat = 0
    var zPositionSpeed: CGFloat = 0
    /// The body fields push particles as (mass 1, charge 1).
    var fieldProbe: SKPhysicsBody?

    /// The particles alive, oldest first.
    var particles: [Particle] = []
    /// The node whose coordinates the particles are in (nil: the emitter's).
    weak var particleSpace: SKNode?
    /// Particles owed to the birth rate, less those made.
    var emissionDebt: Double = 0
    /// Particles made since the simulation began, for `numParticlesToEmit`.
    var emittedCount = 0
    /// Random numbers when the emitter is in no scene (else the scene's are used).
    var ownRandom = SceneRandom(seed: 0xE417_7E55)
    /// Tinted textures by source image and colour, so that many particles share a few images.
    var tintCache: [TintKey: (source: CGImage, image: CGImage)] = [:]
    /// Sequences the particle editor keeps that SpriteKit has no public property for.
    var particleRotationSequence: SKKeyframeSequence?

    public override init() { super.init() }

    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    // MARK: Simulation

    /// Runs the particle simulation on by `sec` seconds at once: new particles are made and old
    /// ones move and die as if the time had passed (to fill an emitter before it is shown).
    open func advanceSimulationTime(_ sec: TimeInterval) {
        var left = sec
        while left > 1e-9 {
            let step = min(left, 1.0 / 60)
            simulate(step)
            left -= step
        }
    }

    /// Removes every particle and starts the emission again (`numParticlesToEmit` counts anew).
    open func resetSimulation() {
        particles.removeAll()
        emissionDebt = 0
        emittedCount = 0
    }

    override func advanceContent(_ dt: TimeInterval) {
        guard dt > 0 else { return }
        advanceSimulationTime(dt)
    }

    override var drawBlendMode: SKBlendMode { particleBlendMode }

    override func drawContent(in context: CGContext, alpha: CGFloat) {
        drawParticles(in: context, alpha: alpha)
    }
}
