import UIKit

/// A ball: a view that collides as the circle it draws.
public final class BallView: UIView {
    public override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
    }
}

/// The animation chapter's UIKit Dynamics playground: blocks and balls fall under gravity, bounce
/// off the screen's edges, a ledge and each other, and come to rest. Tapping empty space snaps the
/// red ball there; dragging an item holds it by an attachment and throws it on release.
public final class DynamicsPlaygroundViewController: UIViewController, UICollisionBehaviorDelegate {
    public private(set) var animator: UIDynamicAnimator!
    public let gravity = UIGravityBehavior()
    public let collision = UICollisionBehavior()
    public let properties = UIDynamicItemBehavior()
    public let ledge = UIView()
    public let redBall = BallView()
    public private(set) var items: [UIView] = []
    /// How many times an item has hit the ledge.
    public private(set) var ledgeHits = 0
    public private(set) var snap: UISnapBehavior?
    public private(set) var drag: UIAttachmentBehavior?
    private var dragged: UIView?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dynamics"
        view.backgroundColor = .systemBackground
        ledge.backgroundColor = .systemGray3
        ledge.layer.cornerRadius = 3
        view.addSubview(ledge)
        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemYellow]
        for (i, color) in colors.enumerated() {
            let block = UIView(frame: CGRect(x: 30 + CGFloat(i) * 55, y: 140 + CGFloat(i % 2) * 60, width: 48, height: 48))
            block.backgroundColor = color
            block.layer.cornerRadius = 8
            block.transform = CGAffineTransform(rotationAngle: CGFloat(i) * 0.2 - 0.5)
            items.append(block)
        }
        for (i, color) in [UIColor.systemRed, .systemPink, .systemIndigo].enumerated() {
            let ball = i == 0 ? redBall : BallView()
            ball.frame = CGRect(x: 60 + CGFloat(i) * 110, y: 90, width: 40, height: 40)
            ball.backgroundColor = color
            items.append(ball)
        }
        items.forEach(view.addSubview)
        animator = UIDynamicAnimator(referenceView: view)
        properties.elasticity = 0.45
        properties.friction = 0.4
        // Box2D, like UIKit, has no rolling resistance: without some, a ball rolls for ever.
        properties.angularResistance = 1
        collision.collisionDelegate = self
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DynamicsPlaygroundViewController.tapped))
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DynamicsPlaygroundViewController.panned))
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds.inset(by: view.safeAreaInsets)
        ledge.bounds = CGRect(x: 0, y: 0, width: b.width * 0.55, height: 6)
        ledge.center = CGPoint(x: b.minX + b.width * 0.32, y: b.minY + b.height * 0.55)
        ledge.transform = CGAffineTransform(rotationAngle: 0.25)
        // The walls follow the safe area: items rest above the home indicator and below the bar.
        collision.setTranslatesReferenceBoundsIntoBoundary(with: view.safeAreaInsets)
        // The ledge's top edge: its centre line, turned, moved up by half its thickness.
        let half = ledge.bounds.width / 2, turn: CGFloat = 0.25
        let d = CGPoint(x: cos(turn) * half, y: sin(turn) * half)
        let up = CGPoint(x: ledge.center.x + 3 * sin(turn), y: ledge.center.y - 3 * cos(turn))
        collision.addBoundary(withIdentifier: "ledge" as NSCopying,
                              from: CGPoint(x: up.x - d.x, y: up.y - d.y), to: CGPoint(x: up.x + d.x, y: up.y + d.y))
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard gravity.items.isEmpty else { return }
        for item in items {
            gravity.addItem(item)
            collision.addItem(item)
            properties.addItem(item)
        }
        animator.addBehavior(properties)
        animator.addBehavior(collision)
        animator.addBehavior(gravity)
    }

    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        if (identifier as? NSString) == "ledge" { ledgeHits += 1 }
    }

    /// A tap on empty space snaps the red ball to it.
    func tapped(_ tap: UITapGestureRecognizer) {
        let point = tap.location(in: view)
        guard !items.contains(where: { $0.frame.contains(point) }) else { return }
        if let snap { animator.removeBehavior(snap) }
        let s = UISnapBehavior(item: redBall, snapTo: point)
        s.damping = 0.4
        snap = s
        animator.addBehavior(s)
    }

    /// A drag holds the item under the finger by an attachment and throws it with the finger's speed.
    func panned(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: view)
        switch pan.state {
        case .began:
            guard let item = items.last(where: { $0.frame.contains(point) }) else { return }
            if item === redBall, let snap {
                animator.removeBehavior(snap)
                self.snap = nil
            }
            let offset = UIOffset(horizontal: point.x - item.center.x, vertical: point.y - item.center.y)
            let a = UIAttachmentBehavior(item: item, offsetFromCenter: offset, attachedToAnchor: point)
            animator.addBehavior(a)
            drag = a
            dragged = item
        case .changed:
            drag?.anchorPoint = point
        default:
            guard let a = drag, let item = dragged else { return }
            animator.removeBehavior(a)
            let v = pan.velocity(in: view)
            properties.addLinearVelocity(CGPoint(x: v.x - properties.linearVelocity(for: item).x,
                                                 y: v.y - properties.linearVelocity(for: item).y), for: item)
            drag = nil
            dragged = nil
        }
    }
}
