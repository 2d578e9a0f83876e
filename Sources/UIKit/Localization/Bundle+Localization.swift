import Foundation

/// Localized text and the localizations of a bundle, read from its `.lproj` folders by
/// OpenUIKit (swift-corelibs-foundation's own readers ignore the device's languages and cannot
/// read `.stringsdict` files). The main bundle means the app's resources: the SwiftPM resource
/// bundles beside the executable, the app's own first, then the executable's folder.
extension Bundle {
    /// The text for `key` in `tableName` (`Localizable` when nil or empty): from the localization
    /// the device's preferred languages choose, else `Base`, else the development language. A
    /// `.stringsdict` key gives its format (`%#@apples@`), which `String.localizedStringWithFormat`
    /// fills in by the language's plural rule. A key found nowhere gives `value`, or the key when
    /// `value` is nil or empty.
    public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        if let found = LocalizationStore.lookup(key, table: tableName, bundle: self,
                                                preferences: CurrentLocale.settings.preferredLanguages) {
            LocalizedStringMemory.remember(found)
            return found.text
        }
        if let value, !value.isEmpty { return value }
        return key
    }

    /// The localizations the bundle has: the names of its `.lproj` folders (`Base` among them).
    public var localizations: [String] { LocalizationStore.localizations(of: self) }

    /// The localization the device's preferred languages choose among the bundle's, as iOS
    /// answers it: one language, or the development language when none matches.
    public var preferredLocalizations: [String] {
        Array(LanguageMatcher.preferred(from: localizations, for: CurrentLocale.settings.preferredLanguages,
                                        development: developmentLocalization).prefix(1))
    }

    /// The Info.plist's `CFBundleDevelopmentRegion`, else `en`.
    public var developmentLocalization: String? { LocalizationStore.developmentLocalization(of: self) }

    /// The localizations of `localizationsArray` the device's preferred languages choose.
    public class func preferredLocalizations(from localizationsArray: [String]) -> [String] {
        preferredLocalizations(from: localizationsArray, forPreferences: nil)
    }

    /// The localizations of `localizationsArray` that `preferencesArray` (the device's preferred
    /// languages when nil) choose, best first.
    public class func preferredLocalizations(from localizationsArray: [String], forPreferences preferencesArray: [String]?) -> [String] {
        LanguageMatcher.preferred(from: localizationsArray, for: preferencesArray ?? CurrentLocale.settings.preferredLanguages,
                                  development: nil)
    }
}
