import Foundation

/// The predicate format language as UI tests use it on elements (`label CONTAINS[c] %@`,
/// `exists == true`, `elementType == 9 AND isEnabled == YES`), parsed into a tree that
/// evaluates against `XCUIElementAttributes`: Linux's Foundation has no parser of its own.
/// (Unchecked: its literals are strings, numbers and arrays of them, never changed once parsed.)
indirect enum ElementPredicateFormat: @unchecked Sendable {
    case constant(Bool)
    case not(ElementPredicateFormat)
    case and(ElementPredicateFormat, ElementPredicateFormat)
    case or(ElementPredicateFormat, ElementPredicateFormat)
    case compare(Operand, Operator, Operand, caseInsensitive: Bool, diacriticInsensitive: Bool)

    enum Operand {
        case keyPath(String)
        case value(Any)
    }

    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES", `in` = "IN"
    }

    /// A format that cannot be read: what is wrong and where.
    struct ParseError: Error, CustomStringConvertible {
        let format: String
        let reason: String
        var description: String { "Unable to parse the format string \"\(format)\": \(reason)" }
    }

    // MARK: Parsing

    private enum Token: Equatable {
        case word(String), string(String), number(Double), symbol(String), argument(Character)
    }

    static func parse(_ format: String, arguments: [Any]) throws -> ElementPredicateFormat {
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
            } else if c.isLetter || c == "_" || c == "$" {
                var j = i + 1
                while j < chars.count && (chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == ".") { j += 1 }
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

        mutating func expression() throws -> ElementPredicateFormat {
            var left = try conjunction()
            while isWord(next, "OR") || next == .symbol("||") {
                position += 1
                left = .or(left, try conjunction())
            }
            return left
        }

        mutating func conjunction() throws -> ElementPredicateFormat {
            var left = try negation()
            while isWord(next, "AND") || next == .symbol("&&") {
                position += 1
                left = .and(left, try negation())
            }
            return left
        }

        mutating func negation() throws -> ElementPredicateFormat {
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

        mutating func comparison() throws -> ElementPredicateFormat {
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
            var caseInsensitive = false, diacriticInsensitive = false
            if next == .symbol("[") {
                position += 1
                if case .word(let flags)? = next {
                    caseInsensitive = flags.lowercased().contains("c")
                    diacriticInsensitive = flags.lowercased().contains("d")
                    position += 1
                }
                guard next == .symbol("]") else { throw fail("options in [ ] are not closed") }
                position += 1
            }
            let right = try operand()
            return .compare(left, op, right, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
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

    // MARK: Evaluating

    @MainActor func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let b): return b
        case .not(let e): return !e.evaluate(object)
        case .and(let a, let b): return a.evaluate(object) && b.evaluate(object)
        case .or(let a, let b): return a.evaluate(object) || b.evaluate(object)
        case let .compare(l, op, r, c, d):
            return Self.compare(Self.resolve(l, object), op, Self.resolve(r, object), caseInsensitive: c, diacriticInsensitive: d)
        }
    }

    /// A key path's value on an element (its attributes, and `exists` and `isHittable` on an
    /// `XCUIElement`), or the literal.
    @MainActor private static func resolve(_ operand: Operand, _ object: Any?) -> Any? {
        guard case .keyPath(let path) = operand else {
            if case .value(let v) = operand { return v }
            return nil
        }
        let element = object as? XCUIElement
        let attributes = object as? XCUIElementAttributes
        switch path {
        case "SELF": return object
        case "exists": return element?.exists
        case "isHittable", "hittable": return element?.isHittable
        case "label": return attributes?.label
        case "identifier": return attributes?.identifier
        case "title": return attributes?.title
        case "placeholderValue": return attributes?.placeholderValue
        case "value": return attributes?.value
        case "elementType": return attributes.map { Double($0.elementType.rawValue) }
        case "isEnabled", "enabled": return attributes?.isEnabled
        case "isSelected", "selected": return attributes?.isSelected
        case "hasFocus": return attributes?.hasFocus
        default: return nil
        }
    }

    private static func number(_ v: Any?) -> Double? {
        switch v {
        case let b as Bool: return b ? 1 : 0
        case let i as Int: return Double(i)
        case let d as Double: return d
        case let n as NSNumber: return n.doubleValue
        case let f as Float: return Double(f)
        case let u as UInt: return Double(u)
        case let s as String: return Double(s)
        default: return nil
        }
    }

    private static func text(_ v: Any?, _ c: Bool, _ d: Bool) -> String? {
        guard var s = v.map({ $0 as? String ?? ($0 is NSNull ? nil : "\($0)") }) ?? nil else { return nil }
        if d { s = s.folding(options: .diacriticInsensitive, locale: nil) }
        if c { s = s.lowercased() }
        return s
    }

    private static func compare(_ l: Any?, _ op: Operator, _ r: Any?, caseInsensitive c: Bool, diacriticInsensitive d: Bool) -> Bool {
        switch op {
        case .equal, .notEqual:
            let same: Bool
            if l is String || r is String {
                same = text(l, c, d) == text(r, c, d)
            } else if let a = number(l), let b = number(r) {
                same = a == b
            } else {
                same = (l == nil || l is NSNull) && (r == nil || r is NSNull)
            }
            return op == .equal ? same : !same
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let a = number(l), let b = number(r) else { return false }
            switch op {
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            default: return a >= b
            }
        case .contains, .beginsWith, .endsWith:
            guard let a = text(l, c, d), let b = text(r, c, d) else { return false }
            return op == .contains ? a.contains(b) : op == .beginsWith ? a.hasPrefix(b) : a.hasSuffix(b)
        case .like, .matches:
            guard let a = text(l, false, d), let b = text(r, false, d) else { return false }
            let pattern = op == .matches ? b
                : NSRegularExpression.escapedPattern(for: b).replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
            guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: c ? [.caseInsensitive] : []) else { return false }
            return regex.firstMatch(in: a, range: NSRange(a.startIndex..., in: a)) != nil
        case .in:
            if let items = r as? [Any] { return items.contains { compare(l, .equal, $0, caseInsensitive: c, diacriticInsensitive: d) } }
            return compare(r, .contains, l, caseInsensitive: c, diacriticInsensitive: d)
        }
    }
}
