import Foundation

/// How a transition replaces a layer's old look with its new one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old look fades out as the new one fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides away, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
