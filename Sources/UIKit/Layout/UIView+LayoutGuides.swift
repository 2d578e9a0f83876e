import Foundation

/// A view's layout guides (its own, the safe area, the margins, readable content, the keyboard's)
/// and its layout margins.
extension UIView {
    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let old = guide.owningView, old !== self { old.removeLayoutGuide(guide) }
        guard guide.owningView !== self else { return }
        guide.owningView = self
        layoutStateForWriting.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        if let n = guide.node {
            for c in n.users.values { c.container?.uninstall(c) }
            n.engine?.dropNode(n)
        }
        layoutState?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    func systemGuide(_ path: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, _ role: UILayoutGuide.Role, _ id: String) -> UILayoutGuide {
        let state = layoutStateForWriting
        if let g = state[keyPath: path] { return g }
        let g = UILayoutGuide(role: role, identifier: id)
        g.owningView = self
        state[keyPath: path] = g
        return g
    }

    /// The part of the view inside its safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide") }
    /// The part of the view inside its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(\.marginsGuide, .margins, "UIViewLayoutMarginsGuide") }
    /// Within the margins, no wider than lines of text read well.
    public var readableContentGuide: UILayoutGuide { systemGuide(\.readableGuide, .readableContent, "UIViewReadableContentGuide") }
    /// The space the on-screen keyboard takes at the bottom of the view; when the keyboard is
    /// down, the bottom safe area.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let state = layoutStateForWriting
        if let g = state.keyboardGuide { return g }
        let g = UIKeyboardLayoutGuide(role: .keyboard, identifier: "UIKeyboardLayoutGuide")
        g.owningView = self
        state.keyboardGuide = g
        return g
    }

    /// The widest a readable column gets (iOS's at the default text size).
    static let readableWidth: CGFloat = 672

    /// A built-in guide's insets from this view's edges, as things stand.
    func guideInsets(_ role: UILayoutGuide.Role) -> GuideInsets {
        switch role {
        case .safeArea:
            let s = safeAreaInsets
            return GuideInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right)
        case .margins, .readableContent:
            let m = layoutMargins
            return GuideInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
        case .keyboard:
            return GuideInsets(fixedHeight: keyboardOverlap())
        default:
            return GuideInsets()
        }
    }

    /// A built-in guide's rectangle in this view's coordinates.
    func rectForGuide(_ role: UILayoutGuide.Role) -> CGRect {
        let i = guideInsets(role), b = CGRect(origin: .zero, size: bounds.size)
        if let h = i.fixedHeight { return CGRect(x: 0, y: b.height - h, width: b.width, height: h) }
        var r = CGRect(x: i.left, y: i.top, width: max(0, b.width - i.left - i.right), height: max(0, b.height - i.top - i.bottom))
        if role == .readableContent, r.width > UIView.readableWidth {
            r.origin.x += (r.width - UIView.readableWidth) / 2
            r.size.width = UIView.readableWidth
        }
        return r
    }

    /// How much of the view's bottom the on-screen keyboard covers; the bottom safe area when it is down.
    func keyboardOverlap() -> CGFloat {
        guard let w = window else { return safeAreaInsets.bottom }
        guard let kb = w.responderEnvironment.keyboard.restingFrame, kb.height > 0 else { return safeAreaInsets.bottom }
        let mine = convert(CGRect(origin: .zero, size: bounds.size), to: nil)
        let covered = max(0, mine.maxY - kb.minY)
        return max(safeAreaInsets.bottom, min(bounds.height, covered))
    }

    // MARK: Margins

    func effectiveLayoutMargins() -> UIEdgeInsets {
        var m = storedLayoutMargins
        if let vc = owningViewController, vc.viewRespectsSystemMinimumLayoutMargins {
            let minimum = absolute(vc.systemMinimumLayoutMargins)
            if !layoutMarginsSetByApp { m = UIEdgeInsets(top: 0, left: minimum.left, bottom: 0, right: minimum.right) }
            m.left = max(m.left, minimum.left)
            m.right = max(m.right, minimum.right)
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaIsCurrent ? lastSafeAreaInsets : safeAreaInsets
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        // The superview's margins, where they reach into this view, already hold its safe area.
        if preservesSuperviewLayoutMargins, let s = superview {
            let theirs = s.bounds.inset(by: s.layoutMargins)
            let r = convert(theirs, from: s), b = bounds
            m.left = max(m.left, r.minX - b.minX)
            m.right = max(m.right, b.maxX - r.maxX)
            m.top = max(m.top, r.minY - b.minY)
            m.bottom = max(m.bottom, b.maxY - r.maxY)
        }
        return m
    }

    func setLayoutMargins(_ m: UIEdgeInsets) {
        storedLayoutMargins = m
        layoutMarginsSetByApp = true
        marginsInputsChanged()
    }

    func marginsInputsChanged() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
        if let state = layoutState, !state.systemGuides.isEmpty { LayoutEngine.existing(self)?.refreshGuides(of: self) }
    }

    func directional(_ i: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: i.top, leading: rtl ? i.right : i.left, bottom: i.bottom, trailing: rtl ? i.left : i.right)
    }

    func absolute(_ d: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: d.top, left: rtl ? d.trailing : d.leading, bottom: d.bottom, right: rtl ? d.leading : d.trailing)
    }
}
