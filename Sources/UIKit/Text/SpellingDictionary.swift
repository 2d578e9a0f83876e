import Foundation
import Synchronization
@_implementationOnly import CHunspell

/// One language's spelling dictionary: a Hunspell dictionary (`<lang>.aff` and `.dic`) from the
/// folders Debian installs them in, opened once per process (the files are the same for every
/// device) and used under a lock (a Hunspell handle is not thread-safe).
final class SpellingDictionary: @unchecked Sendable {
    /// The folders searched for dictionaries, in order.
    static let folders = ["/usr/share/hunspell", "/usr/share/myspell/dicts", "/usr/share/myspell"]
    /// Opened dictionaries by their file's name and by each name they were asked for under.
    private static let opened = Mutex<[String: SpellingDictionary]>([:])

    let language: String
    private let handle: OpaquePointer
    private let lock = NSLock()
    private let dicPath: String
    /// The dictionary's stems, read on the first completion asked for.
    private let stems = Mutex<[String]?>(nil)

    private init?(language: String, folder: String) {
        let aff = folder + "/" + language + ".aff", dic = folder + "/" + language + ".dic"
        guard FileManager.default.isReadableFile(atPath: aff), FileManager.default.isReadableFile(atPath: dic),
              let h = Hunspell_create(aff, dic) else { return nil }
        self.language = language
        dicPath = dic
        handle = h
    }

    deinit { Hunspell_destroy(handle) }

    /// The languages installed (`en_US`, `cs_CZ`), sorted.
    static var installed: [String] {
        var found: Set<String> = []
        for folder in folders {
            for item in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where item.hasSuffix(".dic") {
                let name = String(item.dropLast(4))
                if FileManager.default.fileExists(atPath: folder + "/" + name + ".aff") { found.insert(name) }
            }
        }
        return found.sorted()
    }

    /// The dictionary for a language as apps name it (`en`, `en_US`, `en-GB`): that one, else the
    /// first installed of the same language; nil when none is installed.
    static func forLanguage(_ requested: String) -> SpellingDictionary? {
        // Each check asks again: the dictionary a name chose is remembered under that name too,
        // so the dictionary folders are listed once per name, not once per check.
        if let known = opened.withLock({ $0[requested] }) { return known }
        let name = requested.replacingOccurrences(of: "-", with: "_")
        let all = installed
        let base = name.split(separator: "_").first.map(String.init) ?? name
        guard let chosen = all.first(where: { $0 == name }) ?? all.first(where: { $0 == base + "_" + base.uppercased() })
                ?? all.first(where: { $0.hasPrefix(base + "_") || $0 == base }) else { return nil }
        return opened.withLock { cache in
            if let known = cache[chosen] { cache[requested] = known; return known }
            for folder in folders {
                if let d = SpellingDictionary(language: chosen, folder: folder) {
                    cache[chosen] = d
                    cache[requested] = d
                    return d
                }
            }
            return nil
        }
    }

    /// Whether the dictionary knows the word (with its affixes and capitalisation).
    func spells(_ word: String) -> Bool {
        lock.withLock { Hunspell_spell(handle, word) != 0 }
    }

    /// Hunspell's suggestions for a misspelled word, best first.
    func suggestions(for word: String) -> [String] {
        lock.withLock { () -> [String] in
            let h = handle
            var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            let n = Hunspell_suggest(h, &list, word)
            defer { Hunspell_free_list(h, &list, n) }
            return (0..<Int(max(n, 0))).compactMap { list?[$0].map { String(cString: $0) } }
        }
    }

    /// The dictionary's words that begin with `prefix` (ignoring case), shortest first.
    func words(beginningWith prefix: String) -> [String] {
        let all = stems.withLock { cached -> [String] in
            if let cached { return cached }
            let text = (try? String(contentsOfFile: dicPath, encoding: .utf8)) ?? ""
            // The first line counts the entries; each entry is `stem/FLAGS`.
            let read = text.split(separator: "\n").dropFirst().map { line in String(line.prefix { $0 != "/" && $0 != "\t" }) }
            cached = read
            return read
        }
        let p = prefix.lowercased()
        return all.filter { $0.count > prefix.count && $0.lowercased().hasPrefix(p) }
            .sorted { ($0.count, $0) < ($1.count, $1) }
    }
}
