import Foundation

/// The fields' forces on each body, before each step.
extension SKPhysicsWorld {
    func applyFields(_ dt: TimeInterval) {
        let active = fields.filter { $0.isEnabled && $0.scene != nil }
        guard !active.isEmpty else { return }
        let m = PhysicsUnits.pointsPerMeter
        time += dt
        for handle in orderedHandles {
            let body = handle.body
            guard body.isDynamic, body.node != nil else { continue }
            let center = handle.position
            var felt = active.filter { ($0.categoryBitMask & body.fieldBitMask) != 0 && $0.covers(center) }
            if let exclusive = felt.first(where: { $0.isExclusive }) { felt = [exclusive] }
            var total = CGVector.zero
            for field in felt {
                let f = field.force(on: body, at: center, velocity: handle.velocity, pointsPerMeter: m, time: time, dt: dt)
                total.dx += f.dx
                total.dy += f.dy
            }
            if total != .zero { handle.applyForce(total, at: nil) }
        }
    }
}

extension SKFieldNode {
    /// Whether the field's region covers a scene point.
    func covers(_ scenePoint: CGPoint) -> Bool {
        guard let region else { return true }
        return region.contains(scenePoint.applying(transformToRoot.inverted()))
    }

    /// Newtons on a body at a scene point moving at `velocity` points per second.
    func force(on body: SKPhysicsBody, at p: CGPoint, velocity v: CGVector, pointsPerMeter m: CGFloat,
               time: TimeInterval, dt: TimeInterval) -> CGVector {
        let origin = CGPoint.zero.applying(transformToRoot)
        let d = CGVector(dx: (p.x - origin.x) / m, dy: (p.y - origin.y) / m)
        let r = max(CGFloat(minimumRadius), hypot(d.dx, d.dy))
        let unit = r > 0 ? CGVector(dx: d.dx / r, dy: d.dy / r) : .zero
        let s = CGFloat(strength), mass = body.mass
        let fall = falloff == 0 ? 1 : 1 / pow(r, CGFloat(falloff))
        let vm = CGVector(dx: v.dx / m, dy: v.dy / m)
        switch kind {
        case .linearGravity:
            return CGVector(dx: CGFloat(direction.x) * s * mass * fall, dy: CGFloat(direction.y) * s * mass * fall)
        case .radialGravity:
            return CGVector(dx: -unit.dx * s * mass * fall, dy: -unit.dy * s * mass * fall)
        case .spring:
            return CGVector(dx: -d.dx * s * mass, dy: -d.dy * s * mass)
        case .drag:
            return CGVector(dx: -vm.dx * s * mass * fall, dy: -vm.dy * s * mass * fall)
        case .vortex:
            return CGVector(dx: -unit.dy * s * mass * fall, dy: unit.dx * s * mass * fall)
        case .velocity:
            // Whatever force brings the body to the field's velocity within the step.
            let target = CGVector(dx: CGFloat(direction.x) * s, dy: CGFloat(direction.y) * s)
            return CGVector(dx: (target.dx - vm.dx) * mass / CGFloat(dt), dy: (target.dy - vm.dy) * mass / CGFloat(dt))
        case .noise, .turbulence:
            // Smooth deterministic noise in position and time.
            let scale = 1 / max(0.05, 1 - CGFloat(smoothness))
            let t = CGFloat(time) * CGFloat(animationSpeed)
            var n = CGVector(dx: sin(d.dx * scale * 2.1 + t) * cos(d.dy * scale * 1.7 - t),
                             dy: cos(d.dx * scale * 1.3 - t) * sin(d.dy * scale * 2.3 + t))
            if case .turbulence = kind { n.dx *= hypot(vm.dx, vm.dy); n.dy *= hypot(vm.dx, vm.dy) }
            return CGVector(dx: n.dx * s * mass, dy: n.dy * s * mass)
        case .electric:
            return CGVector(dx: unit.dx * s * body.charge * fall, dy: unit.dy * s * body.charge * fall)
        case .magnetic:
            return CGVector(dx: -vm.dy * s * body.charge * fall, dy: vm.dx * s * body.charge * fall)
        case .custom(let block):
            let f = block(vector_float3(Float(d.dx), Float(d.dy), 0), vector_float3(Float(vm.dx), Float(vm.dy), 0),
                          Float(mass), Float(body.charge), dt)
            return CGVector(dx: CGFloat(f.x), dy: CGFloat(f.y))
        }
    }
}
