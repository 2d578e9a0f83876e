import Foundation
import QuartzCore

/// Items in sections, placed by a layout object (`UICollectionViewFlowLayout`, a compositional layout,
/// or an app's own), with only the visible elements' views alive: they leave into reuse pools as they
/// scroll away and come back for new elements. Tiling is in `UICollectionView+Tiling.swift`, selection
/// in `+Selection`, registration and dequeueing in `+Reuse`.
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .collectionView
        a.containerType = .list
        return a
    }

    /// What an element of a collection view is.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Which way a layout scrolls.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// The kinds of a flow layout's (and a compositional layout's) section headers and footers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    static let cellKind = "UICollectionElementKindCell"

    /// The layout; setting it lays everything out again (without animation).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            adoptLayoutBackground(replacing: oldValue)
            collectionViewLayout.invalidateLayout()
        }
    }

    /// A list layout brings its background (a grouped list's grey) unless the app chose another.
    func adoptLayoutBackground(replacing old: UICollectionViewLayout?) {
        guard let wanted = collectionViewLayout.defaultBackgroundColor else { return }
        let current = backgroundColor
        if current == nil || current == .systemBackground || current == old?.defaultBackgroundColor { backgroundColor = wanted }
    }

    open weak var dataSource: UICollectionViewDataSource? { didSet { setNeedsReload() } }
    /// The collection view's delegate (also its scroll view delegate, and a flow layout's delegate).
    open weak var delegate: UICollectionViewDelegate? {
        didSet {
            scrollDelegate = delegate
            collectionViewLayout.invalidateLayout()
        }
    }
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? { didSet { setNeedsLayout() } }
    open var isPrefetchingEnabled = true { didSet { setNeedsLayout() } }

    /// Behind every element, filling the collection view's bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the items are being edited (lists show their editing accessories).
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            if !isEditing && !allowsMultipleSelection { for ip in selected.dropFirst() { deselectItem(at: ip, animated: false) } }
            for cell in visibleCellViews { cell.setNeedsUpdateConfiguration(); cell.setNeedsLayout() }
        }
    }

    // The data as last counted (the layout reads the counts through the collection view).
    var itemCounts: [Int] = []
    var needsReload = true
    /// The views on screen, by element, and the attributes they were given.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    var lastAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    var pools: [String: [UICollectionReusableView]] = [:]
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// Views made from a nib or a storyboard's prototype, by pool key.
    var viewMakers: [String: () -> UICollectionReusableView?] = [:]
    var registeredCellHandlers: Set<String> = []
    var selected: [IndexPath] = []
    var highlightedCell: UICollectionViewCell?
    /// Elements leaving in an update's animation, recycled when it ends.
    var dying: [UICollectionReusableView] = []
    var updates: ListUpdateBatch?
    var updateDepth = 0
    /// The size the layout was last prepared for.
    var preparedSize: CGSize?
    /// A zIndex changed: subviews are put in order again.
    var needsZOrder = false
    /// The item being dragged to a new place, if any.
    var interactiveMove: InteractiveMove?
    /// The long press a collection view controller installs for moving items.
    var movementPress: UILongPressGestureRecognizer?
    /// The inner scroll views of sections that scroll on their own, by section.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// The items the prefetch data source was told of and that have not shown yet.
    var prefetched: Set<IndexPath> = []
    /// Where the bounds were at the last prefetch (nil: not yet scrolled, so ahead is forward).
    var lastPrefetchOrigin: CGPoint?
    var prefetchBackward = false
    /// The cell `reconfigureItems(at:)` is asking the data source about: dequeueing gives it back.
    var reconfiguring: UICollectionViewCell?
    /// The attributes of the element the data source is being asked for (dequeueing applies them).
    var attributesBeingDequeued: UICollectionViewLayoutAttributes?
    /// Swiping list rows open on their actions.
    private(set) lazy var swiper = RowSwipeController(host: self)
    /// Where items are dragged from (iOS 11); setting it lets a long press lift items.
    open weak var dragDelegate: UICollectionViewDragDelegate? { didSet { _ = dragAndDrop } }
    /// What takes drops on the collection view (iOS 11).
    open weak var dropDelegate: UICollectionViewDropDelegate? { didSet { _ = dragAndDrop } }
    /// How soon items make room for a drag passing over them.
    open var reorderingCadence: ReorderingCadence = .immediate
    /// Whether a long press lifts items for a drag: true on iPad and false on iPhone by default, as on iOS.
    open var dragInteractionEnabled: Bool {
        get { dragAndDrop.isEnabled }
        set { dragAndDrop.isEnabled = newValue }
    }

    /// The items' drag and drop, made when a drag or drop delegate is first set.
    private(set) lazy var dragAndDrop = ListDragAndDrop(list: self, host: dragAndDropHost())
    /// The two-finger pan that selects items as it crosses them.
    private(set) lazy var multipleSelectionPan = MultipleSelectionPan.install(on: self, host: MultipleSelectionPan.Host(
        indexPath: { [unowned self] in indexPathForItem(at: $0) },
        shouldBegin: { [unowned self] ip in delegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: ip) ?? false },
        didBegin: { [unowned self] ip in delegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: ip) },
        isSelected: { [unowned self] ip in selected.contains(ip) },
        select: { [unowned self] ip in if allowsMultipleSelectionNow { userSelect(ip) } },
        didEnd: { [unowned self] in delegate?.collectionViewDidEndMultipleSelectionInteraction(self) }))
    /// The items' context menus, asked of the delegate.
    private(set) lazy var contextMenus = ListContextMenus.install(on: self, host: ListContextMenus.Host(
        configuration: { [unowned self] p in
            guard let ip = indexPathForItem(at: p), let cell = cellForItem(at: ip), let delegate else { return nil }
            guard let c = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [ip], point: p) else {
                // No context menu: the item's edit menu, if the delegate shows one.
                if delegate.collectionView(self, shouldShowMenuForItemAt: ip) {
                    let sender = UIMenuController.shared
                    ListEditMenu.show(over: cell, canPerform: { [unowned self] in delegate.collectionView(self, canPerformAction: $0, forItemAt: ip, withSender: sender) },
                                      perform: { [weak self] in if let self { delegate.collectionView(self, performAction: $0, forItemAt: ip, withSender: sender) } })
                }
                return nil
            }
            cellTouchCancelled(cell)
            return (c, cell)
        },
        preview: { [unowned self] c in delegate?.collectionView(self, previewForHighlightingContextMenuWithConfiguration: c) },
        dismissPreview: { [unowned self] c in delegate?.collectionView(self, previewForDismissingContextMenuWithConfiguration: c) },
        commit: { [unowned self] c, a in delegate?.collectionView(self, willPerformPreviewActionForMenuWith: c, animator: a) },
        willDisplay: { _, _ in },
        willEnd: { [unowned self] c, a in delegate?.collectionView(self, willEndContextMenuInteraction: c, animator: a) }))

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        setUpCollectionView()
        adoptLayoutBackground(replacing: nil)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = (coder.object("collectionViewLayout") as? UICollectionViewLayout) ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        setUpCollectionView()
        decodeScrollView(from: coder) // what the file says wins over the set-up's touch delay
        decodeCollectionView(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeCollectionView(from: coder)
    }

    /// A touch on the list while a row is open on its swipe actions closes it.
    override func contentTouchLanded(_ touch: UITouch) -> Bool { swiper.touchLanded(touch) }

    private func setUpCollectionView() {
        if backgroundColor == nil { backgroundColor = .systemBackground }
        delaysContentTouches = true
        _ = swiper
        _ = contextMenus
        _ = multipleSelectionPan
    }

    /// Installs a new layout; animated, the elements glide to their new places.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layout !== collectionViewLayout else { completion?(true); return }
        let old = collectionViewLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let before = animated ? Dictionary(uniqueKeysWithValues: visibleViews.map { ($0.key, $0.value.frame) }) : [:]
        collectionViewLayout = layout
        for v in visibleViews.values { v.willTransition(from: old, to: layout) }
        UIView.performWithoutAnimation { layoutIfNeeded() }
        let finish = { (done: Bool) in
            for v in self.visibleViews.values { v.didTransition(from: old, to: layout) }
            layout.finalizeLayoutTransition()
            completion?(done)
        }
        guard animated, window != nil else { return finish(true) }
        var finals: [(UIView, CGRect)] = []
        UIView.performWithoutAnimation {
            for (key, v) in visibleViews {
                guard let from = before[key] else { continue }
                finals.append((v, v.frame))
                v.frame = from
            }
        }
        UIView.animate(withDuration: 0.3, animations: { for (v, f) in finals { v.frame = f } }, completion: finish)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    // MARK: Item and section updates, in the class body where apps override them (the work is in
    // UICollectionView+Updates)

    /// Runs `updates` (the model's changes and the matching insert, delete, move and reload calls) as
    /// one animated batch; `completion` runs when its animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        openBatch()
        updates?()
        if let completion { self.updates?.completions.append(completion) }
        closeBatch()
    }

    open func insertItems(at indexPaths: [IndexPath]) { batch { for ip in indexPaths { $0.insertedRows[ip] = .automatic } } }
    open func deleteItems(at indexPaths: [IndexPath]) { batch { for ip in indexPaths { $0.deletedRows[ip] = .automatic } } }
    open func reloadItems(at indexPaths: [IndexPath]) { batch { for ip in indexPaths { $0.reloadedRows[ip] = .automatic } } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { batch { $0.movedRows.append((indexPath, newIndexPath)) } }
    open func insertSections(_ sections: IndexSet) { batch { for s in sections { $0.insertedSections[s] = .automatic } } }
    open func deleteSections(_ sections: IndexSet) { batch { for s in sections { $0.deletedSections[s] = .automatic } } }
    open func reloadSections(_ sections: IndexSet) { batch { for s in sections { $0.reloadedSections[s] = .automatic } } }
    open func moveSection(_ section: Int, toSection newSection: Int) { batch { $0.movedSections.append((section, newSection)) } }

    /// Asks the data source again for the visible items' cells, which it configures in place: the
    /// dequeue for such an item gives back its own cell, without `prepareForReuse`.
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }

    // MARK: Registration, dequeueing, selection and movement, in the class body where apps override
    // them (the work is in UICollectionView+Reuse, +Selection and +InteractiveMovement)

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { registerCell(cellClass, identifier) }
    /// Cells for `identifier` come from `nib`, whose one top-level object is the cell.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { registerCell(nib, identifier) }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registerSupplementary(viewClass, elementKind, identifier)
    }
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerSupplementary(nib, kind, identifier)
    }

    /// A cell for the item: from the pool for `identifier` (after `prepareForReuse`), or a new one of the
    /// registered class or nib. An unregistered identifier is UIKit's exception.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { dequeueCell(identifier) }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueSupplementary(elementKind, identifier)
    }

    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }
    /// Selects an item without telling the delegate, scrolling it where `scrollPosition` says; nil deselects all.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects an item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { deselect(indexPath, animated: animated) }

    /// Starts moving the item (false when the data source does not let it move).
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMove(indexPath) }
    /// The moving item's centre goes to `targetPosition`; the others make room where it would land.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMove(targetPosition) }
    /// The item drops where it is; the data source moves it in the model.
    open func endInteractiveMovement() { endMove() }
    /// The item goes back where it came from.
    open func cancelInteractiveMovement() { cancelMove() }

    // MARK: Bounds changes ask the layout

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds { boundsWillChange(to: newValue) }
            super.bounds = newValue
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let b = super.bounds
            if newValue.size != b.size { boundsWillChange(to: CGRect(origin: b.origin, size: newValue.size)) }
            super.frame = newValue
        }
    }

    private func boundsWillChange(to newBounds: CGRect) {
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    /// The layout said it is out of date.
    func layoutInvalidated() { setNeedsLayout() }

    // MARK: Data

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Items are measured again at the new text size, as iOS's collection views reload when it changes.
    override func contentSizeCategoryDidChange() {
        if dataSource != nil {
            collectionViewLayout.invalidateLayout()
            reloadData()
        }
    }

    /// Forgets every element and asks the data source again; visible views go back to their pools.
    open func reloadData() {
        for (key, v) in visibleViews { recycle(v, key) }
        visibleViews = [:]
        lastAttributes = [:]
        selected = []
        prefetched = []
        lastPrefetchOrigin = nil
        recount()
        let c = collectionViewLayout.makeContext()
        c.invalidateEverything = true
        c.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: c)
    }

    func recount() {
        needsReload = false
        let ds = dataSource
        let n = max(0, ds.map { $0.numberOfSections(in: self) } ?? 0)
        itemCounts = (0..<n).map { max(0, shownItemCount($0)) }
    }

    open var numberOfSections: Int {
        if needsReload { reloadData() }
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        if needsReload { reloadData() }
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func isValidItem(_ ip: IndexPath) -> Bool {
        ip.count == 2 && itemCounts.indices.contains(ip.section) && ip.item >= 0 && ip.item < itemCounts[ip.section]
    }

    // MARK: Queries

    /// The layout's attributes for an item (after laying out if the layout is out of date).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item under `point` (in the collection view's coordinates), the frontmost if several overlap.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
    }

    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        visibleViews.first { $0.value === supplementaryView && $0.key.category == .supplementaryView }?.key.indexPath
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleViews[CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)] as? UICollectionViewCell
    }

    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    var visibleCellViews: [UICollectionViewCell] {
        visibleViews.compactMap { $0.key.category == .cell ? $0.value as? UICollectionViewCell : nil }
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Scrolls so the item sits where `scrollPosition` says (one vertical and one horizontal option at most).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard isValidItem(indexPath), let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
            UIKitRuntime.fail("Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.count == 2 ? indexPath.item : -1)) when there are only \(numberOfItems(inSection: indexPath.count == 2 ? indexPath.section : 0)) items in section \(indexPath.count == 2 ? indexPath.section : 0).")
            return
        }
        let r = a.frame, i = adjustedContentInset, b = bounds
        var o = contentOffset
        if scrollPosition.contains(.top) { o.y = r.minY - i.top }
        else if scrollPosition.contains(.centeredVertically) { o.y = r.midY - (b.height - i.top - i.bottom) / 2 - i.top }
        else if scrollPosition.contains(.bottom) { o.y = r.maxY - b.height + i.bottom }
        if scrollPosition.contains(.left) { o.x = r.minX - i.left }
        else if scrollPosition.contains(.centeredHorizontally) { o.x = r.midX - (b.width - i.left - i.right) / 2 - i.left }
        else if scrollPosition.contains(.right) { o.x = r.maxX - b.width + i.right }
        if scrollPosition.isEmpty {
            scrollRectToVisible(r, animated: animated)
            return
        }
        setContentOffset(clampedOffset(o), animated: animated)
    }

    /// A collection view cancels touches in its cells (controls included) once a drag turns into a scroll.
    open override func touchesShouldCancel(in view: UIView) -> Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCollection()
    }
}
