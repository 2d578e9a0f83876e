import Foundation

/// An Xcode string catalog (`.xcstrings`, Xcode 15): JSON with the source language and, for each
/// key, its localizations — a `stringUnit`, or `variations` by plural category, with
/// `substitutions` for several numbers in one string. Xcode compiles it at build time into each
/// language's `<lang>.lproj/<Table>.strings` and `.stringsdict`; `compiled()` writes the same.
public struct StringCatalog: Sendable {
    /// What a catalog says about one key in one language.
    enum Entry: Equatable, Sendable {
        case text(String)
        /// `NSStringLocalizedFormatKey` and its variables: name → (format specifier, category → text).
        case plural(format: String, variables: [String: (spec: String, forms: [String: String])])

        static func == (a: Entry, b: Entry) -> Bool {
            switch (a, b) {
            case let (.text(x), .text(y)): x == y
            case let (.plural(f, v), .plural(g, w)):
                f == g && v.keys.sorted() == w.keys.sorted() && v.keys.allSatisfy { v[$0]!.spec == w[$0]!.spec && v[$0]!.forms == w[$0]!.forms }
            default: false
            }
        }
    }

    /// A catalog that cannot be read: the file and what is wrong.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var problem: String
        public var description: String { "\(file): \(problem)" }
    }

    /// The table's name: the file's, less `.xcstrings` (`Localizable`).
    public var table: String
    public var sourceLanguage: String
    /// Language → key → entry.
    var languages: [String: [String: Entry]] = [:]
    /// Keys left out (a device or width variation, which has no plural rule): `key (language): why`.
    public var skipped: [String] = []

    public init(data: Data, file: String) throws {
        table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw Failure(file: file, problem: "not JSON (\(Self.reason(error)))")
        }
        guard let root = json as? [String: Any] else { throw Failure(file: file, problem: "the top level is not an object") }
        guard let source = root["sourceLanguage"] as? String else { throw Failure(file: file, problem: "no \"sourceLanguage\"") }
        guard let strings = root["strings"] as? [String: Any] else { throw Failure(file: file, problem: "no \"strings\" object") }
        sourceLanguage = source
        for key in strings.keys.sorted() {
            guard let string = strings[key] as? [String: Any] else {
                throw Failure(file: file, problem: "the entry for \"\(key)\" is not an object")
            }
            if string["shouldTranslate"] as? Bool == false {
                languages[source, default: [:]][key] = .text(key)
                continue
            }
            let localizations = string["localizations"] as? [String: Any] ?? [:]
            for (language, raw) in localizations {
                guard let localization = raw as? [String: Any] else {
                    throw Failure(file: file, problem: "\"\(key)\" (\(language)) is not an object")
                }
                do {
                    if let entry = try Self.entry(localization, key: key) { languages[language, default: [:]][key] = entry }
                } catch let problem as Problem {
                    throw Failure(file: file, problem: "\"\(key)\" (\(language)): \(problem.text)")
                }
            }
            // The source language shows the key itself until a value is written for it.
            if languages[source]?[key] == nil { languages[source, default: [:]][key] = .text(key) }
        }
    }

    struct Problem: Error { var text: String }

    static func reason(_ error: Error) -> String {
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }

    static func entry(_ localization: [String: Any], key: String) throws -> Entry? {
        var variables: [String: (spec: String, forms: [String: String])] = [:]
        for (name, raw) in localization["substitutions"] as? [String: Any] ?? [:] {
            guard let sub = raw as? [String: Any], let plural = (sub["variations"] as? [String: Any])?["plural"] as? [String: Any] else {
                throw Problem(text: "the substitution \"\(name)\" has no plural variations")
            }
            let forms = try pluralForms(plural)
            let spec = sub["formatSpecifier"] as? String ?? specifier(in: forms["other"] ?? "") ?? "lld"
            // A substitution names its argument (`argNum`); the form's own `%arg` is that argument.
            let position = sub["argNum"] as? Int
            let resolved = forms.mapValues { text in
                text.replacingOccurrences(of: "%arg", with: position.map { "%\($0)$\(spec)" } ?? "%\(spec)")
            }
            variables[name] = (spec, resolved)
        }
        if let unit = localization["stringUnit"] as? [String: Any] {
            guard let value = unit["value"] as? String else { throw Problem(text: "a stringUnit has no \"value\"") }
            guard !variables.isEmpty else { return .text(value) }
            // `%#@name@` in the value names each substitution.
            return .plural(format: value, variables: variables)
        }
        guard let variations = localization["variations"] as? [String: Any] else {
            if !variables.isEmpty { throw Problem(text: "substitutions without a stringUnit") }
            return nil
        }
        guard let plural = variations["plural"] as? [String: Any] else {
            if let device = variations["device"] as? [String: Any],
               let other = (device["iphone"] ?? device["other"]) as? [String: Any] {
                return try entry(other, key: key)
            }
            throw Problem(text: "variations other than plural or device (\(variations.keys.sorted().joined(separator: ", ")))")
        }
        let forms = try pluralForms(plural)
        let spec = specifier(in: forms["other"] ?? "") ?? "lld"
        return .plural(format: "%#@value@", variables: ["value": (spec, forms)])
    }

    static func pluralForms(_ plural: [String: Any]) throws -> [String: String] {
        var forms: [String: String] = [:]
        for (category, raw) in plural {
            guard ["zero", "one", "two", "few", "many", "other"].contains(category) else {
                throw Problem(text: "\"\(category)\" is not a plural category")
            }
            guard let unit = (raw as? [String: Any])?["stringUnit"] as? [String: Any], let value = unit["value"] as? String else {
                throw Problem(text: "the \"\(category)\" variation has no stringUnit value")
            }
            forms[category] = value
        }
        guard forms["other"] != nil else { throw Problem(text: "the plural variations have no \"other\"") }
        return forms
    }

    /// The first format specifier's conversion (`lld` of `%lld`, `d` of `%1$d`).
    static func specifier(in text: String) -> String? {
        guard let percent = text.firstIndex(of: "%") else { return nil }
        var spec = ""
        for c in text[text.index(after: percent)...] {
            if c == "$" { spec = ""; continue }
            spec.append(c)
            if c.isLetter && !"hlqLzjt".contains(c) || c == "@" { return spec }
        }
        return nil
    }

    /// The files Xcode would write: `<lang>.lproj/<Table>.strings` (and `.stringsdict` when the
    /// language has plurals), by relative path. Keys are sorted, so porting twice writes the same bytes.
    public func compiled() -> [String: Data] {
        var out: [String: Data] = [:]
        for (language, entries) in languages {
            var strings = "/* Compiled from \(table).xcstrings by uikit-port, as Xcode compiles it. */\n"
            var plurals = ""
            for key in entries.keys.sorted() {
                switch entries[key]! {
                case .text(let value):
                    strings += "\"\(Self.escape(key))\" = \"\(Self.escape(value))\";\n"
                case let .plural(format, variables):
                    plurals += "\t<key>\(Self.xml(key))</key>\n\t<dict>\n"
                    plurals += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(Self.xml(format))</string>\n"
                    for name in variables.keys.sorted() {
                        let v = variables[name]!
                        plurals += "\t\t<key>\(Self.xml(name))</key>\n\t\t<dict>\n"
                        plurals += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                        plurals += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(Self.xml(v.spec))</string>\n"
                        for category in ["zero", "one", "two", "few", "many", "other"] {
                            guard let text = v.forms[category] else { continue }
                            plurals += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(Self.xml(text))</string>\n"
                        }
                        plurals += "\t\t</dict>\n"
                    }
                    plurals += "\t</dict>\n"
                }
            }
            out["\(language).lproj/\(table).strings"] = Data(strings.utf8)
            if !plurals.isEmpty { out["\(language).lproj/\(table).stringsdict"] = Porter.plistDictionary(plurals) }
        }
        return out
    }

    static func xml(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }
}
