import Foundation

/// What each built-in field does to an item. Positions are in points, as the app sees them; forces
/// in UIKit newtons (1 accelerates a 100 × 100-point view of density 1 at 100 points/s²). A field's
/// natural acceleration at strength 1 is gravity's, 1,000 points/s² (10 in metres).
extension UIFieldBehavior {
    func force(at offset: CGPoint, velocity v: CGVector, mass: CGFloat, charge: CGFloat, time: TimeInterval,
               item: UIDynamicItem, center: CGPoint) -> CGVector {
        let metre = DynamicsWorld.pointsPerMetre
        let d = hypot(offset.x, offset.y)
        // Unit vector from the field's position to the item.
        let out = d > 0 ? CGVector(dx: offset.x / d, dy: offset.y / d) : CGVector(dx: 0, dy: 0)
        let around = CGVector(dx: -out.dy, dy: out.dx)
        let fall = falloff == 0 ? 1 : 1 / pow(max(d, minimumRadius, 1) / metre, falloff)
        let g = 10 * strength * fall
        switch kind {
        case .linearGravity:
            return CGVector(dx: direction.dx * g * mass, dy: direction.dy * g * mass)
        case .radialGravity:
            return CGVector(dx: -out.dx * g * mass, dy: -out.dy * g * mass)
        case .vortex:
            return CGVector(dx: around.dx * g * mass, dy: around.dy * g * mass)
        case .spring:
            // Hooke's law: 10 newtons a metre at strength 1 (a 100-point view swings once in two seconds).
            return CGVector(dx: -offset.x / metre * g, dy: -offset.y / metre * g)
        case .electric:
            return CGVector(dx: out.dx * g * charge, dy: out.dy * g * charge)
        case .magnetic:
            return CGVector(dx: -v.dy / metre * g * charge, dy: v.dx / metre * g * charge)
        case .drag:
            // Velocity falls by e every 1/strength seconds.
            return CGVector(dx: -v.dx / metre * strength * fall * mass, dy: -v.dy / metre * strength * fall * mass)
        case .velocity:
            // Reaches the field's velocity within a step.
            let k = mass / DynamicsWorld.stepInterval / metre
            return CGVector(dx: (direction.dx * strength * fall - v.dx) * k, dy: (direction.dy * strength * fall - v.dy) * k)
        case .noise, .turbulence:
            let n = noise(at: center, time: time)
            var s = g * mass
            if case .turbulence = kind { s *= hypot(v.dx, v.dy) / metre }
            return CGVector(dx: n.dx * s, dy: n.dy * s)
        case .custom(let block):
            return block(self, center, v, mass, charge, DynamicsWorld.stepInterval)
        }
    }

    /// Smooth value noise in [-1, 1]² over space (cells of 20 to 320 points, by smoothness) and time.
    private func noise(at p: CGPoint, time: TimeInterval) -> CGVector {
        let cell = 20 + 300 * min(max(smoothness, 0), 1)
        let x = p.x / cell, y = p.y / cell, t = CGFloat(time) * animationSpeed
        return CGVector(dx: FieldNoise.value(x, y, t, seed: 1), dy: FieldNoise.value(x, y, t, seed: 2))
    }
}

/// Value noise on a lattice, hashed from integer coordinates: the same field every run.
enum FieldNoise {
    static func value(_ x: CGFloat, _ y: CGFloat, _ t: CGFloat, seed: UInt64) -> CGFloat {
        let xi = floor(x), yi = floor(y), ti = floor(t)
        let fx = smooth(x - xi), fy = smooth(y - yi), ft = smooth(t - ti)
        func corner(_ dx: CGFloat, _ dy: CGFloat, _ dt: CGFloat) -> CGFloat {
            hash(Int64(xi + dx), Int64(yi + dy), Int64(ti + dt), seed)
        }
        func lerp(_ a: CGFloat, _ b: CGFloat, _ f: CGFloat) -> CGFloat { a + (b - a) * f }
        let near = lerp(lerp(corner(0, 0, 0), corner(1, 0, 0), fx), lerp(corner(0, 1, 0), corner(1, 1, 0), fx), fy)
        let far = lerp(lerp(corner(0, 0, 1), corner(1, 0, 1), fx), lerp(corner(0, 1, 1), corner(1, 1, 1), fx), fy)
        return lerp(near, far, ft)
    }

    private static func smooth(_ f: CGFloat) -> CGFloat { f * f * (3 - 2 * f) }

    /// A number in [-1, 1] from a lattice point (SplitMix64's finaliser).
    private static func hash(_ x: Int64, _ y: Int64, _ t: Int64, _ seed: UInt64) -> CGFloat {
        var z = UInt64(bitPattern: x) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: y) &* 0xC2B2_AE3D_27D4_EB4F
            ^ UInt64(bitPattern: t) &* 0x1656_67B1_9E37_79F9 ^ seed &* 0x27D4_EB2F_1656_67C5
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53) * 2 - 1
    }
}
