import Foundation

extension UIKitEnvironment {
    /// The pointer moved with no button down, to `point` (screen coordinates), or left the window
    /// (nil): the hover recognizers of the view under it and its ancestors hear it come, move and go.
    public func hover(at point: CGPoint?) {
        var now: [(UIGestureRecognizer, CGPoint)] = []
        if let point {
            for w in visibleWindows.reversed() where w.isUserInteractionEnabled {
                let p = w.layer.convert(point, from: nil)
                var v = w.hitTest(p, with: nil)
                guard v != nil else { continue }
                while let view = v {
                    for g in view.attachedRecognizers where g.isEnabled && g.followsHover { now.append((g, p)) }
                    v = view.superview
                }
                break
            }
        }
        let before = hovered.compactMap(\.recognizer)
        for g in before where !now.contains(where: { $0.0 === g }) { g.hover(.ended, at: g.lastLocation ?? .zero) }
        for (g, p) in now { g.hover(before.contains { $0 === g } ? .moved : .began, at: p) }
        hovered = now.map { WeakRecognizer($0.0) }
    }
}
