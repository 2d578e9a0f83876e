import Foundation

/// Checks spelling in a string, suggests corrections and completes partial words, over the
/// Hunspell dictionaries installed (`hunspell-en-us` by `make deps`; add any `hunspell-*` package
/// for another language). Ranges are `NSRange`s in UTF-16 units, as on iOS; nothing found is
/// `NSRange(location: NSNotFound, length: 0)`. Learned words belong to the device (its user
/// dictionary); ignored words to the checker.
@MainActor open class UITextChecker: NSObject {
    /// The words this checker passes over as if spelled correctly.
    open var ignoredWords: [String]?

    public override init() { super.init() }

    /// The languages a checker can check: those with a dictionary installed (`en_US`).
    open class var availableLanguages: [String] { SpellingDictionary.installed }

    /// The first misspelled word in `range` of the string at or after `startingOffset` (and, with
    /// `wrap`, then from the range's start), or `NSNotFound` when every word is spelled right or no
    /// dictionary for `language` is installed.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let dictionary = SpellingDictionary.forLanguage(language) else {
            uikitLog.warning("UITextChecker: no spelling dictionary for \"\(language)\" is installed")
            return notFound
        }
        let words = TextWords.ranges(in: stringToCheck, within: range)
        let start = max(startingOffset, range.location)
        let ordered = words.filter { $0.location >= start } + (wrapFlag ? words.filter { $0.location < start } : [])
        let text = stringToCheck as NSString
        for word in ordered where !isAccepted(text.substring(with: word), by: dictionary) { return word }
        return notFound
    }

    /// Corrections for the word in `range`, best first; nil when no dictionary for `language` is installed.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let dictionary = SpellingDictionary.forLanguage(language), range.location != NSNotFound,
              range.upperBound <= (string as NSString).length else { return nil }
        return dictionary.suggestions(for: (string as NSString).substring(with: range))
    }

    /// Words that complete the partial word in `range`, shortest first, in the partial word's case
    /// (a capitalised start gives capitalised words).
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let dictionary = SpellingDictionary.forLanguage(language), range.location != NSNotFound, range.length > 0,
              range.upperBound <= (string as NSString).length else { return nil }
        let partial = (string as NSString).substring(with: range)
        let capitalised = partial.first?.isUppercase == true
        var out: [String] = []
        for word in dictionary.words(beginningWith: partial) {
            let cased = capitalised ? word.prefix(1).uppercased() + word.dropFirst() : word
            // A proper noun completes only a capitalised start.
            if word.first?.isUppercase == true && !capitalised { continue }
            if !out.contains(cased) { out.append(cased) }
        }
        return out
    }

    /// Passes over `wordToIgnore` from now on in this checker.
    open func ignoreWord(_ wordToIgnore: String) {
        var words = ignoredWords ?? []
        if !words.contains(wordToIgnore) { words.append(wordToIgnore) }
        ignoredWords = words
    }

    /// Adds a word to the device's user dictionary: every checker accepts it.
    open class func learnWord(_ word: String) { UIKitEnvironment.current.learnedWords.insert(word) }

    /// Takes a word out of the device's user dictionary.
    open class func unlearnWord(_ word: String) { UIKitEnvironment.current.learnedWords.remove(word) }

    /// Whether the device's user dictionary has the word.
    open class func hasLearnedWord(_ word: String) -> Bool { UIKitEnvironment.current.learnedWords.contains(word) }

    private func isAccepted(_ word: String, by dictionary: SpellingDictionary) -> Bool {
        ignoredWords?.contains(word) == true || UIKitEnvironment.current.learnedWords.contains(word) || dictionary.spells(word)
    }
}
