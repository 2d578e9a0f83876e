import Foundation

/// A `.stringsdict` file read: for each key, a format (`NSStringLocalizedFormatKey`, such as
/// `%#@apples@`) whose variables choose their text by a plural rule (`NSStringPluralRuleType`), or
/// texts for presentation widths (`NSStringVariableWidthRuleType`).
/// An entry that is malformed is left out and reported; the others load.
package struct StringsDictFile: Sendable {
    package var entries: [String: PluralFormat] = [:]
    package var widths: [String: WidthVariants] = [:]
    package var error: LocalizationFileError?

    package init(data: Data, file: String) {
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            self.error = LocalizationFileError(file: file, line: 0, problem: "not a property list (\(error))")
            return
        }
        guard let dict = plist as? [String: Any] else {
            error = LocalizationFileError(file: file, line: 0, problem: "the property list is not a dictionary")
            return
        }
        for key in dict.keys.sorted() {
            do {
                if let rule = (dict[key] as? [String: Any])?["NSStringVariableWidthRuleType"] {
                    widths[key] = try WidthVariants(rule, key: key)
                } else {
                    entries[key] = try PluralFormat(dict[key], key: key)
                }
            } catch let problem as PluralFormat.Problem {
                error = error ?? LocalizationFileError(file: file, line: 0, problem: problem.text)
            } catch {}
        }
    }
}

/// One `.stringsdict` entry: the format and its variables.
package struct PluralFormat: Sendable, Equatable {
    /// One `%#@name@` variable: which rule, the value's format (`lld`), and the text for each category.
    package struct Variable: Sendable, Equatable {
        package var ruleType: String
        package var valueType: String?
        package var forms: [String: String]

        package init(ruleType: String = "NSStringPluralRuleType", valueType: String?, forms: [String: String]) {
            self.ruleType = ruleType
            self.valueType = valueType
            self.forms = forms
        }
    }

    struct Problem: Error { var text: String }

    package var format: String
    package var variables: [String: Variable]

    package init(format: String, variables: [String: Variable]) {
        self.format = format
        self.variables = variables
    }

    init(_ value: Any?, key: String) throws {
        guard let entry = value as? [String: Any] else { throw Problem(text: "\"\(key)\" is not a dictionary") }
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
            throw Problem(text: "\"\(key)\" has no NSStringLocalizedFormatKey")
        }
        self.format = format
        variables = [:]
        for (name, raw) in entry where name != "NSStringLocalizedFormatKey" {
            guard let v = raw as? [String: Any] else { continue }
            let rule = v["NSStringFormatSpecTypeKey"] as? String ?? "NSStringPluralRuleType"
            var forms: [String: String] = [:]
            for (k, text) in v where !k.hasPrefix("NSString") { if let s = text as? String { forms[k] = s } }
            guard forms["other"] != nil || rule != "NSStringPluralRuleType" else {
                throw Problem(text: "\"\(key)\": the variable \"\(name)\" has no \"other\" form")
            }
            variables[name] = Variable(ruleType: rule, valueType: v["NSStringFormatValueTypeKey"] as? String, forms: forms)
        }
        for name in FormatSpecifier.variables(in: format) where variables[name] == nil {
            throw Problem(text: "\"\(key)\": the format names %#@\(name)@ but the entry has no \"\(name)\"")
        }
    }
}
