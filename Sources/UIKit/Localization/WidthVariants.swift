import Foundation

/// A `.stringsdict` entry of width variants (`NSStringVariableWidthRuleType`): the text for each
/// presentation width, chosen as `NSString.variantFittingPresentationWidth(_:)` documents.
package struct WidthVariants: Sendable, Equatable {
    /// Width → text, at least one.
    package var variants: [Int: String]

    package init(variants: [Int: String]) { self.variants = variants }

    /// Reads the rule's dictionary; each key must be a whole number of width.
    init(_ value: Any?, key: String) throws {
        guard let dict = value as? [String: Any], !dict.isEmpty else {
            throw PluralFormat.Problem(text: "\"\(key)\": NSStringVariableWidthRuleType is not a dictionary of widths")
        }
        variants = [:]
        for (width, text) in dict {
            guard let w = Int(width), let s = text as? String else {
                throw PluralFormat.Problem(text: "\"\(key)\": the width variant \"\(width)\" is not a whole number with a string")
            }
            variants[w] = s
        }
    }

    /// The widest variant: the text a lookup hands out before a width is asked for.
    package var widest: String { variants.max { $0.key < $1.key }!.value }

    /// The variant for `width`; else the one for the next smaller width; else the smallest width's.
    package func fitting(_ width: Int) -> String {
        let widths = variants.keys.sorted()
        let chosen = widths.last { $0 <= width } ?? widths[0]
        return variants[chosen]!
    }
}
