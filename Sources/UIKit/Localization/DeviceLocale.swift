import Foundation

/// A device's language and region settings (Settings › General › Language & Region): the
/// languages the user prefers, most preferred first, as BCP 47 tags (`"cs"`, `"en-GB"`), and the
/// region (`"CZ"`). A new device speaks US English, as a new iOS Simulator does; a live app takes
/// the desktop's `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG` (`fromEnvironment`).
package struct DeviceLocale: Sendable, Equatable {
    package var preferredLanguages: [String]
    package var region: String

    package init(preferredLanguages: [String] = ["en-US"], region: String = "US") {
        self.preferredLanguages = preferredLanguages.isEmpty ? ["en-US"] : preferredLanguages.map(DeviceLocale.languageTag)
        self.region = region
    }

    /// What `Locale.current` is on the device: the first language with the device's region, as
    /// iOS makes it (`cs_CZ`; `en_CZ` for English in Czechia).
    package var localeIdentifier: String {
        // The tag's own language and script (`zh-Hant`), not the script a language is written in.
        let pieces = (preferredLanguages.first ?? "en").split(separator: "-").map(String.init)
        var id = pieces.first?.lowercased() ?? "en"
        if let script = pieces.dropFirst().first(where: { $0.count == 4 }) { id += "_" + script.capitalized }
        return id + "_" + region
    }

    /// `cs_CZ.UTF-8` or `en_GB` as a BCP 47 tag (`cs-CZ`, `en-GB`).
    package static func languageTag(_ value: String) -> String {
        var tag = value
        if let dot = tag.firstIndex(of: ".") { tag = String(tag[..<dot]) }
        if let at = tag.firstIndex(of: "@") { tag = String(tag[..<at]) }
        return tag.replacingOccurrences(of: "_", with: "-")
    }

    /// The desktop's languages: `LANGUAGE` (a colon-separated list, most preferred first), else the
    /// first of `LC_ALL`, `LC_MESSAGES`, `LANG`; the region from the locale they name. `C` and
    /// `POSIX` mean no preference, and leave US English.
    package static func fromEnvironment(_ env: [String: String]) -> DeviceLocale {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { env[$0] }.first { !$0.isEmpty }
        var languages = (env["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        if languages.isEmpty, let locale { languages = [locale] }
        languages = languages.filter { !["C", "POSIX"].contains($0.prefix { $0 != "." }) }.map(languageTag)
        guard !languages.isEmpty else { return DeviceLocale() }
        let named = Locale.Language(identifier: languageTag(locale ?? languages[0]))
        return DeviceLocale(preferredLanguages: languages, region: named.region?.identifier ?? "US")
    }
}
