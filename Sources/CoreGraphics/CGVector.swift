import Foundation

/// A two-dimensional vector (Foundation on Linux has CGPoint/CGSize/CGRect but not this).
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    public static let zero = CGVector()
    public var description: String { "(\(dx), \(dy))" }
}
