import Foundation

/// Reading a format: words, strings, numbers and `%` arguments, then the expression.
extension PredicateFormat {

    private enum Token: Equatable {
        case word(String), string(String), number(Double), symbol(String), argument(Character)
    }

    package static func parse(_ format: String, arguments: [Any]) throws -> PredicateFormat {
        var parser = Parser(format: format, tokens: try tokenize(format), arguments: arguments)
        let expression = try parser.expression()
        guard parser.position == parser.tokens.count else { throw ParseError(format: format, reason: "unexpected text after the predicate") }
        return expression
    }

    private static func tokenize(_ format: String) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "\"" || c == "'" {
                var j = i + 1, text = ""
                while j < chars.count && chars[j] != c {
                    if chars[j] == "\\", j + 1 < chars.count { j += 1 }
                    text.append(chars[j])
                    j += 1
                }
                guard j < chars.count else { throw ParseError(format: format, reason: "a quoted string is not closed") }
                tokens.append(.string(text))
                i = j + 1
            } else if c == "%" {
                // %@, %K, %d, %i, %ld, %f: one argument each.
                var j = i + 1
                while j < chars.count && chars[j] == "l" { j += 1 }
                guard j < chars.count else { throw ParseError(format: format, reason: "a % at the end") }
                tokens.append(.argument(chars[j]))
                i = j + 1
            } else if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber) {
                var j = i + 1
                while j < chars.count && (chars[j].isNumber || chars[j] == ".") { j += 1 }
                tokens.append(.number(Double(String(chars[i..<j])) ?? 0))
                i = j
            } else if c.isLetter || c == "_" || c == "$" || c == "@" {
                // A key path: words joined by dots, collection operators (`items.@sum.price`) among them.
                var j = i + 1
                while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." || chars[j] == "@") { j += 1 }
                tokens.append(.word(String(chars[i..<j])))
                i = j
            } else {
                let two = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
                if ["==", "!=", "<=", ">=", "=<", "=>", "<>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    i += 2
                } else if "=<>!(){}[],".contains(c) {
                    tokens.append(.symbol(String(c)))
                    i += 1
                } else {
                    throw ParseError(format: format, reason: "unexpected character '\(c)'")
                }
            }
        }
        return tokens
    }

    private struct Parser {
        let format: String
        let tokens: [Token]
        var arguments: [Any]
        var position = 0

        init(format: String, tokens: [Token], arguments: [Any]) {
            self.format = format
            self.tokens = tokens
            self.arguments = arguments
        }

        var next: Token? { position < tokens.count ? tokens[position] : nil }

        func isWord(_ token: Token?, _ words: String...) -> Bool {
            if case .word(let w)? = token { return words.contains(w.uppercased()) }
            return false
        }

        mutating func fail(_ reason: String) -> ParseError { ParseError(format: format, reason: reason) }

        mutating func expression() throws -> PredicateFormat {
            var left = try conjunction()
            while isWord(next, "OR") || next == .symbol("||") {
                position += 1
                left = .or(left, try conjunction())
            }
            return left
        }

        mutating func conjunction() throws -> PredicateFormat {
            var left = try negation()
            while isWord(next, "AND") || next == .symbol("&&") {
                position += 1
                left = .and(left, try negation())
            }
            return left
        }

        mutating func negation() throws -> PredicateFormat {
            if isWord(next, "NOT") || next == .symbol("!") {
                position += 1
                return .not(try negation())
            }
            if next == .symbol("(") {
                position += 1
                let inner = try expression()
                guard next == .symbol(")") else { throw fail("a ( is not closed") }
                position += 1
                return inner
            }
            if isWord(next, "TRUEPREDICATE") { position += 1; return .constant(true) }
            if isWord(next, "FALSEPREDICATE") { position += 1; return .constant(false) }
            return try comparison()
        }

        mutating func comparison() throws -> PredicateFormat {
            var options = Options()
            if isWord(next, "ANY", "SOME") { options.quantifier = .any; position += 1 }
            else if isWord(next, "ALL") { options.quantifier = .all; position += 1 }
            else if isWord(next, "NONE") { options.quantifier = .noneOf; position += 1 }
            let left = try operand()
            guard let token = next else { throw fail("a comparison has no operator") }
            position += 1
            let op: Operator
            switch token {
            case .symbol("=="), .symbol("="): op = .equal
            case .symbol("!="), .symbol("<>"): op = .notEqual
            case .symbol("<"): op = .less
            case .symbol("<="), .symbol("=<"): op = .lessOrEqual
            case .symbol(">"): op = .greater
            case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
            case .word(let w):
                guard let named = Operator(rawValue: w.uppercased()) else { throw fail("unknown operator \(w)") }
                op = named
            default: throw fail("a comparison has no operator")
            }
            // [c] case-insensitive, [d] diacritic-insensitive, [cd] both.
            if next == .symbol("[") {
                position += 1
                if case .word(let flags)? = next {
                    options.caseInsensitive = flags.lowercased().contains("c")
                    options.diacriticInsensitive = flags.lowercased().contains("d")
                    position += 1
                }
                guard next == .symbol("]") else { throw fail("options in [ ] are not closed") }
                position += 1
            }
            let right = try operand()
            return .compare(left, op, right, options)
        }

        mutating func operand() throws -> Operand {
            guard let token = next else { throw fail("a comparison is missing a side") }
            position += 1
            switch token {
            case .string(let s): return .value(s)
            case .number(let n): return .value(n)
            case .word(let w):
                switch w.uppercased() {
                case "YES", "TRUE": return .value(true)
                case "NO", "FALSE": return .value(false)
                case "NIL", "NULL": return .value(NSNull())
                default: return .keyPath(w)
                }
            case .argument(let kind):
                guard !arguments.isEmpty else { throw fail("more % placeholders than arguments") }
                let argument = arguments.removeFirst()
                if kind == "K" { return .keyPath("\(argument)") }
                return .value(argument)
            case .symbol("{"):
                var items: [Any] = []
                while next != .symbol("}") {
                    guard case .value(let v) = try operand() else { throw fail("a key path in a { } list") }
                    items.append(v)
                    if next == .symbol(",") { position += 1 }
                    if next == nil { throw fail("a { is not closed") }
                }
                position += 1
                return .value(items)
            default:
                throw fail("unexpected \(token)")
            }
        }
    }
}
