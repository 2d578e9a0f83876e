import Foundation

/// A pointer effect on a view, and what it changed, so that it can be taken off again. The figures
/// are iPadOS's as its screen recordings show them: a lift grows the view by up to 12 points (at
/// most a fifth) with a soft shadow; a highlight puts a translucent platter (the system fill, 8-point
/// corners) behind it; a hover scales by 5 % and tints over or under it.
@MainActor final class PointerEffectState {
    private let view: UIView
    private let kind: Kind
    private let shape: UIPointerShape?
    private var transform = CGAffineTransform.identity
    private var shadow: (opacity: Float, radius: CGFloat, offset: CGSize, color: CGColor?) = (0, 3, CGSize(width: 0, height: -3), nil)
    private var adornments: [UIView] = []

    private enum Kind { case highlight, lift, hover(UIPointerEffect.TintMode, shadow: Bool, scaled: Bool) }

    init(effect: UIPointerEffect, shape: UIPointerShape?) {
        view = effect.preview.view
        self.shape = shape
        switch effect {
        case .highlight: kind = .highlight
        case .lift: kind = .lift
        case let .hover(_, tint, shadow, scaled): kind = .hover(tint, shadow: shadow, scaled: scaled)
        case .automatic(let p):
            // A view with a background of its own lifts; a glyph or a title is highlighted.
            let filled = (p.view.backgroundColor?.cgColor.alpha ?? 0) > 0
            kind = filled && min(p.view.bounds.width, p.view.bounds.height) > 44 ? .lift : .highlight
        }
    }

    func apply() {
        transform = view.transform
        let l = view.layer
        shadow = (l.shadowOpacity, l.shadowRadius, l.shadowOffset, l.shadowColor)
        switch kind {
        case .lift:
            let side = max(view.bounds.width, view.bounds.height, 1)
            let s = min(1.2, 1 + 12 / side)
            view.transform = transform.scaledBy(x: s, y: s)
            lift()
        case .highlight:
            adorn(below: true, color: .systemFill)
        case let .hover(tint, shadowed, scaled):
            if scaled { view.transform = transform.scaledBy(x: 1.05, y: 1.05) }
            if shadowed { lift() }
            if tint != .none { adorn(below: tint == .underlay, color: .systemFill) }
        }
    }

    func undo() {
        view.transform = transform
        let l = view.layer
        (l.shadowOpacity, l.shadowRadius, l.shadowOffset, l.shadowColor) = shadow
        for a in adornments { a.alpha = 0 }
    }

    func removeAdornments() {
        for a in adornments { a.removeFromSuperview() }
        adornments = []
    }

    private func lift() {
        let l = view.layer
        l.shadowColor = UIColor.black.cgColor
        l.shadowOpacity = 0.25
        l.shadowRadius = 10
        l.shadowOffset = CGSize(width: 0, height: 6)
    }

    /// A platter behind the view (in its superview) or a tint over it, shaped as the pointer.
    private func adorn(below: Bool, color: UIColor) {
        var rect = view.bounds, radius = UIPointerShape.defaultCornerRadius
        if case let .roundedRect(r, corner)? = shape { rect = r; radius = corner }
        let platter = UIView(frame: rect)
        platter.backgroundColor = color
        platter.layer.cornerRadius = radius
        platter.isUserInteractionEnabled = false
        if below, let superview = view.superview {
            platter.frame = view.convert(rect, to: superview)
            superview.insertSubview(platter, belowSubview: view)
        } else {
            view.addSubview(platter)
        }
        UIView.performWithoutAnimation { platter.alpha = 0 }
        platter.alpha = 1
        adornments.append(platter)
    }
}
