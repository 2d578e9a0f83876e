import Foundation

/// A collection view cell that looks like a table's row when its section is a list: a list content
/// configuration, accessories at the edges, indentation, a separator under the text, the list's
/// background (rounded at the ends of an inset grouped section) and the grey selection.
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        if accessories.contains(where: { if case .checkmark = $0.kind { return true }; return false }) { a.traits.insert(.selected) }
        return a
    }
    override var defaultAccessibilityCustomActions: [UIAccessibilityCustomAction]? { swipeAccessibilityActions }

    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true
    /// Where the separator starts and ends: under the text, by default.
    public let separatorLayoutGuide = UILayoutGuide()

    let separatorView = UIView()
    private var accessoryViews: [(UICellAccessory, UIView)] = []
    private var placement: ListPlacement?
    /// The app assigned a background (a configuration, nil, or background views): the list's default stays out.
    private var appChoseBackground = false
    private var assigningDefaultBackground = false
    /// The outline disclosure's chevron, turned down while the item is expanded.
    private var outlineChevron: TableAccessoryView?
    /// Set while the cell's own tap expands or collapses its item (the chevron turns animated then).
    private var togglingOutline = false
    /// Where the cell's centre was when its grip began to drag it.
    private var reorderStart: CGPoint?
    private var liftShadow: LiftShadow?
    /// How far a swipe has moved the content and accessories aside (negative: toward the leading edge).
    var swipeOffset: CGFloat = 0 {
        didSet {
            setNeedsLayout()
            if (oldValue == 0) != (swipeOffset == 0) { setNeedsUpdateConfiguration() }
        }
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        // Only an item of a list section has a separator (a list cell used as a header has none).
        separatorView.isHidden = true
        addSubview(separatorView)
        addLayoutGuide(separatorLayoutGuide)
    }

    /// A list content configuration for a plain cell, to fill in and assign to `contentConfiguration`.
    /// (In a sidebar, a sidebar cell's.)
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        // A list cell standing as a section's header or footer takes the list's header or footer style.
        switch (placement?.element, placement?.appearance) {
        case (.header?, .sidebar?), (.header?, .sidebarPlain?): return .sidebarHeader()
        case (.header?, .plain?): return .plainHeader()
        case (.header?, _): return .groupedHeader()
        case (.footer?, .plain?): return .plainFooter()
        case (.footer?, _): return .groupedFooter()
        default: break
        }
        switch placement?.appearance {
        case .sidebar?: return .sidebarCell()
        case .sidebarPlain?: return .accompaniedSidebarCell()
        default: return .cell()
        }
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        // An item of an outline is indented by its depth in the tree.
        if let level = outlineSource?.outlineLevel(at: layoutAttributes.indexPath), level != indentationLevel { indentationLevel = level }
        if let chevron = outlineChevron, !togglingOutline {
            let expanded = outlineSource?.isOutlineExpanded(at: layoutAttributes.indexPath) ?? false
            chevron.transform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
        guard layoutAttributes.listPlacement != placement else { return }
        placement = layoutAttributes.listPlacement
        restyle()
    }

    open override var configurationState: UICellConfigurationState {
        var s = super.configurationState
        s.isSwiped = swipeOffset != 0
        return s
    }

    /// The list's background for the cell's section: plain, grouped, or a sidebar's.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch (placement?.element, placement?.appearance) {
        case (.header?, .sidebar?), (.header?, .sidebarPlain?): return .listSidebarHeader()
        case (.header?, .plain?), (.footer?, .plain?): return .listPlainHeaderFooter()
        case (.header?, _), (.footer?, _): return .listGroupedHeaderFooter()
        default: break
        }
        switch placement?.appearance {
        case .grouped?, .insetGrouped?: return .listGroupedCell()
        case .sidebar?: return .listSidebarCell()
        case .sidebarPlain?: return .listAccompaniedSidebarCell()
        default: return .listPlainCell()
        }
    }

    override func backgroundConfigurationSet() {
        if !assigningDefaultBackground { appChoseBackground = true }
    }

    /// The list's background (grey while highlighted or selected, through the configuration), rounded
    /// at the ends of an inset grouped section.
    private func restyle() {
        guard let p = placement else { return }
        if !appChoseBackground {
            assigningDefaultBackground = true
            backgroundConfiguration = defaultBackgroundConfiguration()
            assigningDefaultBackground = false
        }
        if p.appearance == .insetGrouped {
            layer.cornerRadius = p.first || p.last ? 10 : 0
            var corners: CACornerMask = []
            if p.first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if p.last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            layer.maskedCorners = corners
            clipsToBounds = true
        } else {
            layer.cornerRadius = 0
        }
        // No separator under the last row of a grouped section (its edge shows), as tables have.
        separatorView.isHidden = !p.showsSeparators || (p.last && p.appearance != .plain)
        setNeedsLayout()
    }

    private var outlineSource: OutlineDataSource? { collectionView?.dataSource as? OutlineDataSource }

    private var outlineAccessory: (options: UICellAccessory.OutlineDisclosureOptions, handler: (@MainActor @Sendable () -> Void)?)? {
        for a in accessories { if case .outlineDisclosure(let o, let h) = a.kind { return (o, h) } }
        return nil
    }

    /// The chevron was tapped: the item expands or collapses, and the chevron turns (0.3 s).
    func outlineTapped(_ sender: UITapGestureRecognizer) { toggleOutline() }

    private func toggleOutline() {
        guard let (_, handler) = outlineAccessory else { return }
        if let handler { return handler() }
        guard let cv = collectionView, let ip = cv.indexPath(for: self), let source = outlineSource else { return }
        togglingOutline = true
        let expanded = source.toggleOutline(at: ip)
        togglingOutline = false
        UIView.animate(withDuration: 0.3) {
            self.outlineChevron?.transform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
    }

    /// A header-style outline row toggles when tapped anywhere, instead of being selected.
    override func handlesTap() -> Bool {
        guard let (options, _) = outlineAccessory else { return false }
        let header: Bool
        switch options.style {
        case .header: header = true
        case .cell: header = false
        case .automatic:
            header = collectionView.flatMap { cv in cv.indexPath(for: self).map { outlineSource?.hasOutlineChildren(at: $0) ?? false } } ?? false
        }
        guard header else { return false }
        toggleOutline()
        return true
    }

    /// The reorder grip's drag: the collection view's interactive movement, the row following the finger
    /// up and down, lifted with a shadow, and the data source told where it was dropped.
    func gripPanned(_ pan: UIPanGestureRecognizer) {
        guard let cv = collectionView else { return }
        switch pan.state {
        case .began:
            guard let ip = cv.indexPath(for: self), cv.beginInteractiveMovementForItem(at: ip) else { pan.state = .cancelled; return }
            reorderStart = center
            liftShadow = LiftShadow(under: self)
        case .changed:
            guard let start = reorderStart else { return }
            cv.updateInteractiveMovementTargetPosition(CGPoint(x: start.x, y: start.y + pan.translation(in: cv).y))
            liftShadow?.follow()
        case .ended, .cancelled, .failed:
            guard reorderStart != nil else { return }
            reorderStart = nil
            liftShadow?.remove()
            liftShadow = nil
            if pan.state == .ended { cv.endInteractiveMovement() } else { cv.cancelInteractiveMovement() }
        default:
            break
        }
    }

    private func rebuildAccessories() {
        for (_, v) in accessoryViews { v.removeFromSuperview() }
        outlineChevron = nil
        accessoryViews = accessories.map { a in
            let v: UIView
            switch a.kind {
            case .disclosureIndicator: v = TableAccessoryView(.chevron)
            case .checkmark: v = TableAccessoryView(.checkmark)
            case .outlineDisclosure:
                let chevron = TableAccessoryView(.chevron)
                chevron.isUserInteractionEnabled = true
                chevron.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UICollectionViewListCell.outlineTapped))
                outlineChevron = chevron
                v = chevron
            case .delete: v = TableAccessoryView(.deleteControl)
            case .insert: v = TableAccessoryView(.insertControl)
            case .reorder:
                let grip = TableAccessoryView(.grip)
                grip.isUserInteractionEnabled = true
                grip.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: UICollectionViewListCell.gripPanned))
                v = grip
            case .multiselect: v = TableAccessoryView(isSelected ? .selectedCircle : .selectionCircle)
            case .label(let text):
                let l = UILabel()
                l.text = text
                l.textColor = .secondaryLabel
                l.font = .systemFont(ofSize: 17)
                v = l
            }
            if let tint = a.tintColor { v.tintColor = tint }
            addSubview(v)
            return (a, v)
        }
        setNeedsLayout()
    }

    override func fittingSize(for target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        var size = super.fittingSize(for: CGSize(width: max(0, target.width - insetsForContent.leading - insetsForContent.trailing), height: target.height),
                                     horizontal: horizontal, vertical: vertical)
        size.width = target.width
        // A list row is at least 44 points tall, as a table's is.
        if placement.map({ $0.element == .item }) ?? (vertical != .required) { size.height = max(44, size.height) }
        return size
    }

    /// What the accessories and the indentation take from the content view's sides.
    private var insetsForContent: NSDirectionalEdgeInsets {
        let editing = collectionView?.isEditing ?? false
        var lead = CGFloat(indentationLevel) * indentationWidth, trail: CGFloat = 0
        for (a, v) in accessoryViews where a.shows(editing: editing) {
            let w = (v as? UILabel)?.intrinsicContentSize.width ?? v.bounds.width
            if a.isLeading { lead += w } else { trail += w + 16 }
        }
        return NSDirectionalEdgeInsets(top: 0, leading: lead, bottom: 0, trailing: trail)
    }

    /// Bounds and centre rather than frame: the outline chevron may be turned.
    private func place(_ v: UIView, _ frame: CGRect) {
        v.bounds.size = frame.size
        v.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, editing = collectionView?.isEditing ?? false
        let insets = insetsForContent
        contentView.frame = CGRect(x: insets.leading + swipeOffset, y: 0, width: max(0, b.width - insets.leading - insets.trailing), height: b.height)
        storedContentView?.frame = contentView.bounds
        // Accessories from the trailing edge inward (16 points from it), editing controls from the leading edge.
        var trailing = b.width - 16, leading = CGFloat(indentationLevel) * indentationWidth
        for (a, v) in accessoryViews {
            v.isHidden = !a.shows(editing: editing)
            guard !v.isHidden else { continue }
            let size = (v as? UILabel)?.intrinsicContentSize ?? v.bounds.size
            if a.isLeading {
                place(v, CGRect(x: leading + swipeOffset, y: (b.height - size.height) / 2, width: size.width, height: size.height))
                leading += size.width
            } else {
                place(v, CGRect(x: trailing - size.width + swipeOffset, y: (b.height - size.height) / 2, width: size.width, height: size.height))
                trailing -= size.width + 16
            }
        }
        // The separator starts under the text (the content's leading margin) and runs to the edge.
        let textStart = insets.leading + ((contentConfiguration as? UIListContentConfiguration).map { $0.directionalLayoutMargins.leading } ?? 20)
        let hairline = 1 / deviceScale
        separatorView.frame = CGRect(x: textStart, y: b.height - hairline, width: max(0, b.width - textStart), height: hairline)
    }
}
