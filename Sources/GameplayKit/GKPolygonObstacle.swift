import Foundation

/// An area a path must go around, outlined by a polygon: its vertices in order, either way round.
open class GKPolygonObstacle: GKObstacle {
    private let points: [vector_float2]

    /// An obstacle outlined by `points`, in order (at least three).
    public init(points: [vector_float2]) {
        precondition(points.count >= 3, "a polygon obstacle needs at least three points, not \(points.count)")
        self.points = points
        super.init()
    }

    /// An obstacle outlined by the `count` points at `points`, as C arrays pass them.
    public convenience init(points: UnsafeMutablePointer<vector_float2>, count: Int) {
        self.init(points: Array(UnsafeBufferPointer(start: points, count: count)))
    }

    /// The number of vertices.
    open var vertexCount: Int { points.count }

    /// The vertex at `index`.
    open func vertex(at index: Int) -> vector_float2 {
        points[index]
    }

    /// The vertices in order.
    var vertices: [vector_float2] { points }
}
