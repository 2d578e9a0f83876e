/// How a line under or through text is drawn: a style (single, thick, double), a pattern (solid,
/// dot, dash, dash-dot, dash-dot-dot) and whether it skips the spaces between words.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternSolid = NSUnderlineStyle([])
    public static let patternDot = NSUnderlineStyle(rawValue: 0x100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
