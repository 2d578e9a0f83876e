import Foundation

/// An area of a node's coordinates: everywhere, a circle, a rectangle, a path, or two combined.
@preconcurrency @MainActor open class SKRegion: NSObject {
    private let test: (CGPoint) -> Bool
    /// The path around it (nil for everywhere, or for combinations).
    open private(set) var path: CGPath?

    private init(path: CGPath?, test: @escaping (CGPoint) -> Bool) {
        self.path = path
        self.test = test
        super.init()
    }

    open class func infinite() -> SKRegion { SKRegion(path: nil) { _ in true } }

    public convenience init(radius: Float) {
        let r = CGFloat(radius)
        self.init(path: CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r), transform: nil)) { hypot($0.x, $0.y) <= r }
    }

    /// A rectangle of that size centred on the origin.
    public convenience init(size: CGSize) {
        let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        self.init(path: CGPath(rect: rect, transform: nil)) { rect.contains($0) }
    }

    public convenience init(path: CGPath) {
        self.init(path: path) { path.contains($0) }
    }

    open func contains(_ point: CGPoint) -> Bool { test(point) }

    open func inverse() -> SKRegion { SKRegion(path: nil) { [test] in !test($0) } }
    open func byUnion(with region: SKRegion) -> SKRegion { SKRegion(path: nil) { [test] in test($0) || region.test($0) } }
    open func byDifference(from region: SKRegion) -> SKRegion { SKRegion(path: nil) { [test] in test($0) && !region.test($0) } }
    open func byIntersection(with region: SKRegion) -> SKRegion { SKRegion(path: nil) { [test] in test($0) && region.test($0) } }
}
