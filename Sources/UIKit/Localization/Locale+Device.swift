import Foundation

/// The device's language and region settings (a Simulator's, or the desktop's for a live app),
/// which swift-corelibs-foundation does not know of.
extension Locale {
    /// The device's languages, most preferred first (`["cs-CZ", "en-US"]`).
    public static var preferredLanguages: [String] { CurrentLocale.settings.preferredLanguages }

    /// The device's locale: its first preferred language in its region (`cs_CZ`). `Locale.current`
    /// stays Foundation's (the name is used too widely to be taken over where it would be
    /// ambiguous, `PORTING.md`'s localization section): the localized-string API formats with this
    /// one, and reads Foundation's `current` as this one.
    package static var device: Locale { Locale(identifier: CurrentLocale.settings.localeIdentifier) }

    /// `locale` as the localized-string API means it: Foundation's `current` is the device's.
    package static func device(for locale: Locale) -> Locale {
        locale.identifier == Locale.current.identifier ? device : locale
    }
}
