import Foundation

extension CGPoint {
    /// The point turned about the origin by `angle` radians (clockwise on screen): an offset from
    /// an item's centre as the item turns.
    func rotated(by angle: CGFloat) -> CGPoint {
        let c = cos(angle), s = sin(angle)
        return CGPoint(x: x * c - y * s, y: x * s + y * c)
    }
}
