import Foundation

/// A rule a node's position or rotation is brought back within each frame, after actions and
/// physics: a range of x or y, a distance from a point or node, facing a point or node, a range
/// of rotation. Set a node's `constraints`; they apply in order.
@preconcurrency @MainActor open class SKConstraint: NSObject {
    enum Rule {
        case positionX(SKRange), positionY(SKRange)
        case distanceToNode(SKRange, SKNode), distanceToPoint(SKRange, CGPoint, SKNode?)
        case orientToNode(SKNode, SKRange), orientToPoint(CGPoint, SKNode?, SKRange)
        case zRotation(SKRange)
    }

    let rule: Rule
    open var enabled = true
    /// The node whose coordinates positions are measured in (the constrained node's parent if nil).
    open var referenceNode: SKNode?

    init(_ rule: Rule) {
        self.rule = rule
        super.init()
    }

    open class func positionX(_ range: SKRange) -> SKConstraint { SKConstraint(.positionX(range)) }
    open class func positionY(_ range: SKRange) -> SKConstraint { SKConstraint(.positionY(range)) }
    open class func positionX(_ xRange: SKRange, y yRange: SKRange) -> SKConstraint {
        SKConstraintGroup([SKConstraint(.positionX(xRange)), SKConstraint(.positionY(yRange))])
    }
    open class func distance(_ range: SKRange, to node: SKNode) -> SKConstraint { SKConstraint(.distanceToNode(range, node)) }
    open class func distance(_ range: SKRange, to point: CGPoint) -> SKConstraint { SKConstraint(.distanceToPoint(range, point, nil)) }
    open class func distance(_ range: SKRange, to point: CGPoint, in node: SKNode) -> SKConstraint {
        SKConstraint(.distanceToPoint(range, point, node))
    }
    /// Turns the node's x axis towards the other node, give or take `offset` (radians).
    open class func orient(to node: SKNode, offset radians: SKRange) -> SKConstraint { SKConstraint(.orientToNode(node, radians)) }
    open class func orient(to point: CGPoint, offset radians: SKRange) -> SKConstraint {
        SKConstraint(.orientToPoint(point, nil, radians))
    }
    open class func orient(to point: CGPoint, in node: SKNode, offset radians: SKRange) -> SKConstraint {
        SKConstraint(.orientToPoint(point, node, radians))
    }
    open class func zRotation(_ zRange: SKRange) -> SKConstraint { SKConstraint(.zRotation(zRange)) }

    /// Brings the node back within the rule.
    func apply(to node: SKNode) {
        guard enabled, let parent = node.parent else { return }
        let frame = referenceNode ?? parent
        switch rule {
        case .positionX(let r), .positionY(let r):
            var p = frame === parent ? node.position : frame.convert(node.position, from: parent)
            if case .positionX = rule { p.x = r.clamp(p.x) } else { p.y = r.clamp(p.y) }
            node.position = frame === parent ? p : parent.convert(p, from: frame)
        case .distanceToNode(let r, let other):
            guard other.root === node.root else { return }
            keep(node, within: r, of: parent.convert(.zero, from: other))
        case .distanceToPoint(let r, let point, let space):
            keep(node, within: r, of: space.map { parent.convert(point, from: $0) } ?? point)
        case .orientToNode(let other, let offset):
            guard other.root === node.root else { return }
            face(node, towards: parent.convert(.zero, from: other), offset: offset)
        case .orientToPoint(let point, let space, let offset):
            face(node, towards: space.map { parent.convert(point, from: $0) } ?? point, offset: offset)
        case .zRotation(let r):
            node.zRotation = r.clamp(node.zRotation)
        }
    }

    private func keep(_ node: SKNode, within r: SKRange, of target: CGPoint) {
        let dx = node.position.x - target.x, dy = node.position.y - target.y
        let d = hypot(dx, dy)
        let wanted = r.clamp(d)
        guard wanted != d else { return }
        let (ux, uy) = d > 0 ? (dx / d, dy / d) : (1, 0)
        node.position = CGPoint(x: target.x + ux * wanted, y: target.y + uy * wanted)
    }

    private func face(_ node: SKNode, towards target: CGPoint, offset: SKRange) {
        let angle = atan2(target.y - node.position.y, target.x - node.position.x)
        var relative = (node.zRotation - angle).truncatingRemainder(dividingBy: 2 * .pi)
        if relative > .pi { relative -= 2 * .pi } else if relative < -.pi { relative += 2 * .pi }
        node.zRotation = angle + offset.clamp(relative)
    }
}

/// Two constraints made by one call (`positionX(_:y:)`).
final class SKConstraintGroup: SKConstraint {
    let parts: [SKConstraint]
    init(_ parts: [SKConstraint]) {
        self.parts = parts
        super.init(.zRotation(SKRange.withNoLimits()))
    }
    override func apply(to node: SKNode) {
        guard enabled else { return }
        for p in parts {
            p.referenceNode = referenceNode
            p.apply(to: node)
        }
    }
}
