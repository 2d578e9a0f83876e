import Foundation

/// The kinds of scrolling a pan gesture recognizer takes besides touches (iOS 13.4): a mouse wheel's
/// notches (`discrete`) and a trackpad's smooth scrolling (`continuous`).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// The kind of scrolling an event is (`UIScrollTypeMask`'s members, one at a time).
public enum UIScrollType: Int, Sendable {
    case discrete = 0
    case continuous = 1
}
