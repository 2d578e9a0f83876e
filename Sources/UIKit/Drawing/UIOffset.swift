import Foundation

/// A position adjustment: how far to move something right (`horizontal`) and down (`vertical`),
/// as bar items, tab bar items and search bars take it.
public struct UIOffset: Hashable, Sendable, Codable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}
