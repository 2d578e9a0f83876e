import Testing
import Foundation
import UIKit
import UIKitTesting

/// UIKit Dynamics on the virtual clock: gravity, collisions, snaps, pushes, attachments, item
/// properties, fields, groups, and the animator pausing when everything rests.
@MainActor
@Suite(.serialized) struct DynamicsTests {
    /// A canvas with a black square of `side` points centred at `center`.
    private func scene(side: CGFloat = 50, center: CGPoint = CGPoint(x: 100, y: 100)) -> (Simulator, UIView, UIView) {
        let (sim, root) = canvas()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        v.center = center
        v.backgroundColor = .black
        root.addSubview(v)
        sim.runFrame()
        return (sim, root, v)
    }

    private final class Log: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var lines: [String] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { lines.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { lines.append("pause") }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            lines.append("began \((identifier as? NSString).map { String($0) } ?? "bounds") y \(Int((p.y / 2).rounded()) * 2)")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?) {
            lines.append("ended \((identifier as? NSString).map { String($0) } ?? "bounds")")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                               with item2: UIDynamicItem, at p: CGPoint) {
            lines.append("items began")
        }
    }

    @Test func gravityFallsHalfGTSquared() {
        let (sim, root, v) = scene()
        let animator = UIDynamicAnimator(referenceView: root)
        // Without the default resistance (0.1) to slow it.
        let free = UIDynamicItemBehavior(items: [v])
        #expect(free.resistance == 0.1 && free.elasticity == 0.2 && free.friction == 0.2 && free.density == 1)
        free.resistance = 0
        animator.addBehavior(free)
        animator.addBehavior(UIGravityBehavior(items: [v]))
        #expect(animator.isRunning)
        #expect(v.center.y == 100, "nothing moves before the next frame")
        sim.advance(by: 0.5)
        // ½ g t² = 125 points at magnitude 1 (1,000 points/s²); stepping at 60 Hz adds at most a step's worth.
        #expect(abs(v.center.y - 100 - 125) < 6, "fell \(v.center.y - 100)")
        sim.advance(by: 0.5)
        #expect(abs(v.center.y - 100 - 500) < 12, "fell \(v.center.y - 100) in a second")
        #expect(v.center.x == 100 && v.transform == .identity)
        #expect(abs(animator.elapsedTime - 1) < 0.05)
        // Drawn where the animator put it, on the pixel grid.
        sim.runFrame()
        #expect((v.center.y * 3).rounded() == v.center.y * 3)
        #expect(sim.color(at: CGPoint(x: 100, y: v.center.y)) == RGBA(r: 0, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 100, y: 100)) == white)
        // With the default resistance it falls g/c·(t − (1 − e^(−ct))/c) = 483.7 points in a second.
        let (sim2, root2, w) = scene()
        let animator2 = UIDynamicAnimator(referenceView: root2)
        animator2.addBehavior(UIGravityBehavior(items: [w]))
        sim2.advance(by: 1)
        #expect(abs(w.center.y - 100 - 483.7) < 12, "fell \(w.center.y - 100)")
    }

    @Test func gravityAngleAndMagnitude() {
        let (sim, root, v) = scene(center: CGPoint(x: 100, y: 300))
        let animator = UIDynamicAnimator(referenceView: root)
        let g = UIGravityBehavior(items: [v])
        g.setAngle(0, magnitude: 0.5)
        #expect(abs(g.gravityDirection.dx - 0.5) < 1e-9 && abs(g.gravityDirection.dy) < 1e-9)
        animator.addBehavior(g)
        sim.advance(by: 0.5)
        #expect(abs(v.center.x - 100 - 62.5) < 4, "half gravity to the right: \(v.center.x - 100)")
        #expect(abs(v.center.y - 300) < 0.01)
    }

    @Test func restsOnTheReferenceBoundsAndPauses() {
        let (sim, root, v) = scene()
        let log = Log()
        let animator = UIDynamicAnimator(referenceView: root)
        animator.delegate = log
        let collision = UICollisionBehavior(items: [v])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = log
        animator.addBehavior(UIGravityBehavior(items: [v]))
        animator.addBehavior(collision)
        sim.advance(by: 3)
        #expect(abs(v.frame.maxY - root.bounds.maxY) < 1.5, "resting on the bottom edge: \(v.frame.maxY) of \(root.bounds.maxY)")
        #expect(abs(v.center.x - 100) < 0.01)
        #expect(!animator.isRunning, "everything rests: the animator pauses")
        #expect(log.lines.first == "resume")
        #expect(log.lines.contains("began bounds y \(Int(root.bounds.maxY))"), "\(log.lines)")
        #expect(log.lines.last == "pause" && log.lines.filter { $0 == "pause" }.count == 1)
        #expect(!sim.environment.hasPendingWork, "a paused animator costs nothing")
        // A push wakes it again.
        let push = UIPushBehavior(items: [v], mode: .instantaneous)
        push.setAngle(-.pi / 2, magnitude: 0.5)
        animator.addBehavior(push)
        #expect(animator.isRunning && log.lines.last == "resume")
        sim.advance(by: 0.1)
        #expect(v.frame.maxY < root.bounds.maxY - 5, "pushed up")
        #expect(!push.active, "an instantaneous push turns itself off")
    }

    @Test func aFastItemDoesNotPassThroughAWall() {
        // A 10-point item thrown at 6,000 points/s crosses 50 points a step, five times its size:
        // the step it would pass the bottom edge, the engine's time-of-impact pass stops it there.
        let (sim, root, v) = scene(side: 10, center: CGPoint(x: 100, y: 620))
        let animator = UIDynamicAnimator(referenceView: root)
        let collision = UICollisionBehavior(items: [v])
        collision.translatesReferenceBoundsIntoBoundary = true
        let props = UIDynamicItemBehavior(items: [v])
        props.resistance = 0
        props.elasticity = 0.2
        let push = UIPushBehavior(items: [v], mode: .instantaneous)
        push.setAngle(.pi / 2, magnitude: 0.6)
        animator.addBehavior(props)
        animator.addBehavior(collision)
        animator.addBehavior(push)
        sim.advance(by: 1.0 / 60)
        #expect(abs(props.linearVelocity(for: v).y - 6000) < 60, "\(props.linearVelocity(for: v))")
        sim.advance(by: 0.5)
        #expect(v.frame.maxY <= root.bounds.maxY + 1, "kept in: \(v.frame.maxY) of \(root.bounds.maxY)")
        #expect(v.frame.minY >= root.bounds.minY - 1)
        #expect(props.linearVelocity(for: v).y < 6000 * 0.5, "stopped or bounced: \(props.linearVelocity(for: v))")
    }

    @Test func namedBoundariesAndTheirIdentifiers() {
        let (sim, root, v) = scene()
        let log = Log()
        let collision = UICollisionBehavior(items: [v])
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 300, y: 300))
        collision.collisionDelegate = log
        #expect(collision.boundaryIdentifiers?.count == 1)
        #expect(collision.boundary(withIdentifier: "shelf" as NSCopying) != nil)
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UIGravityBehavior(items: [v]))
        animator.addBehavior(collision)
        sim.advance(by: 2)
        #expect(abs(v.frame.maxY - 300) < 1.5, "on the shelf: \(v.frame.maxY)")
        #expect(log.lines.contains("began shelf y 300"), "\(log.lines)")
        collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
        #expect(collision.boundaryIdentifiers == nil)
        sim.advance(by: 0.5)
        #expect(v.frame.maxY > 350, "falls once the shelf is gone")
        #expect(log.lines.contains("ended shelf"))
    }

    @Test func itemsCollideWithEachOtherOnlyInTheSameBehaviour() {
        for mode in [UICollisionBehavior.Mode.everything, .boundaries] {
            let (sim, root, low) = scene(center: CGPoint(x: 100, y: 500))
            let high = UIView(frame: CGRect(x: 75, y: 200, width: 50, height: 50))
            root.addSubview(high)
            let log = Log()
            let animator = UIDynamicAnimator(referenceView: root)
            let collision = UICollisionBehavior(items: [low, high])
            collision.collisionMode = mode
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = log
            animator.addBehavior(UIGravityBehavior(items: [low, high]))
            animator.addBehavior(collision)
            sim.advance(by: 3)
            if mode == .everything {
                #expect(abs(high.frame.maxY - low.frame.minY) < 1.5, "stacked: \(high.frame) on \(low.frame)")
                #expect(log.lines.contains("items began"))
            } else {
                #expect(abs(high.frame.maxY - root.bounds.maxY) < 1.5, "passes through to the floor")
                #expect(!log.lines.contains("items began"))
            }
            #expect(!animator.isRunning)
        }
    }

    @Test func snapReachesItsPointUprightAndDampingSetsTheOvershoot() {
        var overshoots: [CGFloat] = []
        for damping in [0.1, 1.0] as [CGFloat] {
            let (sim, root, v) = scene()
            v.transform = CGAffineTransform(rotationAngle: 0.6)
            let animator = UIDynamicAnimator(referenceView: root)
            let snap = UISnapBehavior(item: v, snapTo: CGPoint(x: 200, y: 100))
            snap.damping = damping
            animator.addBehavior(snap)
            var furthest: CGFloat = 0
            for _ in 0..<180 { sim.advance(by: 1.0 / 60); furthest = max(furthest, v.center.x) }
            overshoots.append(furthest - 200)
            #expect(abs(v.center.x - 200) < 1 && abs(v.center.y - 100) < 1, "damping \(damping): at \(v.center)")
            #expect(abs(atan2(v.transform.b, v.transform.a)) < 0.02, "upright again")
            sim.advance(by: 2)
            #expect(!animator.isRunning)
            // Moving the snap point moves the item again.
            snap.snapPoint = CGPoint(x: 120, y: 200)
            #expect(animator.isRunning)
            sim.advance(by: 3)
            #expect(abs(v.center.x - 120) < 1 && abs(v.center.y - 200) < 1)
        }
        #expect(overshoots[0] > 10, "little damping overshoots: \(overshoots)")
        #expect(overshoots[1] < overshoots[0] / 3, "full damping barely does: \(overshoots)")
    }

    @Test func pushesKeepTheirAngleAndMagnitudeApart() {
        // Books set the angle first, while the magnitude is still 0: the angle must not be lost.
        let push = UIPushBehavior(items: [], mode: .instantaneous)
        push.angle = -.pi / 2
        push.magnitude = 5
        #expect(abs(push.pushDirection.dx) < 1e-9 && abs(push.pushDirection.dy + 5) < 1e-9)
        push.pushDirection = CGVector(dx: 3, dy: 4)
        #expect(abs(push.magnitude - 5) < 1e-9 && abs(push.angle - atan2(4, 3)) < 1e-9)
        push.magnitude = 0
        push.magnitude = 2
        #expect(abs(push.pushDirection.dx - 1.2) < 1e-9 && abs(push.pushDirection.dy - 1.6) < 1e-9)
    }

    @Test func pushesInUIKitNewtons() {
        // A 100 × 100 view of density 1 has mass 1: an instantaneous push of 1 gives it 100 points/s.
        let (sim, root, v) = scene(side: 100, center: CGPoint(x: 150, y: 300))
        let animator = UIDynamicAnimator(referenceView: root)
        let push = UIPushBehavior(items: [v], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let props = UIDynamicItemBehavior(items: [v])
        props.resistance = 0
        animator.addBehavior(props)
        animator.addBehavior(push)
        sim.advance(by: 0.5)
        #expect(abs(props.linearVelocity(for: v).x - 100) < 0.5, "\(props.linearVelocity(for: v))")
        #expect(abs(v.center.x - 150 - 50) < 2.5)
        // Twice the density, half the speed.
        let (sim2, root2, w) = scene(side: 100, center: CGPoint(x: 150, y: 300))
        let animator2 = UIDynamicAnimator(referenceView: root2)
        let heavy = UIDynamicItemBehavior(items: [w])
        heavy.density = 2
        heavy.resistance = 0
        animator2.addBehavior(heavy)
        let push2 = UIPushBehavior(items: [w], mode: .instantaneous)
        push2.magnitude = 1
        animator2.addBehavior(push2)
        sim2.advance(by: 0.2)
        #expect(abs(heavy.linearVelocity(for: w).x - 50) < 0.5)
        // A continuous push of 1 accelerates it at 100 points/s²: 50 points in the first second.
        let (sim3, root3, u) = scene(side: 100, center: CGPoint(x: 100, y: 300))
        let animator3 = UIDynamicAnimator(referenceView: root3)
        let undamped = UIDynamicItemBehavior(items: [u])
        undamped.resistance = 0
        animator3.addBehavior(undamped)
        let steady = UIPushBehavior(items: [u], mode: .continuous)
        steady.setAngle(0, magnitude: 1)
        animator3.addBehavior(steady)
        sim3.advance(by: 1)
        #expect(abs(u.center.x - 100 - 50) < 2, "\(u.center.x - 100)")
        // Off centre, the push also turns the item.
        steady.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 40), for: u)
        sim3.advance(by: 0.5)
        #expect(atan2(u.transform.b, u.transform.a) < -0.05, "pushed below the centre, it turns anticlockwise")
    }

    @Test func attachmentToAnAnchorKeepsItsLengthAndFollowsTheAnchor() {
        let (sim, root, v) = scene(center: CGPoint(x: 250, y: 200))
        let animator = UIDynamicAnimator(referenceView: root)
        let rope = UIAttachmentBehavior(item: v, attachedToAnchor: CGPoint(x: 150, y: 200))
        #expect(rope.attachedBehaviorType == .anchor && abs(rope.length - 100) < 1e-9)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [v]))
        var lowest: CGFloat = 0
        for _ in 0..<60 {
            sim.advance(by: 1.0 / 60)
            let d = hypot(v.center.x - 150, v.center.y - 200)
            #expect(abs(d - 100) < 1.5, "a rod keeps its length: \(d)")
            lowest = max(lowest, v.center.y)
        }
        #expect(lowest > 290, "swings down like a pendulum: \(lowest)")
        // A drag: the anchor follows the finger and the item follows the anchor.
        rope.anchorPoint = CGPoint(x: 150, y: 500)
        sim.advance(by: 2)
        #expect(abs(hypot(v.center.x - 150, v.center.y - 500) - 100) < 2, "hanging from the new anchor")
    }

    @Test func springAttachmentOscillatesAtItsFrequency() {
        let (sim, root, v) = scene(center: CGPoint(x: 200, y: 300))
        let animator = UIDynamicAnimator(referenceView: root)
        let spring = UIAttachmentBehavior(item: v, attachedToAnchor: CGPoint(x: 100, y: 300))
        spring.length = 50
        spring.frequency = 1
        spring.damping = 0
        animator.addBehavior(spring)
        // Stretched 50 points past its rest length, it swings to about 50 short half a period later.
        var nearest = CGFloat.infinity
        for _ in 0..<36 { sim.advance(by: 1.0 / 60); nearest = min(nearest, v.center.x) }
        #expect(nearest < 110 && nearest > 90, "\(nearest)")
        sim.advance(by: 0.4)
        #expect(v.center.x > 180, "back out a period later: \(v.center.x)")
    }

    @Test func slidingLimitPinAndFixedAttachments() {
        // Sliding: gravity at 45° moves the item only along its horizontal axis, unturned.
        let (sim, root, v) = scene(center: CGPoint(x: 100, y: 200))
        let animator = UIDynamicAnimator(referenceView: root)
        let slide = UIAttachmentBehavior.slidingAttachment(with: v, attachmentAnchor: CGPoint(x: 100, y: 200),
                                                           axisOfTranslation: CGVector(dx: 1, dy: 0))
        slide.attachmentRange = UIFloatRange(minimum: -50, maximum: 60)
        let g = UIGravityBehavior(items: [v])
        g.angle = .pi / 4
        animator.addBehavior(slide)
        animator.addBehavior(g)
        sim.advance(by: 1)
        #expect(abs(v.center.y - 200) < 0.5 && abs(v.center.x - 160) < 1.5, "stops at the range's end: \(v.center)")
        #expect(abs(atan2(v.transform.b, v.transform.a)) < 0.01)

        // Limit: a rope between two items never stretches past its length.
        let (sim2, root2, a) = scene(center: CGPoint(x: 100, y: 200))
        let b = UIView(frame: CGRect(x: 175, y: 175, width: 50, height: 50))
        root2.addSubview(b)
        let animator2 = UIDynamicAnimator(referenceView: root2)
        let fixedA = UIDynamicItemBehavior(items: [a])
        fixedA.isAnchored = true
        let limit = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        animator2.addBehavior(fixedA)
        animator2.addBehavior(limit)
        animator2.addBehavior(UIGravityBehavior(items: [a, b]))
        for _ in 0..<90 {
            sim2.advance(by: 1.0 / 60)
            #expect(hypot(b.center.x - a.center.x, b.center.y - a.center.y) < 101.5)
        }
        #expect(a.center == CGPoint(x: 100, y: 200), "an anchored item does not move")
        #expect(b.center.y > 250, "swung down on the rope")

        // Pin: the second item turns about the pin; fixed: two items move as one.
        let (sim3, root3, c) = scene(center: CGPoint(x: 100, y: 200))
        let d = UIView(frame: CGRect(x: 150, y: 175, width: 50, height: 50))
        root3.addSubview(d)
        let animator3 = UIDynamicAnimator(referenceView: root3)
        let holdC = UIDynamicItemBehavior(items: [c])
        holdC.isAnchored = true
        animator3.addBehavior(holdC)
        animator3.addBehavior(UIAttachmentBehavior.pinAttachment(with: d, attachedTo: c, attachmentAnchor: CGPoint(x: 125, y: 200)))
        animator3.addBehavior(UIGravityBehavior(items: [d]))
        sim3.advance(by: 0.5)
        #expect(abs(hypot(d.center.x - 125, d.center.y - 200) - 50) < 1.5, "turning about the pin")
        #expect(atan2(d.transform.b, d.transform.a) > 0.3, "and turned with it")
    }

    @Test func itemPropertiesElasticityRotationAndVelocity() {
        // Elastic items bounce back up; inelastic ones stay down.
        var rebounds: [CGFloat] = []
        for elasticity in [0, 0.9] as [CGFloat] {
            let (sim, root, v) = scene(center: CGPoint(x: 100, y: 600))
            let animator = UIDynamicAnimator(referenceView: root)
            let props = UIDynamicItemBehavior(items: [v])
            props.elasticity = elasticity
            let walls = UICollisionBehavior(items: [v])
            walls.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(props)
            animator.addBehavior(walls)
            animator.addBehavior(UIGravityBehavior(items: [v]))
            // It lands after 0.67 s at 670 points/s.
            sim.advance(by: 0.75)
            var highest = CGFloat.infinity
            for _ in 0..<36 { sim.advance(by: 1.0 / 60); highest = min(highest, v.frame.maxY) }
            rebounds.append(root.bounds.maxY - highest)
        }
        // (The walls' own elasticity is 0.2, and a collision bounces as the more elastic of the two.)
        #expect(rebounds[0] < 15 && rebounds[1] > 100, "\(rebounds)")

        let (sim, root, v) = scene(center: CGPoint(x: 150, y: 300))
        let animator = UIDynamicAnimator(referenceView: root)
        let props = UIDynamicItemBehavior(items: [v])
        props.resistance = 0
        props.angularResistance = 0
        props.addLinearVelocity(CGPoint(x: 60, y: 0), for: v)
        props.addAngularVelocity(.pi, for: v)
        #expect(props.linearVelocity(for: v) == CGPoint(x: 60, y: 0), "kept until the item has a body")
        animator.addBehavior(props)
        sim.advance(by: 0.5)
        #expect(abs(v.center.x - 180) < 1.5)
        #expect(abs(atan2(v.transform.b, v.transform.a) - .pi / 2) < 0.05, "half a turn a second for half a second")
        props.allowsRotation = false
        props.resistance = 5
        sim.advance(by: 2)
        #expect(props.linearVelocity(for: v).x < 1, "resistance stops it")
        #expect(abs(props.angularVelocity(for: v)) < 1e-6)
    }

    @Test func fieldsActInTheirRegion() {
        let (sim, root, v) = scene(side: 100, center: CGPoint(x: 200, y: 300))
        let outside = UIView(frame: CGRect(x: 0, y: 600, width: 20, height: 20))
        root.addSubview(outside)
        let animator = UIDynamicAnimator(referenceView: root)
        let pull = UIFieldBehavior.radialGravityField(position: CGPoint(x: 100, y: 300))
        pull.region = UIRegion(radius: 200)
        pull.strength = 0.5
        pull.addItem(v)
        pull.addItem(outside)
        animator.addBehavior(pull)
        sim.advance(by: 0.2)
        #expect(v.center.x < 195 && abs(v.center.y - 300) < 0.01, "pulled towards the field's position: \(v.center)")
        #expect(outside.center == CGPoint(x: 10, y: 610), "outside the region: untouched")
        #expect(UIRegion(radius: 10).inverse().contains(CGPoint(x: 20, y: 0)))
        #expect(!UIRegion(size: CGSize(width: 10, height: 10)).union(with: UIRegion(radius: 2)).contains(CGPoint(x: 6, y: 0)))

        // An app's own field is asked with the item's position, velocity, mass and charge.
        let (sim2, root2, w) = scene(side: 100, center: CGPoint(x: 150, y: 300))
        let animator2 = UIDynamicAnimator(referenceView: root2)
        var asked: (CGPoint, CGFloat, CGFloat)?
        let custom = UIFieldBehavior.field { _, p, _, mass, charge, _ in
            asked = (p, mass, charge)
            return CGVector(dx: 0, dy: -1)
        }
        custom.addItem(w)
        let charged = UIDynamicItemBehavior(items: [w])
        charged.charge = 2
        charged.resistance = 0
        animator2.addBehavior(charged)
        animator2.addBehavior(custom)
        sim2.advance(by: 1)
        #expect(asked.map { abs($0.1 - 1) < 1e-3 && $0.2 == 2 } == true, "mass 1 and charge 2: \(String(describing: asked))")
        #expect(abs(w.center.y - (300 - 50)) < 2, "a force of 1 upwards: 50 points in a second, \(w.center.y)")
    }

    @Test func aBehaviourOutlivesItsAnimatorAndJoinsAnother() {
        let (sim, root, v) = scene(center: CGPoint(x: 200, y: 300))
        let rope = UIAttachmentBehavior(item: v, attachedToAnchor: CGPoint(x: 200, y: 200))
        var first: UIDynamicAnimator? = UIDynamicAnimator(referenceView: root)
        first?.addBehavior(rope)
        first?.addBehavior(UIGravityBehavior(items: [v]))
        sim.advance(by: 0.2)
        first = nil
        #expect(rope.dynamicAnimator == nil)
        let second = UIDynamicAnimator(referenceView: root)
        second.addBehavior(rope)
        let push = UIPushBehavior(items: [v], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.5, dy: 0)
        second.addBehavior(push)
        sim.advance(by: 1)
        #expect(abs(hypot(v.center.x - 200, v.center.y - 200) - 100) < 1.5, "the rope holds in the new animator")
        second.removeBehavior(rope)
        #expect(second.behaviors.count == 1)
    }

    @Test func compositeBehavioursRunTheirChildrenAndActions() {
        let (sim, root, v) = scene()
        let animator = UIDynamicAnimator(referenceView: root)
        let composite = UIDynamicBehavior()
        let gravity = UIGravityBehavior(items: [v])
        composite.addChildBehavior(gravity)
        var steps = 0
        composite.action = { steps += 1 }
        animator.addBehavior(composite)
        #expect(gravity.dynamicAnimator === animator && composite.childBehaviors.count == 1)
        sim.advance(by: 0.5)
        #expect(steps >= 29 && steps <= 31, "an action every step: \(steps)")
        #expect(v.center.y > 200)
        composite.removeChildBehavior(gravity)
        #expect(gravity.dynamicAnimator == nil)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty)
        let y = v.center.y
        sim.advance(by: 0.5)
        #expect(v.center.y == y, "nothing left to move it")
    }

    @Test func groupsMoveAsOneBodyAndItemsInRect() {
        let (sim, root, a) = scene(center: CGPoint(x: 100, y: 100))
        let b = UIView(frame: CGRect(x: 175, y: 75, width: 50, height: 50))
        root.addSubview(b)
        let group = UIDynamicItemGroup(items: [a, b])
        #expect(group.center == CGPoint(x: 150, y: 100) && group.bounds.size == CGSize(width: 150, height: 50))
        let animator = UIDynamicAnimator(referenceView: root)
        let walls = UICollisionBehavior(items: [group])
        walls.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [group]))
        animator.addBehavior(walls)
        sim.advance(by: 3)
        #expect(abs(a.frame.maxY - root.bounds.maxY) < 1.5 && abs(b.frame.maxY - root.bounds.maxY) < 1.5)
        #expect(abs(b.center.x - a.center.x - 100) < 0.5, "kept their distance")
        let hit = animator.items(in: CGRect(x: 80, y: root.bounds.maxY - 10, width: 10, height: 10))
        #expect(hit.count == 1 && hit.first === group)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }

    /// An app's own dynamic item, as books write one to drive something that is not a view.
    private final class Needle: NSObject, UIDynamicItem {
        var center = CGPoint(x: 50, y: 50)
        var bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        var transform = CGAffineTransform.identity
        var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    @Test func customItemsAndUpdatingFromCurrentState() {
        let sim = Simulator(device: .iPhone15)
        let needle = Needle()
        let animator = UIDynamicAnimator()
        let walls = UICollisionBehavior(items: [needle])
        walls.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: -500, y: 400), to: CGPoint(x: 500, y: 400))
        animator.addBehavior(UIGravityBehavior(items: [needle]))
        animator.addBehavior(walls)
        sim.advance(by: 2)
        #expect(abs(needle.center.y - 350) < 1.5, "a circle of radius 50 on the floor: \(needle.center)")
        // Moved by the app, then told: the animator carries on from there.
        needle.center = CGPoint(x: 0, y: 0)
        animator.updateItem(usingCurrentState: needle)
        #expect(animator.isRunning)
        sim.advance(by: 0.2)
        #expect(needle.center.y > 10 && needle.center.y < 40)
    }

    @Test func theSameRunEveryTime() {
        func run() -> [CGPoint] {
            let (sim, root, v) = scene(center: CGPoint(x: 100, y: 100))
            let others = (0..<6).map { i -> UIView in
                let o = UIView(frame: CGRect(x: 60 + CGFloat(i) * 30, y: 200 + CGFloat(i) * 40, width: 40, height: 30))
                root.addSubview(o)
                return o
            }
            let all = [v] + others
            let animator = UIDynamicAnimator(referenceView: root)
            let walls = UICollisionBehavior(items: all)
            walls.translatesReferenceBoundsIntoBoundary = true
            let props = UIDynamicItemBehavior(items: all)
            props.elasticity = 0.5
            props.friction = 0.3
            animator.addBehavior(props)
            animator.addBehavior(walls)
            animator.addBehavior(UIGravityBehavior(items: all))
            sim.advance(by: 1.5)
            return all.map(\.center)
        }
        #expect(run() == run())
    }

    @Test func misuseGetsUIKitsExceptions() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let (sim, root, v) = scene()
        let animator = UIDynamicAnimator(referenceView: root)
        // A view outside the reference view.
        let stray = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        animator.addBehavior(UIGravityBehavior(items: [stray]))
        #expect(failures.last?.hasPrefix("View item (") == true && failures.last?.contains("should be a descendant of reference view in") == true,
                "\(failures)")
        // A view of no height.
        let flat = UIView(frame: CGRect(x: 0, y: 0, width: 264, height: 0))
        root.addSubview(flat)
        animator.addBehavior(UIGravityBehavior(items: [flat]))
        #expect(failures.last?.hasPrefix("Invalid size {264, 0} for item") == true && failures.last?.hasSuffix("in Dynamics") == true,
                "\(failures)")
        // A child behaviour added again at the top.
        let parent = UIDynamicBehavior()
        let child = UIGravityBehavior(items: [v])
        parent.addChildBehavior(child)
        animator.addBehavior(parent)
        animator.addBehavior(child)
        #expect(failures.last?.hasPrefix("Adding the same behavior twice to the same animator is not supported") == true)
        // A boundary of one point.
        let dot = UIBezierPath()
        dot.move(to: CGPoint(x: 5, y: 5))
        let walls = UICollisionBehavior(items: [v])
        walls.addBoundary(withIdentifier: "dot" as NSCopying, for: dot)
        #expect(failures.last == "invalid path for collision boundary" && walls.boundaryIdentifiers == nil)
        #expect(failures.count == 4)
        // What could move still moves.
        sim.advance(by: 0.2)
        #expect(v.center.y > 110)
    }

    @Test func viewsMoveInTheReferenceViewsCoordinatesAndLeaveAutoLayout() {
        let (sim, root) = canvas()
        let panel = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 500))
        root.addSubview(panel)
        let v = UIView(frame: .zero)
        v.backgroundColor = .black
        v.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(v)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50),
            v.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 20),
            v.topAnchor.constraint(equalTo: panel.topAnchor, constant: 20),
        ])
        sim.runFrame()
        #expect(v.frame == CGRect(x: 20, y: 20, width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: root)
        // The floor is the root's: 852 points down, below the panel's bottom.
        let walls = UICollisionBehavior(items: [v])
        walls.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(walls)
        animator.addBehavior(UIGravityBehavior(items: [v]))
        #expect(v.translatesAutoresizingMaskIntoConstraints && panel.constraints.isEmpty, "the animator takes the view out of Auto Layout")
        sim.advance(by: 3)
        let inRoot = root.convert(v.center, from: panel)
        #expect(abs(inRoot.y + 25 - root.bounds.maxY) < 1.5, "rests on the root's floor: \(inRoot)")
        #expect(abs(inRoot.x - 85) < 0.5)
        #expect(sim.color(at: root.convert(inRoot, to: nil)) == RGBA(r: 0, g: 0, b: 0), "drawn there after layout passes")
    }

    @Test func draggingPinsTheItemUnderTheFingerAndAttachedItemsCollide() {
        // An attachment made at the item's own point is a pin: the item hangs from it and turns.
        let (sim, root, v) = scene(side: 60, center: CGPoint(x: 200, y: 300))
        let animator = UIDynamicAnimator(referenceView: root)
        let finger = CGPoint(x: 220, y: 280)
        let drag = UIAttachmentBehavior(item: v, offsetFromCenter: UIOffset(horizontal: 20, vertical: -20), attachedToAnchor: finger)
        animator.addBehavior(drag)
        animator.addBehavior(UIGravityBehavior(items: [v]))
        sim.advance(by: 2)
        let corner = CGPoint(x: v.center.x + 20 * v.transform.a - 20 * v.transform.c, y: v.center.y + 20 * v.transform.b - 20 * v.transform.d)
        #expect(hypot(corner.x - finger.x, corner.y - finger.y) < 1.5, "the held point stays under the finger")
        #expect(abs(atan2(v.transform.b, v.transform.a)) > 0.3, "and the item turned to hang below it")
        drag.anchorPoint = CGPoint(x: 100, y: 200)
        sim.advance(by: 2)
        #expect(hypot(v.center.x - 100, v.center.y - 200) < 30)

        // Two items on a rope of the same collision behaviour collide with each other; welded ones move as one.
        let (sim2, root2, a) = scene(center: CGPoint(x: 200, y: 200))
        let b = UIView(frame: CGRect(x: 175, y: 80, width: 50, height: 50))
        root2.addSubview(b)
        let animator2 = UIDynamicAnimator(referenceView: root2)
        let hold = UIDynamicItemBehavior(items: [a])
        hold.isAnchored = true
        let rope = UIAttachmentBehavior(item: b, attachedTo: a)
        rope.frequency = 1
        rope.length = 10
        animator2.addBehavior(hold)
        animator2.addBehavior(rope)
        animator2.addBehavior(UICollisionBehavior(items: [a, b]))
        sim2.advance(by: 2)
        #expect(b.frame.maxY <= a.frame.minY + 1.5, "pulled onto the anchored item, not through it: \(b.frame) \(a.frame)")

        let (sim3, root3, c) = scene(center: CGPoint(x: 100, y: 200))
        let d = UIView(frame: CGRect(x: 125, y: 175, width: 50, height: 50))
        root3.addSubview(d)
        let animator3 = UIDynamicAnimator(referenceView: root3)
        animator3.addBehavior(UIAttachmentBehavior.fixedAttachment(with: c, attachedTo: d, attachmentAnchor: CGPoint(x: 125, y: 200)))
        let push = UIPushBehavior(items: [c], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 0.5)
        animator3.addBehavior(push)
        sim3.advance(by: 1)
        #expect(abs(d.center.x - c.center.x - 50 * cos(atan2(c.transform.b, c.transform.a))) < 1, "welded")
        #expect(d.center.y > 210, "carried along")
        #expect(animator3.isRunning, "an active continuous push keeps the animator running")
        push.active = false
        let brake = UIDynamicItemBehavior(items: [c, d])
        brake.resistance = 5
        animator3.addBehavior(brake)
        sim3.advance(by: 4)
        #expect(!animator3.isRunning, "without the push, braked, they come to rest")
    }

    /// A view that collides as a triangle pointing down (its path around its centre).
    private final class Wedge: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath {
            let p = UIBezierPath()
            p.move(to: CGPoint(x: -25, y: -25))
            p.addLine(to: CGPoint(x: 25, y: -25))
            p.addLine(to: CGPoint(x: 0, y: 25))
            p.close()
            return p
        }
    }

    @Test func pathShapesAndPathBoundaries() {
        // A bowl boundary (a closed rectangle path) holds a wedge whose path is narrower than its bounds.
        let (sim, root) = canvas()
        let wedge = Wedge(frame: CGRect(x: 175, y: 100, width: 50, height: 50))
        root.addSubview(wedge)
        let ball = UIView(frame: CGRect(x: 100, y: 100, width: 30, height: 30))
        root.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: root)
        let walls = UICollisionBehavior(items: [wedge, ball])
        walls.addBoundary(withIdentifier: "box" as NSCopying, for: UIBezierPath(rect: CGRect(x: 50, y: 50, width: 300, height: 450)))
        let still = UIDynamicItemBehavior(items: [wedge])
        still.allowsRotation = false
        animator.addBehavior(still)
        animator.addBehavior(walls)
        animator.addBehavior(UIGravityBehavior(items: [wedge, ball]))
        sim.advance(by: 3)
        // The wedge stands on its point: its centre 25 points above the floor at 500, its frame's
        // corners over the floor's line where a rectangle would rest.
        #expect(abs(wedge.center.y - 475) < 1.5, "on its point: \(wedge.center)")
        #expect(abs(ball.frame.maxY - 500) < 1.5, "the ball rests on the box's floor: \(ball.frame)")
        #expect(!animator.isRunning)
    }

    @Test func frictionStopsASlidingItem() {
        var slid: [CGFloat] = []
        for friction in [0, 1] as [CGFloat] {
            let (sim, root, v) = scene(center: CGPoint(x: 60, y: 700))
            let animator = UIDynamicAnimator(referenceView: root)
            let walls = UICollisionBehavior(items: [v])
            walls.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: -1000, y: 725), to: CGPoint(x: 2000, y: 725))
            let props = UIDynamicItemBehavior(items: [v])
            props.friction = friction
            props.resistance = 0
            props.allowsRotation = false
            props.addLinearVelocity(CGPoint(x: 300, y: 0), for: v)
            animator.addBehavior(props)
            animator.addBehavior(walls)
            animator.addBehavior(UIGravityBehavior(items: [v]))
            sim.advance(by: 1)
            slid.append(v.center.x - 60)
        }
        // Without friction (friction mixes as √(item × boundary): √(0 × 0.2) = 0) it slides on at
        // 300 points/s; with friction 1 (√(1 × 0.2) ≈ 0.45, a braking of 450 points/s²) it stops
        // after 300²/(2 × 450) = 100 points.
        #expect(abs(slid[0] - 300) < 10 && abs(slid[1] - 100) < 15, "\(slid)")
    }

    @Test func eachBuiltInFieldActsAsItsNameSays() {
        /// Where a 100 × 100 item of charge 1 starting at (200, 400), moving at `velocity`, is after
        /// `seconds` in `field` (resistance 0).
        func run(_ field: UIFieldBehavior, velocity: CGPoint = .zero, seconds: TimeInterval = 0.5) -> (CGPoint, CGPoint) {
            let (sim, root, v) = scene(side: 100, center: CGPoint(x: 200, y: 400))
            let animator = UIDynamicAnimator(referenceView: root)
            let props = UIDynamicItemBehavior(items: [v])
            props.resistance = 0
            props.charge = 1
            props.addLinearVelocity(velocity, for: v)
            field.addItem(v)
            animator.addBehavior(props)
            animator.addBehavior(field)
            sim.advance(by: seconds)
            return (v.center, props.linearVelocity(for: v))
        }
        // Linear gravity: as gravity, 1,000 points/s² per unit of direction and strength.
        let (fell, _) = run(UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1)))
        #expect(abs(fell.y - 400 - 125) < 6, "\(fell)")
        // A spring field pulls back towards its position, past it and back.
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 200, y: 300)
        let (sprung, _) = run(spring, seconds: 0.6)
        #expect(sprung.y < 300, "swung past the spring's rest point: \(sprung)")
        // Drag slows a moving item, by e every 1/strength seconds.
        let drag = UIFieldBehavior.dragField()
        drag.strength = 2
        let (_, slowed) = run(drag, velocity: CGPoint(x: 100, y: 0))
        #expect(abs(slowed.x - 100 * exp(-1)) < 3, "\(slowed)")
        // A velocity field gives items its velocity.
        let (_, pushed) = run(UIFieldBehavior.velocityField(direction: CGVector(dx: 0, dy: -50)))
        #expect(abs(pushed.y + 50) < 1 && abs(pushed.x) < 1, "\(pushed)")
        // A vortex turns items about its position: at its right, they move down or up, not sideways.
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 100, y: 400)
        let (_, turning) = run(vortex, seconds: 0.2)
        #expect(abs(turning.y) > 50 && abs(turning.x) < abs(turning.y) / 2, "\(turning)")
        // An electric field pushes a positive charge away; a magnetic one bends a moving charge's path.
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 100, y: 400)
        let (repelled, _) = run(electric)
        #expect(repelled.x > 250, "\(repelled)")
        let (_, bent) = run(UIFieldBehavior.magneticField(), velocity: CGPoint(x: 200, y: 0), seconds: 0.2)
        #expect(abs(bent.y) > 20 && abs(hypot(bent.x, bent.y) - 200) < 20, "turned, not sped up: \(bent)")
        // Noise moves items about, the same every run; turbulence only moving ones.
        let noise1 = run(UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)).0
        let noise2 = run(UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)).0
        #expect(noise1 == noise2 && noise1 != CGPoint(x: 200, y: 400), "\(noise1)")
        let (calm, _) = run(UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1))
        #expect(calm == CGPoint(x: 200, y: 400), "turbulence leaves a still item still")
    }
}
