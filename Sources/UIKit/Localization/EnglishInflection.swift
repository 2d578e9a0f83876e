import Foundation

/// Automatic grammar agreement in English, as Foundation's inflection engine does for
/// `^[…](inflect: true)`: a noun after a number takes the number's form ("1 apple", "3 apples",
/// "2 children"), and `morphology: { number: "plural" }` asks for a form outright.
package enum EnglishInflection {
    static let irregular: [String: String] = [
        "child": "children", "person": "people", "man": "men", "woman": "women", "mouse": "mice", "goose": "geese",
        "tooth": "teeth", "foot": "feet", "ox": "oxen", "louse": "lice", "die": "dice", "cactus": "cacti",
        "fungus": "fungi", "nucleus": "nuclei", "radius": "radii", "criterion": "criteria", "phenomenon": "phenomena",
        "analysis": "analyses", "crisis": "crises", "thesis": "theses", "leaf": "leaves", "knife": "knives",
        "life": "lives", "wife": "wives", "wolf": "wolves", "half": "halves", "loaf": "loaves", "shelf": "shelves",
        "thief": "thieves", "calf": "calves", "elf": "elves", "potato": "potatoes", "tomato": "tomatoes",
        "hero": "heroes", "echo": "echoes", "quiz": "quizzes", "matrix": "matrices", "vertex": "vertices",
        "appendix": "appendices", "index": "indices", "datum": "data", "medium": "media", "bus": "buses",
    ]
    static let singularOf: [String: String] = Dictionary(uniqueKeysWithValues: irregular.map { ($1, $0) })
    static let invariant: Set<String> = ["sheep", "fish", "deer", "series", "species", "moose", "aircraft", "information",
                                         "rice", "money", "news", "equipment", "salmon", "trout", "bison", "offspring"]

    /// The plural of a singular noun (a plural, or a noun with one form, stays as it is).
    package static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if invariant.contains(lower) || singularOf[lower] != nil { return word }
        if let p = irregular[lower] { return matchingCase(p, of: word) }
        if looksPlural(lower) { return word }
        return matchingCase(regularPlural(lower), of: word)
    }

    /// The singular of a plural noun (a singular stays as it is).
    package static func singular(of word: String) -> String {
        let lower = word.lowercased()
        if invariant.contains(lower) || irregular[lower] != nil { return word }
        if let s = singularOf[lower] { return matchingCase(s, of: word) }
        // The singular is the candidate whose regular plural is this word.
        var candidates: [String] = []
        if lower.hasSuffix("ies") { candidates.append(String(lower.dropLast(3)) + "y") }
        if lower.hasSuffix("es") { candidates.append(String(lower.dropLast(2))) }
        if lower.hasSuffix("s") { candidates.append(String(lower.dropLast())) }
        if let s = candidates.first(where: { !$0.isEmpty && regularPlural($0) == lower }) { return matchingCase(s, of: word) }
        return word
    }

    static func looksPlural(_ lower: String) -> Bool {
        guard lower.hasSuffix("s"), !["ss", "us", "is", "os"].contains(where: lower.hasSuffix) else { return false }
        return singular(of: lower) != lower
    }

    static func regularPlural(_ w: String) -> String {
        if ["s", "x", "z", "ch", "sh"].contains(where: w.hasSuffix) { return w + "es" }
        if w.hasSuffix("y"), let before = w.dropLast().last, !"aeiou".contains(before) { return String(w.dropLast()) + "ies" }
        return w + "s"
    }

    static func matchingCase(_ form: String, of word: String) -> String {
        if word.count > 1, word == word.uppercased() { return form.uppercased() }
        if word.first?.isUppercase == true { return form.prefix(1).uppercased() + form.dropFirst() }
        return form
    }

    /// A word's number: digits with grouping commas, escapes and value marks left out.
    static func numericValue(_ word: String) -> Double? {
        let bare = ReplacementIndexMarks.stripped(word).filter { $0 != "," && $0 != "\\" }
        return bare.first?.isNumber == true || bare.first == "-" ? Double(bare) : nil
    }

    /// The span inflected: its last word agrees with the first number in it, or takes `number`
    /// (`"singular"`/`"one"` or `"plural"`/`"other"`) when the span has no number.
    package static func inflect(_ span: String, number: String? = nil) -> String {
        var words = span.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let numberIndex = words.firstIndex { numericValue($0) != nil }
        let count = numberIndex.flatMap { numericValue(words[$0]) }
        guard let nounIndex = words.lastIndex(where: { $0.first?.isLetter == true }) else { return span }
        // The noun follows the number, when there is one.
        if let numberIndex, numberIndex > nounIndex { return span }
        let wantsPlural: Bool
        if let count { wantsPlural = PluralCategory.of(count, language: "en") != .one }
        else if let number { wantsPlural = ["plural", "other", "many", "few", "two", "zero"].contains(number) }
        else { return span }
        let word = words[nounIndex]
        // Punctuation after the noun stays.
        let letters = String(word.prefix { $0.isLetter || $0 == "'" || $0 == "-" })
        let rest = word.dropFirst(letters.count)
        words[nounIndex] = (wantsPlural ? plural(of: letters) : singular(of: letters)) + rest
        return words.joined(separator: " ")
    }
}
