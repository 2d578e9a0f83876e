import Foundation

/// How UIKit names things in its Auto Layout logs: `UILabel:0x7f…'Hello'`, `UIView:0x7f….width`.
@MainActor enum LayoutDescriptions {
    private static var serial = 0
    static func nextSerial() -> Int {
        serial += 1
        return serial
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// `Type:0xaddress`, with a label's or button's text and a guide's identifier in quotes.
    static func item(_ item: AnyObject) -> String {
        let base = "\(type(of: item)):\(address(item))"
        if let g = item as? UILayoutGuide, !g.identifier.isEmpty { return base + "'\(g.identifier)'" }
        if let l = item as? UILabel, let t = l.text, !t.isEmpty { return base + "'\(t)'" }
        if let b = item as? UIButton, let t = b.titleLabel?.text, !t.isEmpty { return base + "'\(t)'" }
        return base
    }

    static func term(_ t: LayoutTerm) -> String {
        if let (from, to) = t.offset { return "(\(term(to)) - \(term(from)))" }
        guard let i = t.item else { return "nil.\(t.attribute)" }
        return "\(item(i)).\(t.attribute)"
    }
}

extension LayoutDescriptions {
    /// `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leadingMargin + 20   (active)>`
    static func constraint(_ c: NSLayoutConstraint) -> String {
        let (first, relation, second, multiplier, constant, priority, identifier, isActive) =
            (c.first, c.relation, c.second, c.multiplier, c.constant, c.priority, c.identifier, c.isActive)
        var s = "<\(type(of: c)):\(LayoutDescriptions.address(c))"
        if let id = identifier { s += " '\(id)'" }
        s += " " + LayoutDescriptions.term(first) + " " + relation.symbol
        if let second {
            s += " " + (multiplier == 1 ? "" : NSLayoutConstraint.format(multiplier) + "*") + LayoutDescriptions.term(second)
            if constant != 0 { s += (constant < 0 ? " - " : " + ") + NSLayoutConstraint.format(abs(constant)) }
        } else {
            s += " " + NSLayoutConstraint.format(constant)
        }
        if priority != .required { s += " @" + NSLayoutConstraint.format(priority) }
        s += isActive ? "   (active)>" : "   (inactive)>"
        return s
    }
}
