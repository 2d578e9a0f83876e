import Foundation

/// A log message written with interpolations, as `Logger` takes it: values may carry a privacy,
/// a format and an alignment (`"\(count, format: .hex, privacy: .public)"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as it is written out.
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity + 8 * interpolationCount) }
        public mutating func appendLiteral(_ literal: String) { text += literal }

        private mutating func append(_ value: String, _ align: OSLogStringAlignment, _ privacy: OSLogPrivacy) {
            text += align.apply(privacy.apply(value))
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> String,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(value(), align, privacy)
        }
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure () -> T,
                                                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(value().description, align, privacy)
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.apply(value()), align, privacy)
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.apply(value()), align, privacy)
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.apply(Double(value())), align, privacy)
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> CGFloat, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(format.apply(Double(value())), align, privacy)
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth,
                                                 privacy: OSLogPrivacy = .auto) {
            let b = value()
            append(format == .truth ? (b ? "true" : "false") : (b ? "YES" : "NO"), .none, privacy)
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> Any.Type,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(String(reflecting: value()), align, privacy)
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> NSObject,
                                                 privacy: OSLogPrivacy = .auto) {
            append(value().description, .none, privacy)
        }
        public mutating func appendInterpolation(_ value: @autoclosure () -> any Error,
                                                 privacy: OSLogPrivacy = .auto) {
            append(String(describing: value()), .none, privacy)
        }
        /// Anything else (an optional, a struct): as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T,
                                                    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            append(String(describing: value()), align, privacy)
        }
    }
}
