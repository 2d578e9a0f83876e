import Foundation

/// A node's physical shape and material: the scene's physics world moves the node by it, and
/// reports its contacts. Units are SpriteKit's: positions in points (150 to a metre), masses in
/// kilograms, forces in newtons, velocities in points per second.
@preconcurrency @MainActor open class SKPhysicsBody: NSObject, @preconcurrency NSCopying {
    /// The shape in the node's coordinates.
    enum Shape {
        case circle(radius: CGFloat, center: CGPoint)
        case polygon([CGPoint])
        /// Edges; `loop` closes them.
        case edges([CGPoint], loop: Bool)
        case compound([SKPhysicsBody])
    }

    let shape: Shape
    /// The node the body moves.
    public internal(set) weak var node: SKNode?
    /// The Box2D body while the node is in a scene's world.
    weak var handle: BodyHandle?

    /// Whether forces and collisions move it; edge bodies never move.
    open var isDynamic: Bool { didSet { handle?.updateType() } }
    open var usesPreciseCollisionDetection = false { didSet { handle?.updateMaterial() } }
    open var allowsRotation = true { didSet { handle?.updateMaterial() } }
    /// Pinned to its parent at its position: it may turn, not move.
    open var pinned = false { didSet { handle?.updateType() } }
    open var affectedByGravity = true { didSet { handle?.updateMaterial() } }
    open var friction: CGFloat = 0.2 { didSet { handle?.updateMaterial() } }
    open var restitution: CGFloat = 0.2 { didSet { handle?.updateMaterial() } }
    open var linearDamping: CGFloat = 0.1 { didSet { handle?.updateMaterial() } }
    open var angularDamping: CGFloat = 0.1 { didSet { handle?.updateMaterial() } }
    /// Kilograms per square metre.
    open var density: CGFloat = 1 {
        didSet {
            explicitMass = nil
            handle?.updateMaterial()
        }
    }
    /// Set, it fixes the mass and the density follows from the area.
    private var explicitMass: CGFloat?
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF { didSet { handle?.updateMasks() } }
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF { didSet { handle?.updateMasks() } }
    open var contactTestBitMask: UInt32 = 0 { didSet { handle?.updateMasks() } }
    open var fieldBitMask: UInt32 = 0xFFFF_FFFF
    open var charge: CGFloat = 0

    /// Velocity to apply when the body joins a world.
    private var pendingVelocity = CGVector.zero
    private var pendingAngularVelocity: CGFloat = 0

    init(shape: Shape, dynamic: Bool = true) {
        self.shape = shape
        isDynamic = dynamic
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Shapes

    public convenience init(circleOfRadius r: CGFloat) { self.init(circleOfRadius: r, center: .zero) }

    public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init(shape: .circle(radius: r, center: center)) }

    public convenience init(rectangleOf s: CGSize) { self.init(rectangleOf: s, center: .zero) }

    public convenience init(rectangleOf s: CGSize, center: CGPoint) {
        let r = CGRect(x: center.x - s.width / 2, y: center.y - s.height / 2, width: s.width, height: s.height)
        self.init(shape: .polygon([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                                   CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]))
    }

    /// A convex polygon (counterclockwise) from the path's points.
    public convenience init(polygonFrom path: CGPath) {
        self.init(shape: .polygon(path.polylines().flatMap(\.points)))
    }

