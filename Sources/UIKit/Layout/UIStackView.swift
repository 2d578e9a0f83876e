import Foundation

/// Lays out its arranged subviews in a row or a column with constraints it makes itself: along
/// the axis by `distribution` and `spacing`, across it by `alignment`. A hidden arranged view
/// gives up its space (inside an animation block, the others slide over).
@preconcurrency @MainActor open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `customSpacing(after:)` for a view with none of its own: the stack's `spacing` applies.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system's standard spacing between the two views.
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Vertical stacks only: spacing runs from one view's last baseline to the next one's first.
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether the arranged views sit inside the stack's layout margins rather than its edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    /// The constraints and guides the stack made for its arrangement.
    var managedConstraints: [NSLayoutConstraint] = []
    var managedGuides: [UILayoutGuide] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var needsArrangement = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // The subviews the coder gave are the arrangement, in order.
        for v in subviews { addArrangedSubview(v) }
        decodeStackView(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeStackView(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeStackView(with: coder)
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Adds `view` at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            UIKitRuntime.fail("Specified view \(LayoutDescriptions.item(view)) is not at a valid index \(stackIndex) for stack view \(LayoutDescriptions.item(self)) with \(arrangedSubviews.count) arranged subviews")
            return
        }
        if let i = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: i)
            arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        } else {
            arrangedSubviews.insert(view, at: stackIndex)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as on iOS.
    open func removeArrangedSubview(_ view: UIView) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // A view that leaves the stack leaves the arrangement too.
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            arrangementChanged()
        }
    }

    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    open override var forFirstBaselineLayout: UIView { arrangedSubviews.first { !$0.isHidden } ?? self }

    open override var forLastBaselineLayout: UIView {
        axis == .horizontal ? (arrangedSubviews.first { !$0.isHidden } ?? self) : (arrangedSubviews.last { !$0.isHidden } ?? self)
    }

    func arrangementChanged() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    override func subviewVisibilityChanged(_ view: UIView) { arrangedSubviewVisibilityChanged(view) }

    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementChanged()
    }
}
