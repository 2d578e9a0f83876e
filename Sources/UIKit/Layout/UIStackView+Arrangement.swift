import Foundation

/// The stack's constraints, named as UIKit names them in its logs ('UISV-spacing',
/// 'UISV-canvas-connection', 'UISV-alignment', …), made anew whenever the arrangement changes.
extension UIStackView {
    private typealias Attr = NSLayoutConstraint.Attribute

    func arrange() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(managedConstraints)
        for g in managedGuides { removeLayoutGuide(g) }
        managedConstraints = []
        managedGuides = []
        let horizontal = axis == .horizontal
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let lead: Attr = horizontal ? .leading : .top, trail: Attr = horizontal ? .trailing : .bottom
        let size: Attr = horizontal ? .width : .height, center: Attr = horizontal ? .centerX : .centerY
        let crossLead: Attr = horizontal ? .top : .leading, crossTrail: Attr = horizontal ? .bottom : .trailing
        let crossCenter: Attr = horizontal ? .centerY : .centerX, crossSize: Attr = horizontal ? .height : .width
        var made: [NSLayoutConstraint] = []
        func add(_ a: AnyObject, _ aa: Attr, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: Attr,
                 multiplier: CGFloat = 1, _ c: CGFloat, _ id: String, priority: UILayoutPriority = .required) {
            let k = NSLayoutConstraint(first: LayoutTerm(item: a, attribute: aa), r, second: b.map { LayoutTerm(item: $0, attribute: ba) },
                                       multiplier: multiplier, constant: c)
            k.identifier = id
            k.priority = priority
            made.append(k)
        }
        func gap(after v: UIView) -> CGFloat {
            let s = customSpacing(after: v)
            let value = s == UIStackView.spacingUseDefault ? spacing : s
            return value == UIStackView.spacingUseSystem ? systemSpacing : value
        }

        // Along the axis: the first and last visible views meet the canvas, the rest follow each other.
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var previous: UIView?
        var firstGap: UILayoutGuide?
        for v in arrangedSubviews {
            if v.isHidden {
                add(v, size, .equal, nil, .notAnAttribute, 0, "UISV-hiding")
                if let p = previous { add(v, lead, .equal, p, trail, 0, "UISV-hiding") } else { add(v, lead, .equal, canvas, lead, 0, "UISV-hiding") }
            } else if let p = previous {
                let s = gap(after: p)
                if isBaselineRelativeArrangement && !horizontal {
                    add(v, .firstBaseline, .equal, p, .lastBaseline, s, "UISV-spacing")
                } else {
                    switch distribution {
                    case .equalSpacing, .equalCentering:
                        add(v, lead, .greaterThanOrEqual, p, trail, s, "UISV-spacing")
                        let g = UILayoutGuide()
                        g.identifier = "UISV-distributing"
                        addLayoutGuide(g)
                        managedGuides.append(g)
                        let centering = distribution == .equalCentering
                        add(g, lead, .equal, p, centering ? center : trail, 0, "UISV-distributing-edge")
                        add(g, trail, .equal, v, centering ? center : lead, 0, "UISV-distributing-edge")
                        if let f = firstGap { add(g, size, .equal, f, size, 0, "UISV-fill-equally") } else { firstGap = g }
                    default:
                        add(v, lead, .equal, p, trail, s, "UISV-spacing")
                    }
                }
            } else {
                add(v, lead, .equal, canvas, lead, 0, "UISV-canvas-connection")
            }
            if !v.isHidden { previous = v }
        }
        if let last = previous {
            add(last, trail, .equal, canvas, trail, 0, "UISV-canvas-connection")
        } else {
            add(self, size, .equal, nil, .notAnAttribute, 0, "UISV-canvas-connection", priority: UILayoutPriority(49))
        }
        if let first = visible.first {
            for v in visible.dropFirst() {
                switch distribution {
                case .fillEqually:
                    add(v, size, .equal, first, size, 0, "UISV-fill-equally")
                case .fillProportionally:
                    let a = axisLength(first.intrinsicContentSize, horizontal), b = axisLength(v.intrinsicContentSize, horizontal)
                    if a > 0, b > 0 { add(v, size, .equal, first, size, multiplier: b / a, 0, "UISV-fill-proportionally", priority: UILayoutPriority(999)) }
                default: break
                }
            }
        }

        // Across the axis: by alignment, every view inside the canvas.
        var align = alignment
        if !horizontal, align == .firstBaseline || align == .lastBaseline { align = .fill }
        for v in arrangedSubviews {
            switch align {
            case .fill:
                add(v, crossLead, .equal, canvas, crossLead, 0, "UISV-alignment")
                add(v, crossTrail, .equal, canvas, crossTrail, 0, "UISV-alignment")
            case .leading:
                add(v, crossLead, .equal, canvas, crossLead, 0, "UISV-alignment")
                add(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, 0, "UISV-spanning-boundary")
            case .trailing:
                add(v, crossTrail, .equal, canvas, crossTrail, 0, "UISV-alignment")
                add(v, crossLead, .greaterThanOrEqual, canvas, crossLead, 0, "UISV-spanning-boundary")
            case .center:
                add(v, crossCenter, .equal, canvas, crossCenter, 0, "UISV-alignment")
                add(v, crossLead, .greaterThanOrEqual, canvas, crossLead, 0, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: Attr = align == .firstBaseline ? .firstBaseline : .lastBaseline
                if let first = visible.first, v !== first { add(v, baseline, .equal, first, baseline, 0, "UISV-alignment") }
                add(v, crossLead, .greaterThanOrEqual, canvas, crossLead, 0, "UISV-spanning-boundary")
                add(v, crossTrail, .lessThanOrEqual, canvas, crossTrail, 0, "UISV-spanning-boundary")
            }
        }
        if align != .fill, !visible.isEmpty {
            // The stack hugs its tallest (widest) view unless told its size.
            add(self, crossSize, .equal, nil, .notAnAttribute, 0, "UISV-canvas-fit", priority: UILayoutPriority(49))
        }
        managedConstraints = made
        NSLayoutConstraint.activate(made)
    }

    private func axisLength(_ s: CGSize, _ horizontal: Bool) -> CGFloat { horizontal ? s.width : s.height }
}
