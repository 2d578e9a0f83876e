/// The plane geometry obstacles need: lengths, buffered outlines and whether a straight move
/// passes through a polygon.
enum Geometry2D {
    /// How close counts as touching: positions are `Float`s, so exact tests would flicker.
    static let tolerance: Float = 1e-3

    static func distance(_ a: vector_float2, _ b: vector_float2) -> Float {
        let d = a - b
        return (d * d).sum().squareRoot()
    }

    /// The polygon grown outward by `radius`: each vertex moved along the bisector of its two
    /// edges' outward normals, far enough that every edge moves out by `radius`.
    static func buffered(_ polygon: [vector_float2], by radius: Float) -> [vector_float2] {
        guard radius > 0, polygon.count >= 3 else { return polygon }
        // Positive area: counter-clockwise, the inside on each edge's left.
        let outwardSign: Float = signedArea(polygon) >= 0 ? 1 : -1
        func outwardNormal(_ a: vector_float2, _ b: vector_float2) -> vector_float2 {
            let d = b - a, length = distance(a, b)
            guard length > 0 else { return .zero }
            return vector_float2(d.y, -d.x) / length * outwardSign
        }
        return polygon.indices.map { index in
            let previous = polygon[(index + polygon.count - 1) % polygon.count]
            let vertex = polygon[index], next = polygon[(index + 1) % polygon.count]
            let n1 = outwardNormal(previous, vertex), n2 = outwardNormal(vertex, next)
            let sum = n1 + n2, length = (sum * sum).sum().squareRoot()
            guard length > tolerance else { return vertex + n1 * radius }
            let bisector = sum / length
            // A very sharp corner would push the vertex far away; three radii is enough room.
            let reach = min(radius / max((bisector * n1).sum(), tolerance), 3 * radius)
            return vertex + bisector * reach
        }
    }

    /// Whether the straight move from `p` to `q` passes through the inside of `polygon`: across
    /// one of its edges, or (through its corners) by a point of the move inside it. Moving along
    /// an edge or touching a corner is not passing through.
    static func segment(_ p: vector_float2, _ q: vector_float2, crosses polygon: [vector_float2]) -> Bool {
        guard polygon.count >= 3 else { return false }
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            if properlyIntersect(p, q, a, b) { return true }
        }
        return (1...7).contains { step in
            let t = Float(step) / 8
            return strictlyInside(p + (q - p) * t, polygon)
        }
    }

    static func signedArea(_ polygon: [vector_float2]) -> Float {
        polygon.indices.reduce(Float(0)) { sum, index in
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            return sum + (a.x * b.y - b.x * a.y) / 2
        }
    }

    private static func cross(_ o: vector_float2, _ a: vector_float2, _ b: vector_float2) -> Float {
        (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }

    /// The two segments cross at a point inside both (not at an end, not overlapping).
    private static func properlyIntersect(_ p: vector_float2, _ q: vector_float2, _ a: vector_float2, _ b: vector_float2) -> Bool {
        let d1 = cross(a, b, p), d2 = cross(a, b, q), d3 = cross(p, q, a), d4 = cross(p, q, b)
        let scale = max(distance(a, b) * distance(p, q), 1) * tolerance
        return ((d1 > scale && d2 < -scale) || (d1 < -scale && d2 > scale))
            && ((d3 > scale && d4 < -scale) || (d3 < -scale && d4 > scale))
    }

    /// Inside the polygon (even–odd) and not within `tolerance` of its outline.
    private static func strictlyInside(_ point: vector_float2, _ polygon: [vector_float2]) -> Bool {
        var inside = false
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            if distance(point, toSegment: a, b) <= tolerance { return false }
            if (a.y > point.y) != (b.y > point.y),
               point.x < a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x) {
                inside.toggle()
            }
        }
        return inside
    }

    private static func distance(_ point: vector_float2, toSegment a: vector_float2, _ b: vector_float2) -> Float {
        let ab = b - a, lengthSquared = (ab * ab).sum()
        guard lengthSquared > 0 else { return distance(point, a) }
        let t = min(max(((point - a) * ab).sum() / lengthSquared, 0), 1)
        return distance(point, a + ab * t)
    }
}
