import Foundation

/// Chooses among a bundle's localizations for the user's languages, as `Bundle` does: each
/// preferred language in turn takes the closest localization — the same tag, then the same
/// language and script (`zh-Hans` for `zh-Hans-CN`), then the same language (`en` for `en-GB`, and
/// `en-GB` for `en` when that is all there is). `Base` is never chosen; with no match, the
/// development language is.
package enum LanguageMatcher {
    package static func preferred(from available: [String], for preferences: [String], development: String?) -> [String] {
        let candidates = available.filter { $0 != "Base" }
        var out: [String] = []
        for preference in preferences {
            if let match = bestMatch(for: preference, among: candidates), !out.contains(match) { out.append(match) }
        }
        if out.isEmpty {
            if let development, let match = bestMatch(for: development, among: candidates) { out.append(match) }
            else if let first = candidates.first { out.append(first) }
        }
        return out
    }

    static func bestMatch(for preference: String, among candidates: [String]) -> String? {
        let wanted = Parts(preference)
        let parts = candidates.map { ($0, Parts($0)) }
        if let exact = parts.first(where: { $0.1 == wanted }) { return exact.0 }
        // Same language and script, the candidate naming no region or the same one.
        if let near = parts.first(where: { $0.1.language == wanted.language && $0.1.script == wanted.script && $0.1.region == nil }) { return near.0 }
        if let near = parts.first(where: { $0.1.language == wanted.language && $0.1.script == wanted.script }) { return near.0 }
        return parts.first(where: { $0.1.language == wanted.language && ($0.1.script == nil || wanted.script == nil) })?.0
    }

    /// A tag's language, script and region (`zh-Hant-TW`, `en_GB`, and the old names `English`…).
    struct Parts: Equatable {
        var language: String
        var script: String?
        var region: String?

        static let oldNames = ["english": "en", "french": "fr", "german": "de", "spanish": "es", "italian": "it",
                               "japanese": "ja", "dutch": "nl", "czech": "cs", "russian": "ru"]

        init(_ tag: String) {
            let pieces = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
            let first = pieces.first?.lowercased() ?? ""
            language = Parts.oldNames[first] ?? first
            for piece in pieces.dropFirst() {
                if piece.count == 4, script == nil { script = piece.capitalized }
                else if region == nil, piece.count == 2 || piece.count == 3 { region = piece.uppercased() }
            }
            // Chinese without a script: the script its region writes.
            if language == "zh", script == nil, let r = region { script = ["TW", "HK", "MO"].contains(r) ? "Hant" : "Hans" }
        }
    }
}