    public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) { self.init(shape: .edges([p1, p2], loop: false), dynamic: false) }

    public convenience init(edgeChainFrom path: CGPath) {
        self.init(shape: .edges(path.polylines().flatMap(\.points), loop: false), dynamic: false)
    }

    public convenience init(edgeLoopFrom path: CGPath) {
        var points = path.polylines().flatMap(\.points)
        if points.count > 2, points.first == points.last { points.removeLast() }
        self.init(shape: .edges(points, loop: true), dynamic: false)
    }

    public convenience init(edgeLoopFrom rect: CGRect) {
        self.init(shape: .edges([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                                 CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)], loop: true), dynamic: false)
    }

    /// One body of all the bodies' shapes.
    public convenience init(bodies: [SKPhysicsBody]) { self.init(shape: .compound(bodies)) }

    /// The texture's opaque pixels' outline (its convex hull), scaled to `size`.
    public convenience init(texture: SKTexture, size: CGSize) { self.init(texture: texture, alphaThreshold: 0, size: size) }

    public convenience init(texture: SKTexture, alphaThreshold: Float, size: CGSize) {
        self.init(shape: .polygon(TextureOutline.hull(of: texture, alphaThreshold: alphaThreshold, size: size)))
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let b = SKPhysicsBody(shape: shape, dynamic: isDynamic)
        b.usesPreciseCollisionDetection = usesPreciseCollisionDetection
        b.allowsRotation = allowsRotation
        b.pinned = pinned
        b.affectedByGravity = affectedByGravity
        b.friction = friction
        b.restitution = restitution
        b.linearDamping = linearDamping
        b.angularDamping = angularDamping
        b.density = density
        b.explicitMass = explicitMass
        b.categoryBitMask = categoryBitMask
        b.collisionBitMask = collisionBitMask
        b.contactTestBitMask = contactTestBitMask
        b.fieldBitMask = fieldBitMask
        return b
    }

    // MARK: Mass

    /// Square metres (a 150-point square is one).
    open var area: CGFloat { Self.area(of: shape) }

    /// Kilograms: density times area, unless set.
    open var mass: CGFloat {
        get { explicitMass ?? density * area }
        set {
            if area > 0 { density = newValue / area } else { explicitMass = newValue }
            handle?.updateMaterial()
        }
    }

    /// The mass handed to Box2D: nil lets it follow from density.
    var fixedMass: CGFloat? { explicitMass }

    private static func area(of shape: Shape) -> CGFloat {
        let m = PhysicsUnits.pointsPerMeter
        switch shape {
        case .circle(let r, _): return .pi * r * r / (m * m)
        case .polygon(let p):
            var a: CGFloat = 0
            for i in p.indices {
                let q = p[(i + 1) % p.count]
                a += p[i].x * q.y - q.x * p[i].y
            }
            return abs(a) / 2 / (m * m)
        case .edges: return 0
        case .compound(let bodies): return bodies.reduce(0) { $0 + area(of: $1.shape) }
        }
    }

    // MARK: Motion

    /// Points per second.
    open var velocity: CGVector {
        get { handle?.velocity ?? pendingVelocity }
        set { if let handle { handle.velocity = newValue } else { pendingVelocity = newValue } }
    }

    /// Radians per second, counterclockwise.
    open var angularVelocity: CGFloat {
        get { handle?.angularVelocity ?? pendingAngularVelocity }
        set { if let handle { handle.angularVelocity = newValue } else { pendingAngularVelocity = newValue } }
    }

    /// Whether the body has come to rest (Box2D let it sleep).
    open var isResting: Bool {
        get { handle.map { !$0.isAwake } ?? false }
        set { handle?.isAwake = !newValue }
    }

    /// A force in newtons at the centre of mass, for this frame's step.
    open func applyForce(_ force: CGVector) { handle?.applyForce(force, at: nil) }
    /// A force at a point of the scene.
    open func applyForce(_ force: CGVector, at point: CGPoint) { handle?.applyForce(force, at: point) }
    open func applyTorque(_ torque: CGFloat) { handle?.applyTorque(torque) }
    /// An impulse in newton-seconds at the centre of mass.
    open func applyImpulse(_ impulse: CGVector) { handle?.applyImpulse(impulse, at: nil) }
    open func applyImpulse(_ impulse: CGVector, at point: CGPoint) { handle?.applyImpulse(impulse, at: point) }
    open func applyAngularImpulse(_ impulse: CGFloat) { handle?.applyAngularImpulse(impulse) }

    /// The joints the body is in.
    open var joints: [SKPhysicsJoint] {
        node?.scene?.physicsWorld.joints.filter { $0.bodyA === self || $0.bodyB === self } ?? []
    }

    /// The bodies this one touches now.
    open func allContactedBodies() -> [SKPhysicsBody] {
        guard let handle, let world = node?.scene?.physicsWorld else { return [] }
        return world.touching(handle)
    }

    // MARK: Joining a world

    func attach(to node: SKNode) {
        self.node = node
        if let scene = node.scene { scene.physicsWorld.add(self) }
    }

    func detach() {
        if let world = node?.scene?.physicsWorld { world.remove(self) }
        node = nil
    }

    /// The velocities set before the body had a world.
    func takePendingMotion() -> (CGVector, CGFloat) { (pendingVelocity, pendingAngularVelocity) }
}

/// SpriteKit's scale between points and Box2D's metres.
enum PhysicsUnits {
    static let pointsPerMeter: CGFloat = 150
}
