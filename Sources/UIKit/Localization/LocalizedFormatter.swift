import Foundation

/// Formats a localized format string as Foundation does on iOS: with the locale's digits and
/// separators, positional arguments (`%2$@`), and a `.stringsdict` entry's plural variables, each
/// chosen by CLDR's rule for the language the text is in.
package enum LocalizedFormatter {
    /// `format` with `arguments`; when `plural` is the entry the format came from, its variables
    /// are resolved for `language`.
    package static func format(_ format: String, plural: PluralFormat? = nil, language: String,
                               locale: Locale?, arguments: [any CVarArg], escape: ((String) -> String)? = nil) -> String {
        var out = ""
        append(FormatSpecifier.parse(format), plural: plural, language: language, locale: locale,
               arguments: arguments, escape: escape, depth: 0, to: &out)
        return out
    }

    private static func append(_ pieces: [FormatSpecifier], plural: PluralFormat?, language: String, locale: Locale?,
                               arguments: [any CVarArg], escape: ((String) -> String)?, depth: Int, to out: inout String) {
        for piece in pieces {
            switch piece {
            case .text(let s):
                out += s
            case let .conversion(argument, spec):
                guard argument >= 1, argument <= arguments.count else { out += "%" + spec; continue }
                let value = String(format: "%" + spec, locale: locale, arguments: [arguments[argument - 1]])
                out += escape?(value) ?? value
            case let .variable(argument, name):
                guard depth < 4, let variable = plural?.variables[name], argument >= 1, argument <= arguments.count else {
                    out += "%#@\(name)@"
                    continue
                }
                let form = choose(variable, for: arguments[argument - 1], language: language)
                // The form's own conversions take the variable's argument unless they name one.
                append(FormatSpecifier.parse(form, firstArgument: argument), plural: plural, language: language,
                       locale: locale, arguments: arguments, escape: escape, depth: depth + 1, to: &out)
            }
        }
    }

    /// The text of `variable` for `value`: `zero` for 0 when the entry has it (in any language, as
    /// Foundation does), else the category of the language's rule, else `other`.
    static func choose(_ variable: PluralFormat.Variable, for value: any CVarArg, language: String) -> String {
        let number = numericValue(value) ?? 0
        if number == 0, let zero = variable.forms["zero"] { return zero }
        let category = PluralCategory.of(number, language: language)
        return variable.forms[category.rawValue] ?? variable.forms["other"] ?? ""
    }

    static func numericValue(_ value: Any) -> Double? {
        switch value {
        case let n as any BinaryInteger: return Double(n)
        case let n as any BinaryFloatingPoint: return Double(n)
        case let n as NSNumber: return n.doubleValue
        case let s as String: return Double(s)
        default: return nil
        }
    }
}
