import Foundation

/// Actions that move a node along a path, push it with physics, or call a method on a target.
extension SKAction {
    /// Along the path, relative to where the node is, turned to face along it.
    public class func follow(_ path: CGPath, duration: TimeInterval) -> SKAction {
        follow(path, asOffset: true, orientToPath: true, duration: duration)
    }

    /// Along the path at an even pace: `asOffset` adds the path to the node's starting position,
    /// `orientToPath` turns the node's x axis along the path.
    public class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, duration: TimeInterval) -> SKAction {
        let track = PathTrack(path)
        return SKAction(duration: duration, body: .interval(begin: { node in
            let start = offset ? node.position : .zero
            return { node, _, t in
                guard let (p, angle) = track.point(at: t) else { return }
                node.position = CGPoint(x: start.x + p.x, y: start.y + p.y)
                if orient { node.zRotation = angle }
            }
        }), reversal: { follow(track.reversedPath, asOffset: offset, orientToPath: orient, duration: duration) })
    }

    /// Along the path at `speed` points per second.
    public class func follow(_ path: CGPath, speed: CGFloat) -> SKAction {
        follow(path, asOffset: true, orientToPath: true, speed: speed)
    }

    public class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, speed: CGFloat) -> SKAction {
        let length = PathTrack(path).length
        return follow(path, asOffset: offset, orientToPath: orient, duration: speed > 0 ? Double(length / speed) : 0)
    }

    // MARK: Physics

    /// Spreads the impulse over the duration, as a force, on the node's body.
    public class func applyImpulse(_ impulse: CGVector, duration: TimeInterval) -> SKAction {
        by(duration, reversal: { applyImpulse(CGVector(dx: -impulse.dx, dy: -impulse.dy), duration: duration) }) { node, d, _ in
            node.physicsBody?.applyImpulse(CGVector(dx: impulse.dx * d, dy: impulse.dy * d))
        }
    }

    public class func applyImpulse(_ impulse: CGVector, at point: CGPoint, duration: TimeInterval) -> SKAction {
        by(duration, reversal: nil) { node, d, _ in
            node.physicsBody?.applyImpulse(CGVector(dx: impulse.dx * d, dy: impulse.dy * d), at: point)
        }
    }

    public class func applyAngularImpulse(_ impulse: CGFloat, duration: TimeInterval) -> SKAction {
        by(duration, reversal: { applyAngularImpulse(-impulse, duration: duration) }) { node, d, _ in
            node.physicsBody?.applyAngularImpulse(impulse * d)
        }
    }

    /// A force held for the duration (each frame's step feels it).
    public class func applyForce(_ force: CGVector, duration: TimeInterval) -> SKAction {
        SKAction(duration: duration, body: .interval(begin: { _ in { node, _, _ in node.physicsBody?.applyForce(force) } }),
                 reversal: { applyForce(CGVector(dx: -force.dx, dy: -force.dy), duration: duration) })
    }

    public class func applyForce(_ force: CGVector, at point: CGPoint, duration: TimeInterval) -> SKAction {
        SKAction(duration: duration, body: .interval(begin: { _ in { node, _, _ in node.physicsBody?.applyForce(force, at: point) } }))
    }

    public class func applyTorque(_ torque: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(duration: duration, body: .interval(begin: { _ in { node, _, _ in node.physicsBody?.applyTorque(torque) } }),
                 reversal: { applyTorque(-torque, duration: duration) })
    }

    public class func changeMass(to v: Float, duration: TimeInterval) -> SKAction {
        to(duration, read: { $0.physicsBody?.mass ?? 0 }) { node, s, t in node.physicsBody?.mass = s + (CGFloat(v) - s) * t }
    }

    public class func changeMass(by v: Float, duration: TimeInterval) -> SKAction {
        by(duration, reversal: { changeMass(by: -v, duration: duration) }) { node, d, _ in
            if let body = node.physicsBody { body.mass += CGFloat(v) * d }
        }
    }

    // MARK: Targets

    /// Calls the method the selector names on the target (`uikit-port` writes
    /// `#selector(spawn)` as `Selector(GameScene.spawn)`).
    public class func perform(_ selector: Selector, onTarget target: Any) -> SKAction {
        nonisolated(unsafe) let receiver = target as AnyObject
        return SKAction(duration: 0, body: .instant { _ in (receiver as? NSObject)?.perform(selector) })
    }
}

/// A path flattened into segments, for moving along it by length.
struct PathTrack {
    let points: [CGPoint]
    let lengths: [CGFloat]
    let length: CGFloat

    init(_ path: CGPath) {
        var pts: [CGPoint] = []
        for line in path.polylines() {
            pts += line.points
            if line.isClosed, let first = line.points.first { pts.append(first) }
        }
        points = pts
        var acc: [CGFloat] = [0]
        for i in pts.indices.dropFirst() { acc.append(acc[i - 1] + hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y)) }
        lengths = acc
        length = acc.last ?? 0
    }

    /// The point at `t` of the length, and the direction of travel there.
    func point(at t: CGFloat) -> (CGPoint, CGFloat)? {
        guard points.count > 1, length > 0 else { return points.first.map { ($0, 0) } }
        let target = max(0, min(1, t)) * length
        var i = 1
        while i < points.count - 1 && lengths[i] < target { i += 1 }
        let a = points[i - 1], b = points[i]
        let span = lengths[i] - lengths[i - 1]
        let f = span > 0 ? (target - lengths[i - 1]) / span : 0
        return (CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), atan2(b.y - a.y, b.x - a.x))
    }

    var reversedPath: CGPath {
        let p = CGMutablePath()
        p.addLines(between: points.reversed())
        return p
    }
}
