import Foundation

/// An area a field acts in, around the field's position: a circle, a rectangle, everything, or
/// their combinations.
@preconcurrency @MainActor open class UIRegion: NSObject, NSCopying {
    indirect enum Shape {
        case everything
        case circle(radius: CGFloat)
        case rectangle(CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .everything: return true
            case .circle(let r): return hypot(p.x, p.y) <= r
            case .rectangle(let s): return abs(p.x) <= s.width / 2 && abs(p.y) <= s.height / 2
            case .inverse(let a): return !a.contains(p)
            case .union(let a, let b): return a.contains(p) || b.contains(p)
            case .difference(let a, let b): return a.contains(p) && !b.contains(p)
            case .intersection(let a, let b): return a.contains(p) && b.contains(p)
            }
        }
    }

    let shape: Shape

    init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// A circle of `radius` around the centre.
    public convenience init(radius: CGFloat) { self.init(shape: .circle(radius: radius)) }

    /// A rectangle of `size` centred on the centre.
    public convenience init(size: CGSize) { self.init(shape: .rectangle(size)) }

    /// The region that contains every point.
    open class var infinite: UIRegion { UIRegion(shape: .everything) }

    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }
    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }
    /// This region without `region`.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }
    open func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    /// Whether a point, relative to the region's centre, is inside.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
