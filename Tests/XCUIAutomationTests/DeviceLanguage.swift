import UIKit

/// The launched device's languages and locale, read where Foundation comes only through UIKit: in a
/// file that imports XCTest (which brings Foundation by name) `Locale.preferredLanguages` would name
/// both Foundation's and UIKit's.
@MainActor enum DeviceLanguage {
    static var languages: [String] { Locale.preferredLanguages }
    static var locale: String { LocalizedStringResource("probe").locale.identifier }
}
