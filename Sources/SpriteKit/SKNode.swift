import Foundation

/// The building block of a scene: a position, rotation, scale and alpha, applied to its children.
/// It draws nothing itself; subclasses (sprites, labels, shapes …) do.
///
/// Coordinates are SpriteKit's: y grows upwards, angles are counterclockwise in radians.
@preconcurrency @MainActor open class SKNode: UIResponder {
    open var position: CGPoint = .zero
    /// The node's height above its parent: a scene draws higher nodes over lower ones.
    open var zPosition: CGFloat = 0
    /// Counterclockwise, in radians.
    open var zRotation: CGFloat = 0
    open var xScale: CGFloat = 1
    open var yScale: CGFloat = 1
    /// Multiplies the node's and its children's opacity.
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var name: String?
    /// How fast the node's actions run (2 is twice as fast); children multiply it.
    open var speed: CGFloat = 1
    /// Stops the node's and its children's actions.
    open var isPaused = false
    /// Whether the node receives touches. Off by default, except for a scene.
    open var isUserInteractionEnabled = false
    open var userData: NSMutableDictionary?
    /// Anything the app attaches, as GameplayKit's entities do.
    open var entity: AnyObject?
    /// Rules the node's position and rotation are brought back within each frame, in order.
    open var constraints: [SKConstraint]?

    public private(set) var children: [SKNode] = []
    public internal(set) weak var parent: SKNode?

    /// The actions running on the node, in the order they were run.
    var runningActions: [ActionRun] = []

    public override init() { super.init() }

    /// Made from a file (`SKNode(fileNamed:)`): the file's decoder fills in the node's properties
    /// once every class's own stored properties have their defaults.
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        (aDecoder as? NodeDecoding)?.decode(into: self)
    }

    /// The scene the node is in, if any.
    open var scene: SKScene? {
        var node: SKNode? = self
        while let n = node {
            if let s = n as? SKScene { return s }
            node = n.parent
        }
        return nil
    }

    /// A physics body moves the node with the scene's physics world.
    open var physicsBody: SKPhysicsBody? {
        didSet {
            guard oldValue !== physicsBody else { return }
            oldValue?.detach()
            if let body = physicsBody {
                body.node?.physicsBody = nil
                body.attach(to: self)
            }
        }
    }

    /// Sets both scales.
    open func setScale(_ scale: CGFloat) {
        xScale = scale
        yScale = scale
    }

    /// The node's content (not its children's) in its parent's coordinates: the box around it
    /// when it is rotated. A plain node has none: a zero-sized rectangle at its position.
    open var frame: CGRect {
        let content = contentRect
        guard !content.isEmpty else { return CGRect(origin: position, size: .zero) }
        return content.applying(localTransform)
    }

    /// The node's content in its own coordinates (a sprite's rectangle around its anchor).
    var contentRect: CGRect { .zero }

    /// Draws the node's own content in its coordinates (y up) at `alpha`; the scene's renderer
    /// has set the transform and `drawBlendMode`. A plain node draws nothing.
    func drawContent(in context: CGContext, alpha: CGFloat) {}

    /// How the node's content combines with what is under it.
    var drawBlendMode: SKBlendMode { .alpha }

    /// Moves content that lives on the scene's clock besides actions (an emitter's particles) on
    /// by `dt` seconds of the node's time; called each frame with the actions.
    func advanceContent(_ dt: TimeInterval) {}

    /// The frame of the node and all its descendants, in the parent's coordinates.
    open func calculateAccumulatedFrame() -> CGRect {
        var box = frame
        let t = localTransform
        for child in children where !child.isHidden {
            let r = child.calculateAccumulatedFrame()
            guard !r.isNull else { continue }
            box = box.union(r.applying(t))
        }
        return box
    }

    // MARK: The tree

    open func addChild(_ node: SKNode) {
        insertChild(node, at: children.count)
    }

    open func insertChild(_ node: SKNode, at index: Int) {
        if let parent = node.parent {
            UIKitRuntime.fail("Attemped to add a SKNode which already has a parent: \(node) (parent: \(parent))")
            return
        }
        if node === self || isDescendant(of: node) {
            UIKitRuntime.fail("Attemped to add a SKNode to itself or one of its descendants: \(node)")
            return
        }
        children.insert(node, at: max(0, min(index, children.count)))
        node.parent = self
        if let scene { node.didEnter(scene) }
    }

    open func removeFromParent() {
        guard let parent else { return }
        let scene = parent.scene
        parent.children.removeAll { $0 === self }
        self.parent = nil
        if let scene { didLeave(scene) }
    }

    open func removeAllChildren() {
        for child in children { child.removeFromParent() }
    }

    open func removeChildren(in nodes: [SKNode]) {
        for node in nodes where node.parent === self { node.removeFromParent() }
    }

    /// Moves the node to another parent, keeping where it is in the scene.
    open func move(toParent parent: SKNode) {
        let place = self.parent.map { parent.convert(position, from: $0) } ?? position
        removeFromParent()
        position = place
        parent.addChild(self)
    }

    open func inParentHierarchy(_ parent: SKNode) -> Bool { self === parent || isDescendant(of: parent) }

    open func isEqual(to node: SKNode) -> Bool { self === node }

    func isDescendant(of node: SKNode) -> Bool {
        var p = parent
        while let n = p {
            if n === node { return true }
            p = n.parent
        }
        return false
    }

    /// The node and its descendants joined a scene: their bodies join its physics world.
    func didEnter(_ scene: SKScene) {
        physicsBody.map { scene.physicsWorld.add($0) }
        for child in children { child.didEnter(scene) }
    }

    func didLeave(_ scene: SKScene) {
        physicsBody.map { scene.physicsWorld.remove($0) }
        for child in children { child.didLeave(scene) }
    }

    // MARK: Responder chain

    /// A node's touches go to its parent when it does not handle them; a scene's to its view's
    /// next responder.
    open override var next: UIResponder? { parent }

    open override var description: String {
        MainActor.assumeIsolated { summary }
    }

    private var summary: String {
        "<\(type(of: self))> name:'\(name ?? "(null)")' position:{\(position.x), \(position.y)} scale:{\(xScale), \(yScale)} accumulatedFrame:\(calculateAccumulatedFrame())"
    }
}
