import UIKit

/// A view tree as UIKit's `recursiveDescription` prints it — one view per line, indented with
/// "   | " per level — without memory addresses, so that it can be a reference snapshot.
@MainActor enum HierarchyDescription {
    static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        walk(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    static func walk(_ view: UIView, depth: Int, into lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + line(view))
        for sub in view.subviews { walk(sub, depth: depth + 1, into: &lines) }
    }

    static func number(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    static func line(_ view: UIView) -> String {
        let f = view.frame
        var parts = ["\(type(of: view))", "frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if let button = view as? UIButton, let title = button.title(for: .normal) { parts.append("title = '\(title)'") }
        if let field = view as? UITextField {
            if let text = field.text, !text.isEmpty { parts.append("text = '\(text)'") }
            if let placeholder = field.placeholder { parts.append("placeholder = '\(placeholder)'") }
        }
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha < 1 { parts.append("alpha = \(number(view.alpha))") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.autoresizingMask.rawValue != 0 { parts.append("autoresize = \(autoresize(view.autoresizingMask))") }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    static func autoresize(_ m: UIView.AutoresizingMask) -> String {
        let names: [(UIView.AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                                                          (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
        return names.filter { m.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
