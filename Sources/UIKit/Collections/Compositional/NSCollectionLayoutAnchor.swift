import Foundation

/// Where a supplementary item attaches to its item: the edges it hugs, and an offset (in points, or
/// as fractions of its own size).
@preconcurrency @MainActor public final class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = true
        super.init()
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        super.init()
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        super.init()
    }

    /// The frame of an element of `size` anchored to `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX }
        if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY }
        if edges.contains(.bottom) { y = container.maxY - size.height }
        let d = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGRect(x: x + d.x, y: y + d.y, width: size.width, height: size.height)
    }
}
