import Foundation

/// What a lookup found: the text (a format, when it has conversions), the `.stringsdict` entry it
/// came from when it is plural, its width variants when it has them (`text` is then the widest),
/// and the localization it is in (whose plural rule applies).
package struct LocalizedString: Sendable, Equatable {
    package var text: String
    package var plural: PluralFormat?
    package var language: String
    package var widths: WidthVariants? = nil

    package init(text: String, plural: PluralFormat?, language: String, widths: WidthVariants? = nil) {
        self.text = text
        self.plural = plural
        self.language = language
        self.widths = widths
    }

    /// Formatted with `arguments` in `locale` (the device's when nil).
    /// `escape` rewrites each value's text (Markdown's escapes, so values are never read as markup).
    package func formatted(_ arguments: [any CVarArg], locale: Locale? = nil, escape: ((String) -> String)? = nil) -> String {
        guard plural != nil || !arguments.isEmpty else { return text }
        return LocalizedFormatter.format(text, plural: plural, language: language,
                                         locale: locale ?? Locale.device, arguments: arguments, escape: escape)
    }
}
