import Foundation

/// iOS 15's localized attributed strings: the localized format is read as inline Markdown
/// (`**bold**`, `_italic_`, links), its values are put in as plain text, and `^[…](inflect: true)`
/// spans agree in number with the number they hold (English; `EnglishInflection`).
extension AttributedString {
    public init(localized keyAndValue: String.LocalizationValue, options: LocalizationOptions = [], table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.init(resource: LocalizedStringResource(keyAndValue, table: table, locale: locale, bundle: bundle ?? .main), options: options)
    }

    public init(localized key: StaticString, defaultValue: String.LocalizationValue, options: LocalizationOptions = [],
                table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.init(resource: LocalizedStringResource(key, defaultValue: defaultValue, table: table, locale: locale,
                                                    bundle: bundle ?? .main), options: options)
    }

    public init(localized resource: LocalizedStringResource) {
        self.init(resource: resource, options: [])
    }

    private init(resource: LocalizedStringResource, options: LocalizationOptions) {
        let value = resource.defaultValue
        let format = value.localized(resource.lookUp().format, locale: resource.locale)
        // Each value is marked with private-use brackets around its index so its range can be found
        // after the Markdown is read; the marks are taken out below.
        var index = 0
        let marked = options.contains(.applyReplacementIndexAttribute)
        let text = value.resolved(format, locale: resource.locale) { piece in
            defer { index += 1 }
            let escaped = MarkdownEscaping.escape(piece)
            return marked ? "\u{F0000}\(index)\u{F0001}" + escaped + "\u{F0002}" : escaped
        }
        let inflected = InflectionMarkup.apply(text, language: format.language)
        let options = MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        self = MarkdownParser.parse(inflected, options: options, baseURL: nil)
        if marked { ReplacementIndexMarks.apply(to: &self) }
    }
}
