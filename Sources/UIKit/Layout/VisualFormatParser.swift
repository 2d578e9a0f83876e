import Foundation

/// Reads Apple's visual format language into constraints:
/// `(H|V:)? (|connection)? [view(predicates)] (connection [view(predicates)])* (connection|)?`,
/// where a connection is nothing (flush), `-` (standard spacing) or `-predicates-`, and a predicate
/// is `(==|<=|>=)? (number|metric|view) (@priority)?`.
@MainActor struct VisualFormatParser {
    struct Failure: Error { let reason: String; let position: Int }

    private struct Predicate { var relation: NSLayoutConstraint.Relation = .equal; var constant: CGFloat = 0; var view: UIView?; var priority: UILayoutPriority = .required }
    private enum Connection { case flush, standard, predicates([Predicate]) }

    let chars: [Character]
    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    private var i = 0

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        chars = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    private var peek: Character? { i < chars.count ? chars[i] : nil }

    private func fail(_ reason: String, at position: Int? = nil) -> Failure { Failure(reason: reason, position: position ?? i) }

    private mutating func expect(_ c: Character) throws {
        guard peek == c else { throw fail("Expected '\(c)'") }
        i += 1
    }

    mutating func parse() throws -> [NSLayoutConstraint] {
        var vertical = false
        if chars.count >= 2, chars[1] == ":", chars[0] == "H" || chars[0] == "V" {
            vertical = chars[0] == "V"
            i = 2
        }
        let horizontalAlign: NSLayoutConstraint.FormatOptions = [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX]
        let verticalAlign: NSLayoutConstraint.FormatOptions = [.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllFirstBaseline, .alignAllLastBaseline]
        if !vertical, !options.intersection(horizontalAlign).isEmpty {
            throw fail("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", at: 0)
        }
        if vertical, !options.intersection(verticalAlign).isEmpty {
            throw fail("Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", at: 0)
        }
        let direction = options.intersection(.directionMask)
        let (lead, trail): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.top, .bottom) : direction == .directionLeftToRight ? (.left, .right) : direction == .directionRightToLeft ? (.right, .left) : (.leading, .trailing)
        let sizeAttr: NSLayoutConstraint.Attribute = vertical ? .height : .width
        let baselines = vertical && options.contains(.spacingBaselineToBaseline)

