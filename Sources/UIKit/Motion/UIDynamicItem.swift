import Foundation

/// Anything a dynamic animator can move: a centre, a size, and a rotation. `UIView` and
/// `UICollectionViewLayoutAttributes` are dynamic items; an app's own objects can be too.
///
/// The animator reads an item's state when it first meets it (and on `updateItem(usingCurrentState:)`)
/// and from then on writes `center` and `transform` (a rotation) each step.
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The shape collisions use; `.rectangle` unless the item says otherwise.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// For `.path`: a convex, counter-clockwise path around the item's centre (its origin).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { centeredBoundsPath(bounds) }
}

/// An item's bounds as a path around its centre: the bounding path of an item that gives none.
@MainActor func centeredBoundsPath(_ bounds: CGRect) -> UIBezierPath {
    UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

extension UIView: UIDynamicItem {}
