import Foundation

/// How fast a swipe goes, in points per second.
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let `default` = XCUIGestureVelocity(1000)
    public static let slow = XCUIGestureVelocity(300)
    public static let fast = XCUIGestureVelocity(3000)
}
