import Foundation

/// Auto Layout on views: the constraints a view holds, its anchors and guides, content priorities,
/// and the layout pass that solves before `layoutSubviews`.
extension UIView {
    var layoutStateForWriting: ViewLayoutState {
        if let s = layoutState { return s }
        let s = ViewLayoutState()
        layoutState = s
        return s
    }

    /// The constraints this view holds (those activated with it as their items' nearest common
    /// ancestor, or added to it).
    public var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container !== self else { return }
        let items = (constraint.first.leaves + (constraint.second?.leaves ?? [])).map { NSLayoutConstraint.view(of: $0.item) }
        guard items.allSatisfy({ $0?.isDescendant(of: self) == true }) else {
            UIKitRuntime.fail("Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the view?  That's illegal. constraint:\(constraint) view:\(LayoutDescriptions.item(self))")
            return
        }
        constraint.container?.uninstall(constraint)
        install(constraint)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        uninstall(constraint)
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    func install(_ c: NSLayoutConstraint) {
        layoutStateForWriting.constraints.append(c)
        c.container = self
        LayoutEngine.of(self).add(c)
    }

    func uninstall(_ c: NSLayoutConstraint) {
        layoutState?.constraints.removeAll { $0 === c }
        c.engine?.remove(c)
        c.container = nil
    }

