import Foundation
import CoreGraphics

/// An item's collision shape as Box2D can take it: a circle, or convex polygons of at most eight
/// corners, in points around the item's centre.
enum DynamicShapes {
    enum Piece {
        case circle(radius: CGFloat)
        case polygon([CGPoint])
    }

    /// Box2D's most corners in one polygon.
    static let maxCorners = 8
    /// Box2D keeps a skin of 1 point around polygons and boundary lines, and lets shapes sink 0.5
    /// points into each other: with polygons 1 point smaller than their items, an item sinks 0.5
    /// points into a boundary and overlaps another item by 0.5 points, where each would float 1.5
    /// points off.
    static let skin: CGFloat = 1

    /// The item's area as UIKit measures it for mass (its bounds, ellipse or path), in points².
    @MainActor static func nominalArea(of item: UIDynamicItem) -> CGFloat {
        let s = item.bounds.size
        let w = max(s.width, 1), h = max(s.height, 1)
        switch item.collisionBoundsType {
        case .rectangle: return w * h
        case .ellipse: return .pi * w * h / 4
        case .path:
            let ring = item.collisionBoundingPath.cgPath.polylines().first?.points ?? []
            let a = area(ring)
            return a > 1 ? a : w * h
        }
    }

    static func area(_ piece: Piece) -> CGFloat {
        switch piece {
        case .circle(let r): return .pi * r * r
        case .polygon(let points): return area(points)
        }
    }

    private static func area(_ ring: [CGPoint]) -> CGFloat {
        guard ring.count > 2 else { return 0 }
        var sum: CGFloat = 0
        for i in ring.indices {
            let p = ring[i], q = ring[(i + 1) % ring.count]
            sum += p.x * q.y - q.x * p.y
        }
        return abs(sum) / 2
    }

    @MainActor static func pieces(of item: UIDynamicItem) -> [Piece] {
        let size = item.bounds.size
        let w = max(size.width, 1), h = max(size.height, 1)
        let box = rectangle(w - 2 * skin, h - 2 * skin)
        switch item.collisionBoundsType {
        case .rectangle:
            return [box]
        case .ellipse:
            if abs(w - h) < 0.5 { return [.circle(radius: w / 2)] }
            let w = w - 2 * skin, h = h - 2 * skin
            let n = 24
            let ring = (0..<n).map { i -> CGPoint in
                let t = CGFloat(i) / CGFloat(n) * 2 * .pi
                return CGPoint(x: w / 2 * cos(t), y: h / 2 * sin(t))
            }
            return fan(ring)
        case .path:
            let line = item.collisionBoundingPath.cgPath.polylines().first?.points ?? []
            var ring = line
            if ring.count > 1, let f = ring.first, let l = ring.last, hypot(f.x - l.x, f.y - l.y) < 0.01 { ring.removeLast() }
            guard ring.count >= 3 else { return [box] }
            // Drawn in towards the centre by the skin.
            let reach = ring.map { hypot($0.x, $0.y) }.min() ?? 0
            let k = reach > 2 * skin ? (reach - skin) / reach : 1
            return fan(ring.map { CGPoint(x: $0.x * k, y: $0.y * k) })
        }
    }

    private static func rectangle(_ w: CGFloat, _ h: CGFloat) -> Piece {
        let w = max(w, 0.5), h = max(h, 0.5)
        return .polygon([CGPoint(x: -w / 2, y: -h / 2), CGPoint(x: w / 2, y: -h / 2),
                         CGPoint(x: w / 2, y: h / 2), CGPoint(x: -w / 2, y: h / 2)])
    }

    /// A convex ring of any length as polygons Box2D takes: itself if small enough, else a fan of
    /// pieces around its centroid, each the centroid and up to seven consecutive corners.
    static func fan(_ ring: [CGPoint]) -> [Piece] {
        if ring.count <= maxCorners { return [.polygon(ring)] }
        let c = CGPoint(x: ring.map(\.x).reduce(0, +) / CGFloat(ring.count),
                        y: ring.map(\.y).reduce(0, +) / CGFloat(ring.count))
        var pieces: [Piece] = []
        var i = 0
        while i < ring.count {
            let end = min(i + maxCorners - 2, ring.count)
            var corners = [c] + ring[i..<end]
            corners.append(ring[end % ring.count])
            pieces.append(.polygon(corners))
            i = end
        }
        return pieces
    }
}
