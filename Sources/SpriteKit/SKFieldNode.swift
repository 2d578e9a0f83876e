import Foundation

/// simd's three-float vector, as SpriteKit's field API names it.
public typealias vector_float3 = SIMD3<Float>

/// A force that acts on the physics bodies in its region: gravity one way or towards a point,
/// springs, drag, vortices, noise, electric and magnetic forces, or a block of the game's own.
/// Forces follow the bodies' masses (and charges) in SpriteKit's units; distances are metres.
@preconcurrency @MainActor open class SKFieldNode: SKNode {
    enum Kind {
        case linearGravity, radialGravity, spring, drag, vortex, velocity, noise, turbulence, electric, magnetic
        case custom((vector_float3, vector_float3, Float, Float, TimeInterval) -> vector_float3)
    }

    let kind: Kind
    /// Where the field acts, in its own coordinates: everywhere unless set.
    open var region: SKRegion?
    open var strength: Float = 1
    /// The exponent of the distance the force falls off with.
    open var falloff: Float = 0
    /// Below this distance (metres), the force is as at it.
    open var minimumRadius: Float = 0.0001
    open var isEnabled = true
    /// Whether bodies in this field feel no other.
    open var isExclusive = false
    /// Which bodies feel the field: those whose field mask meets it.
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    open var direction: vector_float3 = .zero
    open var smoothness: Float = 0
    open var animationSpeed: Float = 0

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    public required init?(coder aDecoder: NSCoder) {
        kind = .linearGravity
        super.init(coder: aDecoder)
    }

    open class func linearGravityField(withVector direction: vector_float3) -> SKFieldNode {
        let f = SKFieldNode(kind: .linearGravity)
        f.direction = direction
        return f
    }
    open class func radialGravityField() -> SKFieldNode { SKFieldNode(kind: .radialGravity) }
    open class func springField() -> SKFieldNode { SKFieldNode(kind: .spring) }
    open class func dragField() -> SKFieldNode { SKFieldNode(kind: .drag) }
    open class func vortexField() -> SKFieldNode { SKFieldNode(kind: .vortex) }
    open class func velocityField(withVector direction: vector_float3) -> SKFieldNode {
        let f = SKFieldNode(kind: .velocity)
        f.direction = direction
        return f
    }
    open class func noiseField(withSmoothness smoothness: CGFloat, animationSpeed speed: CGFloat) -> SKFieldNode {
        let f = SKFieldNode(kind: .noise)
        f.smoothness = Float(smoothness)
        f.animationSpeed = Float(speed)
        return f
    }
    open class func turbulenceField(withSmoothness smoothness: CGFloat, animationSpeed speed: CGFloat) -> SKFieldNode {
        let f = SKFieldNode(kind: .turbulence)
        f.smoothness = Float(smoothness)
        f.animationSpeed = Float(speed)
        return f
    }
    open class func electricField() -> SKFieldNode { SKFieldNode(kind: .electric) }
    open class func magneticField() -> SKFieldNode { SKFieldNode(kind: .magnetic) }
    /// The block gets a body's position and velocity (relative to the field, metres), mass, charge
    /// and the step's time, and returns the force.
    open class func customField(evaluationBlock block: @escaping (vector_float3, vector_float3, Float, Float, TimeInterval) -> vector_float3) -> SKFieldNode {
        SKFieldNode(kind: .custom(block))
    }

    override func didEnter(_ scene: SKScene) {
        super.didEnter(scene)
        scene.physicsWorld.fields.append(self)
    }

    override func didLeave(_ scene: SKScene) {
        super.didLeave(scene)
        scene.physicsWorld.fields.removeAll { $0 === self }
    }
}
