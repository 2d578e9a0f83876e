import Foundation

/// CLDR's plural categories, the keys of a `.stringsdict` plural rule and of a string catalog's
/// plural variations.
package enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The category `number` falls in for `language` (a BCP 47 tag or `.lproj` name), by CLDR's
    /// cardinal rules. Languages without a rule here take English's.
    package static func of(_ number: Double, language: String) -> PluralCategory {
        let n = abs(number)
        let i = n.rounded(.towardZero)
        // v: the visible fraction digits; a whole number shows none.
        let v = n == i ? 0 : max(1, String(n).split(separator: ".").last.map { $0.count } ?? 1)
        let i10 = i.truncatingRemainder(dividingBy: 10), i100 = i.truncatingRemainder(dividingBy: 100)
        switch languageCode(language) {
        case "cs", "sk":
            if v != 0 { return .many }
            return i == 1 ? .one : (2...4).contains(i) ? .few : .other
        case "ru", "uk", "be":
            if v != 0 { return .other }
            if i10 == 1 && i100 != 11 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "pl":
            if v != 0 { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "fr", "pt":
            return i <= 1 ? .one : .other
        case "ar":
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            let n100 = n.truncatingRemainder(dividingBy: 100)
            if v == 0 && (3...10).contains(n100) { return .few }
            if v == 0 && (11...99).contains(n100) { return .many }
            return .other
        case "he":
            if v == 0 && i == 1 { return .one }
            if v == 0 && i == 2 { return .two }
            return .other
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "yue":
            return .other
        default:  // English, German, Dutch, the Scandinavian languages, Italian, Spanish…
            return i == 1 && v == 0 ? .one : .other
        }
    }

    /// `cs` of `cs-CZ`, `cs_CZ` or `cs.lproj`'s name.
    static func languageCode(_ tag: String) -> String {
        String(tag.lowercased().prefix { $0.isLetter })
    }
}
