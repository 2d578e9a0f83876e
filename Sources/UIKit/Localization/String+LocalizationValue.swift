import Foundation
import CoreGraphics

extension String {
    /// A localizable text and its interpolated values, as iOS 15 has it: the key is the text with a
    /// format specifier for each value, as Xcode extracts it into a string catalog
    /// (`"\(count) items"` has the key `%lld items`), and the values fill in the localized format.
    public struct LocalizationValue: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key: the literal text, `%` doubled, with a specifier where each value goes.
        package var key: String
        /// The interpolated values, in order.
        package var arguments: [LocalizationArgument]

        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public var description: String { key }

        public static func == (a: Self, b: Self) -> Bool {
            a.key == b.key && a.arguments.map(\.description) == b.arguments.map(\.description)
        }

        /// The text with the values put in unlocalized: what a lookup that finds nothing gives.
        package func resolved(_ format: LocalizedString?, locale: Locale, escape: ((String) -> String)? = nil) -> String {
            localized(format, locale: locale).formatted(arguments.map { $0.formatArgument(locale: locale) }, locale: locale, escape: escape)
        }

        /// The format found, or the key itself in the locale's language.
        package func localized(_ format: LocalizedString?, locale: Locale) -> LocalizedString {
            format ?? LocalizedString(text: key, plural: nil, language: locale.language.languageCode?.identifier ?? "en")
        }

        /// Xcode's specifier for each kind of value (`%lld` for `Int`, `%@` for text and objects).
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [LocalizationArgument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            mutating func append(_ specifier: String, _ value: LocalizationArgument) {
                key += specifier
                arguments.append(value)
            }

            public mutating func appendInterpolation(_ value: String) { append("%@", .text(value)) }
            public mutating func appendInterpolation(_ value: Substring) { append("%@", .text(String(value))) }
            public mutating func appendInterpolation(_ value: Int) { append("%lld", .integer(Int64(value))) }
            public mutating func appendInterpolation(_ value: Int64) { append("%lld", .integer(value)) }
            public mutating func appendInterpolation(_ value: Int32) { append("%d", .integer(Int64(value))) }
            public mutating func appendInterpolation(_ value: Int16) { append("%d", .integer(Int64(value))) }
            public mutating func appendInterpolation(_ value: Int8) { append("%d", .integer(Int64(value))) }
            public mutating func appendInterpolation(_ value: UInt) { append("%llu", .unsigned(UInt64(value))) }
            public mutating func appendInterpolation(_ value: UInt64) { append("%llu", .unsigned(value)) }
            public mutating func appendInterpolation(_ value: UInt32) { append("%u", .unsigned(UInt64(value))) }
            public mutating func appendInterpolation(_ value: UInt16) { append("%u", .unsigned(UInt64(value))) }
            public mutating func appendInterpolation(_ value: UInt8) { append("%u", .unsigned(UInt64(value))) }
            public mutating func appendInterpolation(_ value: Double) { append("%lf", .real(value)) }
            public mutating func appendInterpolation(_ value: Float) { append("%f", .real(Double(value))) }
            public mutating func appendInterpolation(_ value: CGFloat) { append("%lf", .real(Double(value))) }
            public mutating func appendInterpolation(_ value: LocalizedStringResource) { append("%@", .resource(value)) }
            public mutating func appendInterpolation(_ value: AttributedString) { append("%@", .text(String(value.characters))) }
            public mutating func appendInterpolation(_ value: NSObject) { append("%@", .text(value.description)) }
            /// A value formatted by a format style, as text (`\(date, format: .dateTime.year())`).
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
                append("%@", .text(format.format(value)))
            }
            /// Any other value, by its description, as `%@`.
            public mutating func appendInterpolation<T>(_ value: T) { append("%@", .text(String(describing: value))) }
        }
    }
}

/// One interpolated value of a `String.LocalizationValue`, kept as a value that can cross threads.
package enum LocalizationArgument: Sendable, CustomStringConvertible {
    case text(String)
    case integer(Int64)
    case unsigned(UInt64)
    case real(Double)
    case resource(LocalizedStringResource)

    package var description: String {
        switch self {
        case .text(let s): s
        case .integer(let n): String(n)
        case .unsigned(let n): String(n)
        case .real(let d): String(d)
        case .resource(let r): r.key
        }
    }

    /// The value as a format argument (a localized resource looked up first).
    func formatArgument(locale: Locale) -> any CVarArg {
        switch self {
        case .text(let s): s
        case .integer(let n): n
        case .unsigned(let n): n
        case .real(let d): d
        case .resource(let r): String(localized: r)
        }
    }
}
