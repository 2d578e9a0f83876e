import Foundation

/// Polygons for physics bodies: a texture's opaque pixels' convex hull, and any polygon brought
/// within Box2D's eight vertices.
@MainActor enum TextureOutline {
    /// The hull of the pixels whose alpha exceeds `alphaThreshold`, in node coordinates of a
    /// sprite of `size` anchored at its centre.
    static func hull(of texture: SKTexture, alphaThreshold: Float, size: CGSize) -> [CGPoint] {
        let image = texture.drawnImage
        let w = image.width, h = image.height
        let px = image.premultipliedRGBA()
        let limit = UInt8(max(0, min(255, alphaThreshold * 255)))
        var points: [CGPoint] = []
        for y in 0..<h {
            // The row's first and last opaque pixels are all a hull needs.
            var first = -1, last = -1
            for x in 0..<w where px[(y * w + x) * 4 + 3] > limit {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            for (x, dy) in [(first, 0), (first, 1), (last + 1, 0), (last + 1, 1)] {
                points.append(CGPoint(x: (CGFloat(x) / CGFloat(w) - 0.5) * size.width,
                                      y: (0.5 - CGFloat(y + dy) / CGFloat(h)) * size.height))
            }
        }
        return convexHull(points)
    }

    /// Counterclockwise (Andrew's monotone chain).
    static func convexHull(_ points: [CGPoint]) -> [CGPoint] {
        let unique: Set<PointKey> = Set(points.map(PointKey.init))
        let p: [CGPoint] = unique.map(\.point).sorted(by: PointKey.before)
        guard p.count > 2 else { return p }
        func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [CGPoint] = [], upper: [CGPoint] = []
        for q in p {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], q) <= 0 { lower.removeLast() }
            lower.append(q)
        }
        for q in p.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], q) <= 0 { upper.removeLast() }
            upper.append(q)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// The convex hull with at most `limit` vertices: the vertex whose removal loses the least
    /// area goes first.
    static func reduced(_ polygon: [CGPoint], to limit: Int = 8) -> [CGPoint] {
        var hull = convexHull(polygon)
        while hull.count > limit {
            var best = 0, least = CGFloat.infinity
            for i in hull.indices {
                let a = hull[(i + hull.count - 1) % hull.count], b = hull[i], c = hull[(i + 1) % hull.count]
                let area = abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x))
                if area < least { least = area; best = i }
            }
            hull.remove(at: best)
        }
        return hull
    }

    private struct PointKey: Hashable {
        let x: Double, y: Double
        init(_ p: CGPoint) { x = Double(p.x); y = Double(p.y) }
        var point: CGPoint { CGPoint(x: x, y: y) }
        static func before(_ a: CGPoint, _ b: CGPoint) -> Bool {
            if a.x != b.x { return a.x < b.x }
            return a.y < b.y
        }
    }
}
