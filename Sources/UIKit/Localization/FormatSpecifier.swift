import Foundation

/// A format string cut into literal text and conversion specifications (`%lld`, `%2$@`, `%.1f`,
/// and the `%#@name@` variables of `.stringsdict` files), each knowing which argument it takes.
package enum FormatSpecifier: Equatable, Sendable {
    case text(String)
    /// A conversion: the argument (from 1), and the specification less `%` and position (`lld`, `.1f`).
    case conversion(argument: Int, spec: String)
    /// `%#@name@`: a `.stringsdict` variable chosen by the argument.
    case variable(argument: Int, name: String)

    private static let lengths: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let conversions: Set<Character> = Set("diouxXeEfFgGaAcCsSp@D")

    /// The pieces of `format`. Arguments without a position take the next one after the last taken,
    /// as `printf` numbers them; `firstArgument` is where that count starts.
    package static func parse(_ format: String, firstArgument: Int = 1) -> [FormatSpecifier] {
        var out: [FormatSpecifier] = []
        var literal = ""
        var next = firstArgument
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else { literal.append(chars[i]); i += 1; continue }
            if i + 1 < chars.count, chars[i + 1] == "%" { literal.append("%"); i += 2; continue }
            var j = i + 1
            var digits = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            var position: Int?
            if !digits.isEmpty, j < chars.count, chars[j] == "$" { position = Int(digits); j += 1 } else { j = i + 1 }
            // %#@name@
            if j + 1 < chars.count, chars[j] == "#", chars[j + 1] == "@",
               let close = chars[(j + 2)...].firstIndex(of: "@") {
                if !literal.isEmpty { out.append(.text(literal)); literal = "" }
                let argument = position ?? next
                out.append(.variable(argument: argument, name: String(chars[(j + 2)..<close])))
                next = argument + 1
                i = close + 1
                continue
            }
            let specStart = j
            while j < chars.count, "-+ #0'".contains(chars[j]) { j += 1 }
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            if j < chars.count, chars[j] == "." {
                j += 1
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            }
            while j < chars.count, lengths.contains(chars[j]) { j += 1 }
            guard j < chars.count, conversions.contains(chars[j]) else {
                // Not a conversion: the text stays as it is, as Foundation leaves it.
                literal.append(contentsOf: chars[i..<min(j + 1, chars.count)])
                i = j + 1
                continue
            }
            if !literal.isEmpty { out.append(.text(literal)); literal = "" }
            let argument = position ?? next
            out.append(.conversion(argument: argument, spec: String(chars[specStart...j])))
            next = argument + 1
            i = j + 1
        }
        if !literal.isEmpty { out.append(.text(literal)) }
        return out
    }

    /// The names of the `%#@name@` variables in `format`.
    static func variables(in format: String) -> [String] {
        parse(format).compactMap { if case .variable(_, let name) = $0 { name } else { nil } }
    }
}
