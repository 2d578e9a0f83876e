import Foundation

extension AttributedString {
    /// Options for `AttributedString(localized:options:…)`, as iOS 15 has them.
    public struct LocalizationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Marks each interpolated value's text with its index (`replacementIndex`), from 0.
        public static let applyReplacementIndexAttribute = LocalizationOptions(rawValue: 1 << 0)
    }
}
