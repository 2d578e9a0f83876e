//
//  ViewController.swift
//  Bouncy
//
//  UIKit Dynamics, as the tutorials of 2013-2017 build it: a square falls onto a barrier,
//  bounces, turns yellow when it hits it, snaps to a tap and jumps on "Push".
//

import UIKit

class ViewController: UIViewController, UICollisionBehaviorDelegate {

    @IBOutlet weak var barrier: UIView!
    @IBOutlet weak var hitsLabel: UILabel!

    var square: UIView!
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!
    var collision: UICollisionBehavior!
    var snap: UISnapBehavior?
    var hits = 0

    override func viewDidLoad() {
        super.viewDidLoad()

        square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        square.backgroundColor = UIColor.gray
        view.addSubview(square)

        animator = UIDynamicAnimator(referenceView: view)
        gravity = UIGravityBehavior(items: [square])
        animator.addBehavior(gravity)

        collision = UICollisionBehavior(items: [square])
        collision.collisionDelegate = self
        // add a boundary that has the same frame as the barrier
        collision.addBoundary(withIdentifier: "barrier" as NSCopying, for: UIBezierPath(rect: barrier.frame))
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)

        let itemBehaviour = UIDynamicItemBehavior(items: [square])
        itemBehaviour.elasticity = 0.6
        animator.addBehavior(itemBehaviour)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        view.addGestureRecognizer(tap)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        print("Boundary contact occurred - \(String(describing: identifier))")
        if let id = identifier as? String, id == "barrier" {
            hits += 1
            hitsLabel.text = "\(hits) hits"
            let collidingView = item as! UIView
            collidingView.backgroundColor = UIColor.yellow
            UIView.animate(withDuration: 0.3) {
                collidingView.backgroundColor = UIColor.gray
            }
        }
    }

    @objc func handleTap(_ sender: UITapGestureRecognizer) {
        let point = sender.location(in: view)
        if let snap = snap {
            animator.removeBehavior(snap)
        }
        let newSnap = UISnapBehavior(item: square, snapTo: point)
        animator.addBehavior(newSnap)
        snap = newSnap
    }

    @IBAction func push(_ sender: Any) {
        if let snap = snap {
            animator.removeBehavior(snap)
            self.snap = nil
        }
        let push = UIPushBehavior(items: [square], mode: UIPushBehaviorMode.instantaneous)
        push.angle = -CGFloat.pi / 2
        push.magnitude = 5
        animator.addBehavior(push)
    }
}