    /// The nearest view that is `a` or `b` or an ancestor of both.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let x = v { ancestors.insert(ObjectIdentifier(x)); v = x.superview }
        v = b
        while let x = v { if ancestors.contains(ObjectIdentifier(x)) { return x }; v = x.superview }
        return nil
    }

    var depth: Int {
        var d = 0, v = superview
        while let x = v { d += 1; v = x.superview }
        return d
    }

    func setTranslatesAutoresizingMask(_ value: Bool) {
        guard value != translatesAutoresizingMaskIntoConstraints else { return }
        layoutStateForWriting.translatesAutoresizingMaskIntoConstraints = value
        layoutState?.node?.engine?.translatesChanged(self)
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

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
        if preservesSuperviewLayoutMargins, let s = superview {
            let theirs = s.bounds.inset(by: s.layoutMargins)
            let r = convert(theirs, from: s), b = bounds
            m.left = max(m.left, r.minX - b.minX)
            m.right = max(m.right, b.maxX - r.maxX)
            m.top = max(m.top, r.minY - b.minY)
            m.bottom = max(m.bottom, b.maxY - r.maxY)
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaIsCurrent ? lastSafeAreaInsets : safeAreaInsets
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
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

    // MARK: Direction

    /// Right to left when the view (or, unspecified, its nearest ancestor that says) forces it.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var v: UIView? = self
        while let x = v, x.semanticContentAttribute == .unspecified { v = x.superview }
        return UIView.userInterfaceLayoutDirection(for: v?.semanticContentAttribute ?? .unspecified)
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    func setSemanticContentAttribute(_ value: UISemanticContentAttribute) {
        guard value != semanticContentAttribute else { return }
        layoutStateForWriting.semanticContentAttribute = value
        // Leading and trailing read differently now: rebuild the constraints that use them.
        if let e = LayoutEngine.existing(self) {
            for c in e.installed.values.sorted(by: { $0.serial < $1.serial })
            where c.first.mentionsLeadingOrTrailing || c.second?.mentionsLeadingOrTrailing == true { e.reinstall(c) }
        }
        setNeedsLayout()
    }

    // MARK: Content priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        (axis == .horizontal ? layoutState?.hugging.horizontal : layoutState?.hugging.vertical) ?? defaultContentHugging(axis)
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutStateForWriting.hugging.horizontal = priority } else { layoutStateForWriting.hugging.vertical = priority }
        intrinsicContentSizeChanged()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        (axis == .horizontal ? layoutState?.compression.horizontal : layoutState?.compression.vertical) ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutStateForWriting.compression.horizontal = priority } else { layoutStateForWriting.compression.vertical = priority }
        intrinsicContentSizeChanged()
    }

    /// UIKit's defaults for views made in code: 250, except controls of fixed size, which hug at 750.
    func defaultContentHugging(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        hugsContentByDefault ? .defaultHigh : .defaultLow
    }

    /// The intrinsic size changed: the engine takes the new one before the next layout.
    func intrinsicContentSizeChanged() {
        guard let n = layoutState?.node, let e = n.engine, !translatesAutoresizingMaskIntoConstraints else { return }
        e.pendingIntrinsic[ObjectIdentifier(self)] = self
    }

    // MARK: Updating constraints

    public func setNeedsUpdateConstraints() {
        layoutStateForWriting.needsUpdateConstraints = true
        LayoutEngine.of(self).pendingUpdateConstraints[ObjectIdentifier(self)] = self
    }

    public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Runs `updateConstraints` now for this view and its subviews that need it, deepest first.
    public func updateConstraintsIfNeeded() {
        guard let e = LayoutEngine.existing(self) else { return }
        let mine = e.pendingUpdateConstraints.values.filter { $0.isDescendant(of: self) }.sorted { $0.depth > $1.depth }
        for v in mine {
            e.pendingUpdateConstraints[ObjectIdentifier(v)] = nil
            if v.needsUpdateConstraints() { v.runUpdateConstraints() }
        }
    }

    func runUpdateConstraints() {
        layoutState?.needsUpdateConstraints = false
        if let vc = owningViewController { vc.updateViewConstraints() } else { updateConstraints() }
    }

    // MARK: The layout pass

    /// Pending constraint work, then layout, until neither has more to do (a multi-line label's
    /// new width can change its height, which moves other views…), at most a few rounds.
    func runLayoutPass() {
        guard let e = LayoutEngine.existing(self) else {
            layer.layoutIfNeeded()
            return
        }
        for _ in 0..<6 {
            e.update()
            layer.layoutIfNeeded()
            if !e.hasPendingWork { return }
        }
    }

    // MARK: Fitting sizes

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Asks the engine for this view's size with its own width and height let go: each pulled
    /// toward the target at the fitting priority, its content's constraints deciding the rest.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let e = LayoutEngine.of(self)
        e.update()
        let n = e.node(for: self)
        e.pendingIntrinsic[ObjectIdentifier(self)] = nil
        return e.fitting(n, self, target: target, horizontal: horizontal, vertical: vertical)
    }

    // MARK: Debugging

    /// Whether the constraints leave this view's frame with more than one solution.
    public var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(axis: .horizontal) || hasAmbiguousLayout(axis: .vertical)
    }

    func hasAmbiguousLayout(axis: NSLayoutConstraint.Axis) -> Bool {
        guard let n = layoutState?.node, let e = n.engine else { return false }
        return e.isAmbiguous(n, axis: axis)
    }

    /// Moves an ambiguously laid out view to another of its solutions, to show what is missing.
    public func exerciseAmbiguityInLayout() {
        guard let n = layoutState?.node, let e = n.engine, !translatesAutoresizingMaskIntoConstraints else { return }
        // Another valid place, shown until the layout next changes.
        var f = frame
        if let x = e.probe(n.x, by: 40) { f.origin.x = x }
        if let y = e.probe(n.y, by: 40) { f.origin.y = y }
        if let w = e.probe(n.w, by: 40) { f.size.width = w }
        if let h = e.probe(n.h, by: 40) { f.size.height = h }
        frame = f
    }

    /// The app's constraints that bear on this view's frame on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutState?.node?.userConstraints(on: axis) ?? []
    }
}

/// Views with text say where their baselines lie (a view without text has both at its bottom).
@MainActor protocol BaselineProviding {
    /// From the top to the first text baseline.
    var firstBaselineOffsetFromTop: CGFloat { get }
    /// From the last text baseline down to the bottom.
    var lastBaselineOffsetFromBottom: CGFloat { get }
}


