import Foundation

/// A tab stop: where text after a tab lines up, and how (left, right, centred, or on a decimal point).
open class NSTextTab: NSObject, @unchecked Sendable {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()
    public struct OptionKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A string literal, as Swift 3 and 4 code passes these keys (they were plain strings then).
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    public let alignment: NSTextAlignment
    public let location: CGFloat
    public let options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a column for a decimal tab: the locale's decimal separator and tab.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? .current).decimalSeparator ?? ".").union(CharacterSet(charactersIn: "\t"))
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSTextTab else { return false }
        return o.alignment == alignment && o.location == location
    }

    open override var hash: Int { location.hashValue ^ alignment.rawValue }
}
