import Foundation

/// iOS 15's localized strings, and formatting that applies a `.stringsdict` entry's plural rules.
extension String {
    /// The localized text for `keyAndValue`'s key in `table` of `bundle` (the app's main bundle
    /// when nil), its interpolated values filled in and formatted for `locale`; the literal itself
    /// when the key is found nowhere.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.init(localized: LocalizedStringResource(keyAndValue, table: table, locale: locale, bundle: bundle ?? .main))
    }

    /// The localized text for `key`, or `defaultValue` when it is found nowhere.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.init(localized: LocalizedStringResource(key, defaultValue: defaultValue, table: table, locale: locale,
                                                     bundle: bundle ?? .main))
    }

    /// The resource looked up in its bundle and table for its locale.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.resolved(resource.lookUp().format, locale: resource.locale)
    }

    /// `format` filled in with `arguments` in the device's locale; a format a lookup gave for a
    /// `.stringsdict` key takes the plural forms its values call for.
    public static func localizedStringWithFormat(_ format: String, _ arguments: any CVarArg...) -> String {
        let entry = LocalizedStringMemory.entry(for: format)
        return LocalizedFormatter.format(format, plural: entry?.plural,
                                         language: entry?.language ?? Locale.preferredLanguages.first ?? "en",
                                         locale: Locale.device, arguments: arguments)
    }
}
