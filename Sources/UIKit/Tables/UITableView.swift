import Foundation
import QuartzCore

/// Rows in sections, scrolling vertically, with only the visible rows' cells alive: cells leave into a
/// reuse pool as they scroll away and come back for new rows (`dequeueReusableCell`). Heights come from
/// `rowHeight`, the delegate or the cells themselves, estimated until a row is first shown.
/// Selection is in `UITableView+Selection.swift`, editing and swiping in `+Editing`, updates in `+Updates`.
@preconcurrency @MainActor open class UITableView: UIScrollView {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .table
        a.containerType = .list
        return a
    }

    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// "The table's own value" for heights (and the default of `rowHeight` and the estimates).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }
    /// The table's delegate (also its scroll view delegate).
    open weak var delegate: UITableViewDelegate? {
        didSet {
            scrollDelegate = delegate
            setNeedsReload()
        }
    }

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Told of the rows about to scroll into view (iOS 10).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? { didSet { setNeedsLayout() } }
    var prefetchState = TablePrefetchState()
    /// Estimates for headers and footers (iOS 7): iOS sizes the scroll indicator by them until it
    /// has measured each; every header here is measured before the table lays out, so they change no frame.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header; `automaticDimension` is 22 points in a plain table, as since iOS 15.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout(); appearanceDidSet(\UITableView.separatorColor) } }
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.automaticInset, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    /// In edit mode rows show selection circles instead of their editing controls, and taps toggle them.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { for (ip, cell) in visible { applyEditingState(to: cell, at: ip, animated: false) } }
    }
    /// Behind the rows, filling the table's bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = tableHeaderView { addSubview(v) }
            setNeedsReload()
        }
    }
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = tableFooterView { addSubview(v) }
            setNeedsReload()
        }
    }
    /// The section index's letters (the tint colour when nil).
    open var sectionIndexColor: UIColor? { didSet { indexView?.setNeedsDisplay() } }
    /// Behind the section index while it is not touched (clear when nil).
    open var sectionIndexBackgroundColor: UIColor? { didSet { indexView?.refreshBackground() } }
    /// Behind the section index while a finger is on it (clear when nil).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { indexView?.refreshBackground() } }
    /// Whether a separator inset counts from the cell's edges or from where the separator starts by itself.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { setNeedsReload() } }
    /// Whether cells keep their content to the readable width (the middle 672 points of a wide table).
    open var cellLayoutMarginsFollowReadableWidth = false { didSet { for c in visible.values { c.setNeedsLayout() } } }

    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges = 0, fromAutomaticInsets = 1
    }
    /// Cells keep their content inside the safe area (clear of the sensor housing in landscape).
    open var insetsContentViewsToSafeArea = true { didSet { for c in visible.values { c.setNeedsLayout() } } }

    var geometry = TableGeometry()
    var needsReload = true
    var visible: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var pools: [String: [UITableViewCell]] = [:]
    var headerPools: [String: [UITableViewHeaderFooterView]] = [:]
    var registrations: [String: UITableViewCell.Type] = [:]
    /// Cells made from a nib or a storyboard's prototype, by reuse identifier.
    var cellMakers: [String: () -> UITableViewCell?] = [:]
    /// A storyboard's static cells, by section (shown through `UITableViewController`).
    var staticSections: [StaticTableSection]?
    var headerRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    var selected: [IndexPath] = []
    /// Cells leaving in an update's animation, recycled when it ends.
    var dying: [UITableViewCell] = []
    var updates: ListUpdateBatch?
    var updateDepth = 0
    var highlightedCell: UITableViewCell?
    /// Swiping rows open on their actions.
    private(set) lazy var swiper = RowSwipeController(host: self)
    /// Where rows are dragged from (iOS 11); setting it lets a long press lift rows.
    open weak var dragDelegate: UITableViewDragDelegate? { didSet { _ = dragAndDrop } }
    /// What takes drops on the table (iOS 11).
    open weak var dropDelegate: UITableViewDropDelegate? { didSet { _ = dragAndDrop } }
    /// Whether a long press lifts rows for a drag: true on iPad and false on iPhone by default, as on iOS.
    open var dragInteractionEnabled: Bool {
        get { dragAndDrop.isEnabled }
        set { dragAndDrop.isEnabled = newValue }
    }

    /// The rows' drag and drop, made when a drag or drop delegate is first set.
    private(set) lazy var dragAndDrop = ListDragAndDrop(list: self, host: dragAndDropHost())
    /// The rows' context menus, asked of the delegate.
    private(set) lazy var contextMenus = ListContextMenus.install(on: self, host: ListContextMenus.Host(
        configuration: { [unowned self] p in
            guard let ip = indexPathForRow(at: p), let cell = cellForRow(at: ip), let delegate else { return nil }
            guard let c = delegate.tableView(self, contextMenuConfigurationForRowAt: ip, point: p) else {
                // No context menu: the row's edit menu, if the delegate shows one.
                if delegate.tableView(self, shouldShowMenuForRowAt: ip) {
                    let sender = UIMenuController.shared
                    ListEditMenu.show(over: cell, canPerform: { [unowned self] in delegate.tableView(self, canPerformAction: $0, forRowAt: ip, withSender: sender) },
                                      perform: { [weak self] in if let self { delegate.tableView(self, performAction: $0, forRowAt: ip, withSender: sender) } })
                }
                return nil
            }
            releasePress(on: cell)
            return (c, cell)
        },
        preview: { [unowned self] c in delegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: c) },
        dismissPreview: { [unowned self] c in delegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: c) },
        commit: { [unowned self] c, a in delegate?.tableView(self, willPerformPreviewActionForMenuWith: c, animator: a) },
        willDisplay: { [unowned self] c, a in delegate?.tableView(self, willDisplayContextMenu: c, animator: a) },
        willEnd: { [unowned self] c, a in delegate?.tableView(self, willEndContextMenuInteraction: c, animator: a) }))
    var editingState = false
    /// The two-finger pan that selects rows as it crosses them.
    private(set) lazy var multipleSelectionPan = MultipleSelectionPan.install(on: self, host: MultipleSelectionPan.Host(
        indexPath: { [unowned self] in indexPathForRow(at: $0) },
        shouldBegin: { [unowned self] ip in delegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: ip) ?? false },
        didBegin: { [unowned self] ip in delegate?.tableView(self, didBeginMultipleSelectionInteractionAt: ip) },
        isSelected: { [unowned self] ip in selected.contains(ip) },
        select: { [unowned self] ip in if allowsMultipleSelectionNow { userSelect(ip) } },
        didEnd: { [unowned self] in delegate?.tableViewDidEndMultipleSelectionInteraction(self) }))
    var indexView: TableIndexView?
    var reorder: RowReorderState?
    var reorderShadow: LiftShadow?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = coder.choice("style", UITableView.styleNames) ?? .plain
        super.init(coder: coder)
        setUpTable()
        restoreDecoded([.backgroundColor], from: coder)
        if let v = coder.flag("alwaysBounceVertical") { alwaysBounceVertical = v } // the file wins over the set-up
        decodeTableView(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeTableView(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeTableView(with: coder)
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        _ = swiper
        _ = contextMenus
        _ = multipleSelectionPan
    }

    // MARK: Editing and selection, in the class body where apps override them (the work is in
    // UITableView+Editing and UITableView+Selection)

    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides every row's editing controls; the content slides aside (animated over 0.3 s).
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }

    /// Selects a row without telling the delegate; scrolls it into view as asked.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row without telling the delegate (animated: the grey fades).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { deselect(indexPath, animated: animated) }

    // MARK: Row and section updates, in the class body where apps override them (the work is in
    // UITableView+Updates)

    open func beginUpdates() { openBatch() }
    open func endUpdates() { closeBatch() }

    /// Runs `updates` as one batch; `completion` runs when its animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { self.updates?.completions.append(completion) }
        endUpdates()
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for ip in indexPaths { $0.insertedRows[ip] = animation } }
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for ip in indexPaths { $0.deletedRows[ip] = animation } }
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        batch { for ip in indexPaths { $0.reloadedRows[ip] = animation } }
    }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batch { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { for s in sections { $0.insertedSections[s] = animation } }
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { for s in sections { $0.deletedSections[s] = animation } }
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        batch { for s in sections { $0.reloadedSections[s] = animation } }
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        batch { $0.movedSections.append((section, newSection)) }
    }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellMakers[identifier] = nil
        registrations[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Cells for `identifier` come from `nib`, whose one top-level object is the cell.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = nil
        guard let nib else { return cellMakers[identifier] = nil }
        cellMakers[identifier] = {
            let top = nib.instantiate(withOwner: nil)
            guard top.count == 1, let cell = top.first as? UITableViewCell else {
                UIKitRuntime.fail("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance")
                return nil
            }
            return cell
        }
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerRegistrations[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A cell from the pool for `identifier` (after `prepareForReuse`), a new one of the registered class, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = pools[identifier], let cell = pool.popLast() {
            pools[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let make = cellMakers[identifier] { return make().map(adopt) }
        guard let type = registrations[identifier] else { return nil }
        return adopt(type.init(style: .default, reuseIdentifier: identifier))
    }

    /// A new cell belongs to this table from the start, as on iOS: its default background
    /// configuration and colour are its table style's while the data source configures it.
    private func adopt(_ cell: UITableViewCell) -> UITableViewCell {
        cell.tableView = self
        cell.adoptDefaultBackground(grouped: style != .plain)
        return cell
    }

    /// As `dequeueReusableCell(withIdentifier:)`, for a registered identifier; an unregistered one is
    /// UIKit's exception.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitRuntime.fail("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = headerPools[identifier], let v = pool.popLast() {
            headerPools[identifier] = pool
            v.prepareForReuse()
            return v
        }
        guard let v = headerRegistrations[identifier].map({ $0.init(reuseIdentifier: identifier) }) else { return nil }
        // It knows the table it heads, for its default configuration and its text's style.
        v.isGroupedLook = style != .plain
        v.isInset = style == .insetGrouped
        return v
    }

    // MARK: Data

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Rows are measured again at the new text size, as iOS's tables reload when it changes.
    override func contentSizeCategoryDidChange() {
        if dataSource != nil { reloadData() }
    }

    /// Forgets every row; the data source is asked again when the table next needs its rows (its
    /// layout, or a question about its rows), as on iOS — so a header's view is not asked for before
    /// `viewDidLoad` has registered it. Visible cells go back to the pool now.
    open func reloadData() {
        forgetVisible()
        needsReload = true
        setNeedsLayout()
    }

    /// The rows' geometry, built again first if a reload is pending.
    var currentGeometry: TableGeometry {
        if needsReload { rebuildGeometry() }
        return geometry
    }

    private func forgetVisible() {
        for (ip, cell) in visible { recycle(cell, at: ip) }
        visible = [:]
        for (_, v) in visibleHeaders { recycleHeader(v) }
        for (_, v) in visibleFooters { recycleHeader(v) }
        visibleHeaders = [:]
        visibleFooters = [:]
        selected = []
        closeSwipe(animated: false)
    }

    open var numberOfSections: Int {
        return currentGeometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        return currentGeometry.rowCount(section)
    }

    /// The uniform estimate of a section (per-row estimates only when the delegate gives them).
    private func uniformEstimate() -> CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight >= 0 ? rowHeight : UITableViewCell.minimumHeight
    }

    func rebuildGeometry() {
        needsReload = false
        let ds = dataSource
        let n = ds.map { $0.numberOfSections(in: self) } ?? 0
        var g = TableGeometry()
        g.tableHeader = tableHeaderView?.frame.height ?? 0
        g.tableFooter = tableFooterView?.frame.height ?? 0
        let uniform = uniformEstimate()
        for s in 0..<max(0, n) {
            let rows = ds?.tableView(self, numberOfRowsInSection: s) ?? 0
            var heights = RowHeights(count: rows, uniform: uniform)
            if estimatedRowHeight == 0 {
                // No estimates: every row's real height now, as UIKit asks for them all.
                for r in 0..<rows { heights.setHeight(r, realHeight(IndexPath(row: r, section: s), cell: nil)) }
            }
            g.sections.append(sectionGeometry(s, rows: heights))
        }
        g.restack()
        geometry = g
        updateContentSize()
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: currentGeometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// A row's real height: the delegate's, else `rowHeight`, else what the cell says it needs.
    func realHeight(_ ip: IndexPath, cell: UITableViewCell?) -> CGFloat {
        let h = delegate?.tableView(self, heightForRowAt: ip) ?? UITableView.automaticDimension
        if h >= 0 { return h }
        if rowHeight >= 0 { return rowHeight }
        guard let cell else { return UITableViewCell.minimumHeight }
        cell.tableView = self
        return cell.sizeThatFits(CGSize(width: cellWidth, height: 0)).height
    }

    // MARK: Geometry queries

    /// An inset grouped table's cards sit a margin in from the safe area; other tables' cells span the width.
    var cellInset: CGFloat { style == .insetGrouped ? (bounds.width >= 390 ? 20 : 16) : 0 }
    private var cardSafeArea: UIEdgeInsets {
        style == .insetGrouped && insetsContentViewsToSafeArea ? safeAreaInsetsForSubviews(lastSafeAreaInsets) : .zero
    }
    var cellX: CGFloat { cellInset + cardSafeArea.left }
    var cellWidth: CGFloat { bounds.width - 2 * cellInset - cardSafeArea.left - cardSafeArea.right }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
                guard currentGeometry.isValid(indexPath) else { return .zero }
        return CGRect(x: 0, y: currentGeometry.rowY(indexPath), width: bounds.width, height: currentGeometry.rowHeight(indexPath))
    }

    open func rect(forSection section: Int) -> CGRect {
                guard currentGeometry.sections.indices.contains(section) else { return .zero }
        let s = currentGeometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.height)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        let r = rect(forSection: section)
        guard currentGeometry.sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: currentGeometry.sections[section].headerTop, width: r.width, height: currentGeometry.sections[section].header)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        let r = rect(forSection: section)
        guard currentGeometry.sections.indices.contains(section) else { return .zero }
        let h = currentGeometry.sections[section].footer
        return CGRect(x: 0, y: r.maxY - h, width: r.width, height: h)
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
                guard point.x >= 0, point.x < bounds.width else { return nil }
        return currentGeometry.rows(from: point.y, to: point.y + 0.001).first
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        return currentGeometry.rows(from: rect.minY, to: rect.maxY)
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visible.keys.sorted().compactMap { visible[$0] }
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row is at the top, middle or bottom (or just visible, for `.none`).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard currentGeometry.isValid(indexPath) else {
            UIKitRuntime.fail("Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : -1)) when there are only \(currentGeometry.rowCount(indexPath.count == 2 ? indexPath.section : 0)) rows in section \(indexPath.count == 2 ? indexPath.section : 0).")
            return
        }
        let r = rectForRow(at: indexPath), i = adjustedContentInset, b = bounds
        var y: CGFloat
        switch scrollPosition {
        case .top:
            y = r.minY - i.top - stickyHeaderHeight(indexPath.section)
            // Above the first row there is only its section's header and the padding over it: the
            // table scrolls to its top (the padding is not scrolled away, nor a large title shrunk).
            if indexPath.section == 0 && indexPath.row == 0 && currentGeometry.tableHeader == 0 { y = -i.top }
        case .middle: y = r.midY - (b.height - i.top - i.bottom) / 2 - i.top
        case .bottom: y = r.maxY - b.height + i.bottom
        case .none:
            scrollRectToVisible(r, animated: animated)
            return
        }
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let ip = selected.min() else { return }
        scrollToRow(at: ip, at: scrollPosition, animated: animated)
    }

    private func stickyHeaderHeight(_ section: Int) -> CGFloat {
        style == .plain && currentGeometry.sections.indices.contains(section) ? currentGeometry.sections[section].header : 0
    }

    override func contentTouchLanded(_ touch: UITouch) -> Bool { swipeTouchLanded(touch) }

    /// A table cancels touches in its cells (controls included) once a drag turns into a scroll.
    open override func touchesShouldCancel(in view: UIView) -> Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload {
            forgetVisible()
            rebuildGeometry()
        }
        layoutTable()
    }
}
