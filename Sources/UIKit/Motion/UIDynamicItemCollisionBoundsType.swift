import Foundation

/// The shape a dynamic item collides with: its bounds, the ellipse inscribed in them, or its
/// `collisionBoundingPath` (convex, around the item's centre).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle
    case ellipse
    case path
}
