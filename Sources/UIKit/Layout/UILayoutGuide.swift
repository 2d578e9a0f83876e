import Foundation

/// A rectangle that takes part in Auto Layout without being a view: space between views, or a
/// view's safe area, margins, readable width or keyboard. Its frame is in its owning view's
/// coordinates.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
    /// The view it was added to (`addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// Which built-in guide this is, if any: its edges follow the owning view's insets.
    var role: Role = .free
    /// The guide's node in its view hierarchy's layout engine.
    var node: LayoutNode?

    enum Role { case free, safeArea, margins, readableContent, keyboard, scrollContent, scrollFrame }

    public override init() { super.init() }

    init(role: Role, identifier: String) {
        self.role = role
        self.identifier = identifier
        super.init()
    }

    /// Its rectangle in the owning view's coordinates, as the last layout solved it.
    open var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        v.layoutIfNeeded()
        if role != .free, role != .scrollContent, role != .scrollFrame { return v.rectForGuide(role) }
        return node?.frame ?? .zero
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Whether the guide's frame has more than one solution on that axis.
    open var hasAmbiguousLayout: Bool {
        guard let n = node, let e = n.engine else { return false }
        return e.isAmbiguous(n, axis: .horizontal) || e.isAmbiguous(n, axis: .vertical)
    }

    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        node?.userConstraints(on: axis) ?? []
    }

    nonisolated open override var description: String { MainActor.assumeIsolated { guideDescription } }

    var guideDescription: String {
        "<\(type(of: self)): \(LayoutDescriptions.address(self)) - \(layoutFrame), layoutFrame = \(layoutFrame), owningView = \(owningView.map { LayoutDescriptions.item($0) } ?? "nil")>"
    }
}