        var result: [NSLayoutConstraint] = []
        var pipePosition: Int?
        var leadingConnection: Connection?
        if peek == "|" {
            pipePosition = i
            i += 1
            leadingConnection = try connection()
        }
        var chain: [UIView] = []
        var between: [Connection] = []
        while true {
            let (view, predicates) = try viewSpec()
            if let pipe = pipePosition, chain.isEmpty {
                guard let sup = view.superview else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: pipe)
                }
                result += constraints(view, lead, sup, lead, leadingConnection!, edge: true, reversed: true, baselines: false)
            }
            for p in predicates {
                result.append(make(view, sizeAttr, p.relation, p.view, p.view == nil ? .notAnAttribute : sizeAttr, p.constant, p.priority))
            }
            if let previous = chain.last, let c = between.last {
                result += constraints(view, lead, previous, trail, c, edge: false, reversed: false, baselines: baselines)
            }
            chain.append(view)
            guard peek != nil else { break }
            let c = peek == "-" ? try connection() : .flush
            if peek == "|" {
                let at = i
                i += 1
                guard let sup = view.superview else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: at)
                }
                result += constraints(sup, trail, view, trail, c, edge: true, reversed: false, baselines: false)
                guard peek == nil else { throw fail("Expected end of format string") }
                break
            }
            guard peek == "[" else { throw fail("Expected a view") }
            between.append(c)
        }
        // Alignment options: every view with the first one.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)]
        for (option, attribute) in alignments where options.contains(option) {
            for pair in zip(chain, chain.dropFirst()) {
                result.append(make(pair.1, attribute, .equal, pair.0, attribute, 0, .required))
            }
        }
        return result
    }

    /// The constraints of one connection between `a.attrA` and `b.attrB` (a after b).
    private func constraints(_ a: UIView, _ attrA: NSLayoutConstraint.Attribute, _ b: UIView, _ attrB: NSLayoutConstraint.Attribute,
                             _ c: Connection, edge: Bool, reversed: Bool, baselines: Bool) -> [NSLayoutConstraint] {
        // `|-[v]`: from the superview's edge, standard spacing means its margin.
        func margin(_ attr: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
            switch attr {
            case .leading: return .leadingMargin
            case .trailing: return .trailingMargin
            case .left: return .leftMargin
            case .right: return .rightMargin
            case .top: return .topMargin
            case .bottom: return .bottomMargin
            default: return attr
            }
        }
        let first = baselines ? NSLayoutConstraint.Attribute.firstBaseline : attrA
        let second = baselines ? NSLayoutConstraint.Attribute.lastBaseline : attrB
        switch c {
        case .flush:
            return [make(a, first, .equal, b, second, 0, .required)]
        case .standard:
            if edge {
                // The superview is `b` on the leading side, `a` on the trailing side.
                return reversed ? [make(a, attrA, .equal, b, margin(attrB), 0, .required)] : [make(a, margin(attrA), .equal, b, attrB, 0, .required)]
            }
            return [make(a, first, .equal, b, second, systemSpacing, .required)]
        case .predicates(let ps):
            return ps.map { make(a, first, $0.relation, b, second, $0.constant, $0.priority) }
        }
    }

    private func make(_ a: UIView, _ attrA: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: UIView?,
                      _ attrB: NSLayoutConstraint.Attribute, _ c: CGFloat, _ p: UILayoutPriority) -> NSLayoutConstraint {
        let k = NSLayoutConstraint(first: LayoutTerm(item: a, attribute: attrA), r, second: b.map { LayoutTerm(item: $0, attribute: attrB) },
                                   multiplier: 1, constant: c)
        k.priority = p
        return k
    }

    // MARK: Pieces

    private mutating func viewSpec() throws -> (UIView, [Predicate]) {
        guard peek == "[" else { throw fail("Expected a view") }
        i += 1
        let start = i
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view") }
        guard let view = views[name] as? UIView else { throw fail("\(name) is not a key in the views dictionary.", at: start) }
        var predicates: [Predicate] = []
        if peek == "(" { predicates = try predicateList(allowViews: true) }
        guard peek == "]" else { throw fail("Expected ']'") }
        i += 1
        return (view, predicates)
    }

    private mutating func connection() throws -> Connection {
        guard peek == "-" else { return .flush }
        i += 1
        if peek == "[" || peek == "|" || peek == nil { return .standard }
        let ps: [Predicate]
        if peek == "(" {
            ps = try predicateList(allowViews: false)
        } else {
            ps = [Predicate(constant: try constant())]
        }
        try expect("-")
        return .predicates(ps)
    }

    private mutating func predicateList(allowViews: Bool) throws -> [Predicate] {
        try expect("(")
        var ps: [Predicate] = []
        repeat {
            if peek == "," { i += 1 }
            var p = Predicate()
            if let r = relation() { p.relation = r }
            if let c = peek, c.isLetter || c == "_" {
                let start = i
                let name = identifier()
                if let v = views[name] as? UIView, metrics[name] == nil {
                    guard allowViews else { throw fail("A predicate on a connection must be a constant, not the view \(name)", at: start) }
                    p.view = v
                } else if let m = metric(name) {
                    p.constant = m
                } else {
                    throw fail("\(name) is not a key in the \(allowViews ? "views or metrics dictionaries" : "metrics dictionary").", at: start)
                }
            } else {
                p.constant = try number()
            }
            if peek == "@" {
                i += 1
                p.priority = UILayoutPriority(Float(try constant()))
            }
            ps.append(p)
        } while peek == ","
        try expect(")")
        return ps
    }

    private mutating func relation() -> NSLayoutConstraint.Relation? {
        guard i + 1 < chars.count, chars[i + 1] == "=" else { return nil }
        switch chars[i] {
        case "=": i += 2; return .equal
        case "<": i += 2; return .lessThanOrEqual
        case ">": i += 2; return .greaterThanOrEqual
        default: return nil
        }
    }

    private mutating func constant() throws -> CGFloat {
        if let c = peek, c.isLetter || c == "_" {
            let start = i
            let name = identifier()
            guard let m = metric(name) else { throw fail("\(name) is not a key in the metrics dictionary.", at: start) }
            return m
        }
        return try number()
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private mutating func number() throws -> CGFloat {
        let start = i
        if peek == "-" || peek == "+" { i += 1 }
        while let c = peek, c.isNumber || c == "." { i += 1 }
        guard i > start, let v = Double(String(chars[start..<i])) else {
            i = start
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        return CGFloat(v)
    }

    private mutating func identifier() -> String {
        let start = i
        while let c = peek, c.isLetter || c.isNumber || c == "_" { i += 1 }
        return String(chars[start..<i])
    }
}
