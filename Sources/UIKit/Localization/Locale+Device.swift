import Foundation

/// The device's language and region settings (a Simulator's, or the desktop's for a live app),
/// which swift-corelibs-foundation does not know of.
extension Locale {
    /// The device's languages, most preferred first (`["cs-CZ", "en-US"]`).
    public static var preferredLanguages: [String] { CurrentLocale.settings.preferredLanguages }

    /// The device's locale: its first preferred language in its region (`cs_CZ`).
    public static var current: Locale { Locale(identifier: CurrentLocale.settings.localeIdentifier) }

    /// The device's locale, as `current` (read again each time it is asked for).
    public static var autoupdatingCurrent: Locale { current }
}
