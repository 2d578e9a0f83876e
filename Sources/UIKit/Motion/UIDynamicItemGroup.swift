import Foundation

/// Several items that move as one rigid body: behaviours name the group, and the animator moves
/// each of its items with it. An item in a group is not added to behaviours by itself.
@preconcurrency @MainActor open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    public let items: [UIDynamicItem]

    /// The centre of the items' frames' union when the group is made; the animator moves it.
    open var center: CGPoint
    open var transform: CGAffineTransform = .identity
    /// The union of the items' frames, around the group's centre.
    open private(set) var bounds: CGRect

    public init(items: [UIDynamicItem]) {
        self.items = items
        let frames = items.map { item -> CGRect in
            let s = item.bounds.size
            return CGRect(x: item.center.x - s.width / 2, y: item.center.y - s.height / 2, width: s.width, height: s.height)
        }
        let union = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
        center = CGPoint(x: union.midX, y: union.midY)
        bounds = CGRect(origin: .zero, size: union.size)
        super.init()
    }

    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
}
