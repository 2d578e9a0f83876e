import Foundation

/// A reference to a localizable string that is looked up later, as iOS 16 has it: its key and
/// default value, table, bundle and locale. `String(localized:)` and `AttributedString(localized:)`
/// look it up.
public struct LocalizedStringResource: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Which bundle holds the table. (`@unchecked`: a class object is immutable.)
    public enum BundleDescription: @unchecked Sendable, Equatable {
        /// The app's main bundle (its resources).
        case main
        /// The bundle at a URL.
        case atURL(URL)
        /// The bundle a class is in (SwiftPM has one per module: the main bundle's resources).
        case forClass(AnyClass)

        public static func == (a: Self, b: Self) -> Bool {
            switch (a, b) {
            case (.main, .main): true
            case let (.atURL(x), .atURL(y)): x == y
            case let (.forClass(x), .forClass(y)): ObjectIdentifier(x) == ObjectIdentifier(y)
            default: false
            }
        }

        var bundle: Bundle {
            switch self {
            case .main: Bundle.main
            case .atURL(let url): Bundle(url: url) ?? Bundle.main
            case .forClass(let c): Bundle(for: c)
            }
        }
    }

    /// The key looked up.
    public var key: String
    /// What is shown when the key is found nowhere; its values fill in the found format.
    public var defaultValue: String.LocalizationValue
    /// The table (`Localizable` when nil).
    public var table: String?
    /// The locale the string is localized into and formatted in (`.current`: the device's, as
    /// `Locale.device` reads it).
    public var locale: Locale
    /// The bundle holding the table.
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = Locale.device(for: locale)
        self.bundle = bundle
    }

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {
        self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.init(defaultValue, table: table, locale: locale, bundle: bundle, comment: comment)
        self.key = key.description
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var description: String { key }

    /// Looks the resource up: the format found for the locale's language (the device's
    /// languages when it is the device's locale), or the default value.
    package func lookUp() -> (format: LocalizedString?, bundle: Bundle) {
        let b = bundle.bundle
        var preferences = CurrentLocale.settings.preferredLanguages
        if locale.identifier != Locale.device.identifier {
            preferences.insert(DeviceLocale.languageTag(locale.identifier), at: 0)
        }
        return (LocalizationStore.lookup(key, table: table, bundle: b, preferences: preferences), b)
    }
}
