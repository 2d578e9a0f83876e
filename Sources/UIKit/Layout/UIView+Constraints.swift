import Foundation

/// Auto Layout on views: the constraints a view holds, its anchors, content priorities, and the
/// layout pass that solves before `layoutSubviews`. Guides and margins, layout direction and the
/// debugging calls are in their own files.
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
}
