import Foundation
import UIKit
import QuartzCore
import UIKitTesting

/// `shape-stroke-frame`: a full-screen `CAShapeLayer` (a spiral across the whole screen) whose
/// `strokeEnd` animates; each measured frame advances the clock a sixtieth of a second and draws.
@MainActor func runShapeStrokeFrame() {
    let (sim, vc) = blankScreen()
    let bounds = vc.view.bounds
    let spiral = UIBezierPath()
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    spiral.move(to: center)
    for i in 1...720 {
        let a = CGFloat(i) * .pi / 36
        let r = CGFloat(i) / 720 * max(bounds.width, bounds.height) * 0.6
        spiral.addLine(to: CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)))
    }
    let shape = CAShapeLayer()
    shape.frame = bounds
    shape.path = spiral.cgPath
    shape.fillColor = nil
    shape.strokeColor = UIColor.systemBlue.cgColor
    shape.lineWidth = 6
    vc.view.layer.addSublayer(shape)
    sim.settle(limit: 0.1)
    let stroke = CABasicAnimation(keyPath: "strokeEnd")
    stroke.fromValue = 0
    stroke.toValue = 1
    stroke.duration = 4
    shape.add(stroke, forKey: "stroke")
    let env = sim.environment
    let times = measure(runs: 200) { nextFrame(env) }
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    report("shape-stroke-frame", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
}

/// `animator-scrub`: a paused property animator moving 50 views; each measured step sets
/// `fractionComplete` and draws the frame that shows it.
@MainActor func runAnimatorScrub() {
    let (sim, vc) = blankScreen()
    var views: [UIView] = []
    for i in 0..<50 {
        let v = UIView(frame: CGRect(x: 10, y: 60 + CGFloat(i) * 15, width: 40, height: 12))
        v.backgroundColor = UIColor(hue: CGFloat(i) / 50, saturation: 0.7, brightness: 0.9, alpha: 1)
        vc.view.addSubview(v)
        views.append(v)
    }
    sim.settle(limit: 0.1)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
        for v in views { v.frame.origin.x = 330; v.alpha = 0.5 }
    }
    animator.pauseAnimation()
    let env = sim.environment
    var step = 0
    let times = measure(runs: 200) {
        step += 1
        animator.fractionComplete = CGFloat(step % 100) / 100
        env.runFrame()
    }
    animator.stopAnimation(true)
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    report("animator-scrub", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
}

/// `emitter-frame`: an emitter keeping about 1,000 particles alive across the screen; each measured
/// frame steps them a sixtieth of a second and draws them.
@MainActor func runEmitterFrame() {
    let (sim, vc) = blankScreen()
    let emitter = CAEmitterLayer()
    emitter.frame = vc.view.bounds
    emitter.emitterPosition = CGPoint(x: vc.view.bounds.midX, y: vc.view.bounds.midY)
    emitter.emitterShape = .circle
    emitter.emitterSize = CGSize(width: 40, height: 40)
    let dot = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6)).image { ctx in
        UIColor.white.setFill()
        ctx.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 6, height: 6))
    }.cgImage
    let cell = CAEmitterCell()
    cell.contents = dot
    cell.contentsScale = 3
    cell.color = UIColor.systemPink.cgColor
    cell.birthRate = 500
    cell.lifetime = 2
    cell.velocity = 150
    cell.velocityRange = 50
    cell.emissionRange = 2 * .pi
    cell.spin = 2
    emitter.emitterCells = [cell]
    vc.view.layer.addSublayer(emitter)
    let env = sim.environment
    for _ in 0..<150 { sim.advance(by: 1.0 / 60) }
    let times = measure(runs: 200) { nextFrame(env) }
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    report("emitter-frame", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
    print("bench emitter-frame: \(emitter.particleCount) particles alive")
}

/// `dynamics-step`: 200 views of 20 × 20 points falling under gravity into the screen's bounds,
/// colliding with the walls and each other, while they are still falling and piling up. Measured:
/// one world step (1/120 s, as UIKit steps) with the views moved, and a 60 Hz frame's animator
/// step (two world steps, the views moved once). `dynamics-world`: the same steps of a second,
/// identical scene without moving the views — the share of Box2D and the forces.
@MainActor func runDynamicsStep() {
    let (sim, vc) = blankScreen()
    let (items, animator, props) = dynamicsScene(sim, vc.view!)
    for _ in 0..<20 { animator.stepForBenchmark(seconds: 1.0 / 120) }
    let steps = measure(runs: 200) { animator.stepForBenchmark(seconds: 1.0 / 120) }
    let frames = measure(runs: 100) { animator.stepForBenchmark(seconds: 1.0 / 60) }
    let (sim2, vc2) = blankScreen()
    let (_, world, _) = dynamicsScene(sim2, vc2.view!)
    for _ in 0..<20 { world.stepWorldForBenchmark() }
    let worldSteps = measure(runs: 200) { world.stepWorldForBenchmark() }
    let env = sim.environment
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    let mc = memcpyTimes(bytes: bytes, runs: 60)
    report("dynamics-step", steps, memcpy: mc)
    report("dynamics-frame", frames, memcpy: mc)
    report("dynamics-world", worldSteps, memcpy: mc)
    let moving = items.filter { props.linearVelocity(for: $0).y > 1 }.count
    print("bench dynamics-step: \(items.count) items, \(moving) still falling at the end")
}

/// The scene of `dynamics-step`: 200 turned squares in rows, gravity, walls, some bounce and friction.
@MainActor private func dynamicsScene(_ sim: Simulator, _ root: UIView) -> ([UIView], UIDynamicAnimator, UIDynamicItemBehavior) {
    sim.runFrame()
    let items = (0..<200).map { i -> UIView in
        let v = UIView(frame: CGRect(x: 20 + CGFloat(i % 12) * 29, y: 60 + CGFloat(i / 12) * 26, width: 20, height: 20))
        v.backgroundColor = .systemBlue
        v.transform = CGAffineTransform(rotationAngle: CGFloat(i % 7) * 0.1)
        root.addSubview(v)
        return v
    }
    let animator = UIDynamicAnimator(referenceView: root)
    let walls = UICollisionBehavior(items: items)
    walls.translatesReferenceBoundsIntoBoundary = true
    let props = UIDynamicItemBehavior(items: items)
    props.elasticity = 0.3
    props.friction = 0.4
    animator.addBehavior(props)
    animator.addBehavior(walls)
    animator.addBehavior(UIGravityBehavior(items: items))
    return (items, animator, props)
}
