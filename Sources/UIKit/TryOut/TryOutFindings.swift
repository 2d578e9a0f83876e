import Foundation
import CoreGraphics

/// What a settled screen shows wrong that a person would notice without knowing the app: a view with
/// content that is zero-sized or wholly off screen (and not in a scroll view, which may bring it in),
/// and a label whose text does not fit where it was laid out.
@MainActor struct TryOutFindings {
    let windows: [UIWindow]
    let screen: CGRect

    var all: [String] {
        var found: [String] = []
        for w in windows { visit(w, in: w, scrolls: false, into: &found) }
        return found
    }

    private func visit(_ v: UIView, in window: UIWindow, scrolls: Bool, into found: inout [String]) {
        guard !v.isHidden, v.alpha > 0.01 else { return }
        if let content = Self.content(of: v) {
            let frame = v.convert(v.bounds, to: nil)
            let name = "\(String(describing: type(of: v))) “\(content)”"
            if v.bounds.width < 0.5 || v.bounds.height < 0.5 {
                found.append("\(name) is \(Self.points(v.bounds.size)): what it holds is not shown")
            } else if !scrolls, !frame.intersects(screen) {
                found.append("\(name) is off screen, at \(Self.points(frame.origin)) on a \(Self.points(screen.size)) screen")
            } else if let label = v as? UILabel, label.isTruncated {
                found.append("\(name) is truncated: its text needs more room than its \(Self.points(v.bounds.size))")
            }
        }
        // A view with content is one thing: a button's label is its button's.
        guard !(v is UIControl) || Self.content(of: v) == nil else { return }
        for sub in v.subviews { visit(sub, in: window, scrolls: scrolls || v is UIScrollView, into: &found) }
    }

    /// What the view shows, briefly, if it is a view that shows text or an image.
    private static func content(of v: UIView) -> String? {
        func short(_ s: String) -> String { s.count > 30 ? s.prefix(29) + "…" : s }
        switch v {
        case let l as UILabel: return l.text.flatMap { $0.isEmpty ? nil : short($0) }
        case let b as UIButton: return b.currentTitle.flatMap { $0.isEmpty ? nil : short($0) } ?? (b.currentImage != nil ? "image" : nil)
        case let i as UIImageView: return i.image != nil ? "image" : nil
        case let f as UITextField: return f.text.flatMap { $0.isEmpty ? nil : short($0) } ?? f.placeholder.map(short)
        default: return nil
        }
    }

    private static func points(_ s: CGSize) -> String { "\(number(s.width))×\(number(s.height)) pt" }
    private static func points(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }
    private static func number(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v)) }
}
