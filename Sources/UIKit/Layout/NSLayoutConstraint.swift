import Foundation

/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`, at a
/// priority: one rule of Auto Layout. Active constraints are held by the nearest common ancestor
/// of their items and solved by that hierarchy's engine.
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    /// The two sides as the engine reads them (items are held weakly: a view holds the
    /// constraints on it, and UIKit's constraints do not retain it back).
    private(set) var first: LayoutTerm
    private(set) var second: LayoutTerm?
    public var firstItem: AnyObject? { first.item }
    public var firstAttribute: Attribute { first.attribute }
    public private(set) var relation: Relation
    public var secondItem: AnyObject? { second?.item }
    public var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    public private(set) var multiplier: CGFloat
    /// Creation order, for listing constraints as they were made.
    let serial: Int = LayoutDescriptions.nextSerial()

    /// Changing it on an active constraint moves the solution in place, without re-solving from scratch.
    open var constant: CGFloat {
        didSet { if constant != oldValue { engine?.constantChanged(self) } }
    }

    /// Required (1000) or a weight below it. An active constraint cannot change between required
    /// and not required, as on iOS.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if isActive, (newValue == .required) != (storedPriority == .required) {
                UIKitRuntime.fail("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(Self.format(newValue)) and the existing priority was \(Self.format(storedPriority)).")
                return
            }
            storedPriority = newValue
            engine?.priorityChanged(self)
        }
    }
    private var storedPriority: UILayoutPriority = .required

    open var identifier: String?
    open var shouldBeArchived = false

    /// The view holding it while active (the items' nearest common ancestor, or the view it was added to).
    weak var container: UIView?
    /// Where it is solved now, and as what.
    weak var engine: LayoutEngine?
    var solverConstraint: SolverConstraint?
    /// Set when the engine could not satisfy it (it is active but broken).
    var isBroken = false
    /// The engine's items it mentions, and its expression's constant part without `constant`.
    var nodes: [LayoutNode] = []
    var engineBase: CGFloat = 0

    /// As UIKit logs it: `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`.
    nonisolated open override var description: String { MainActor.assumeIsolated { LayoutDescriptions.constraint(self) } }

    /// Whether the constraint takes part in layout. Setting it adds it to, or takes it from, its
    /// items' nearest common ancestor.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let second = view2.map { LayoutTerm(item: $0 as AnyObject, attribute: attr2) }
        self.init(first: LayoutTerm(item: view1 as AnyObject, attribute: attr1), relation,
                  second: attr2 == .notAnAttribute ? nil : second, multiplier: multiplier, constant: c)
        validate()
    }

    /// A constraint with no items yet, as `NSObject`'s `init()` makes one on iOS. It is the only
    /// designated initialiser, as there, so a subclass declared in an app (Auto Layout DSLs make
    /// their own) inherits `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public override init() {
        first = LayoutTerm(item: nil, attribute: .notAnAttribute)
        second = nil
        relation = .equal
        multiplier = 1
        constant = 0
        super.init()
    }

    convenience init(first: LayoutTerm, _ relation: Relation, second: LayoutTerm?, multiplier: CGFloat, constant: CGFloat) {
        self.init()
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Its values go with the object: released as iOS releases them in `dealloc`.
    deinit { AssociatedObjects.release(ObjectIdentifier(self)) }

    /// The anchor the first item's attribute stands for.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(term: first) }
    /// The second item's anchor, if there is a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        second.map { NSLayoutAnchor<AnyObject>(term: $0) }
    }

    // MARK: Activation

    /// Activates each constraint: faster than setting `isActive` one by one, as UIKit says.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where c.container == nil {
            guard let holder = c.nearestCommonAncestor() else { continue }
            holder.install(c)
        }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.container?.uninstall(c) }
    }

    // MARK: Checks, as UIKit raises them

    /// The view or layout guide's view that positions the item.
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// Reports UIKit's exception for a constraint that can never make sense; true if it is sound.
    @discardableResult
    func validate() -> Bool {
        // A distance between anchors is checked where its anchors were made.
        if first.offset != nil || second?.offset != nil { return true }
        guard let first = firstItem else {
            UIKitRuntime.fail("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint must contain a first layout item")
            return false
        }
        for item in [first, secondItem].compactMap({ $0 }) where !(item is UIView) && !(item is UILayoutGuide) {
            UIKitRuntime.fail("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint items must each be a view or layout guide.")
            return false
        }
        if firstAttribute == .notAnAttribute {
            UIKitRuntime.fail("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes.")
            return false
        }
        if secondItem == nil || multiplier == 0, !firstAttribute.isSize {
            UIKitRuntime.fail("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
            return false
        }
        guard secondItem != nil else { return true }
        // Sizes pair with sizes and locations with locations — of either axis: iOS takes
        // `v1.left == v2.top + 50` (SnapKit's own tests make such constraints and pass on iOS);
        // only the anchors' types keep the axes apart, at compile time.
        if firstAttribute.isSize != secondAttribute.isSize {
            UIKitRuntime.fail("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes.")
            return false
        }
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
        if directional.contains(firstAttribute) && absolute.contains(secondAttribute) || absolute.contains(firstAttribute) && directional.contains(secondAttribute) {
            UIKitRuntime.fail("*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
            return false
        }
        return true
    }

    /// The view that must hold it: the nearest common ancestor of its items' views; nil (with
    /// UIKit's exception) when they share no hierarchy.
    func nearestCommonAncestor() -> UIView? {
        let views = (first.leaves + (second?.leaves ?? [])).map { NSLayoutConstraint.view(of: $0.item) }
        guard !views.isEmpty, views.allSatisfy({ $0 != nil }) else { return nil }
        var common: UIView? = views[0]
        for v in views.dropFirst() { common = common.flatMap { UIView.nearestCommonAncestor($0, v!) } }
        if let common { return common }
        UIKitRuntime.fail("Unable to activate constraint with anchors \(firstAnchor.anchorDescription) and \(secondAnchor?.anchorDescription ?? "nil") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        return nil
    }

    static func format(_ v: Float) -> String { format(CGFloat(v)) }
    static func format(_ v: UILayoutPriority) -> String { format(v.rawValue) }
    static func format(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%g", Double(v))
    }
}
