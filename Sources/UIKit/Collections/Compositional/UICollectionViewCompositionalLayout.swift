import Foundation

/// A layout built from sections of groups of items, each sized absolutely, as a fraction of its
/// container, or estimated and measured by its cell — the layout of iOS 13+ apps (grids, lists, App
/// Store pages). A section repeats its group until its items are placed. Groups whose sizes do not
/// depend on their items are laid out once and placed arithmetically, so a section of a million items
/// costs no more to prepare than one of ten. The computing is in `+Sections`.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: SectionProvider?
    /// The layout's scrolling direction, spacing between sections, and global supplementary items.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    var sections: [CompositionalSection] = []
    var contentSize: CGSize = .zero
    var globalItems: [(NSCollectionLayoutBoundarySupplementaryItem, CGRect)] = []
    /// Whether the next `prepare` lays every section out again (data, size or description changed),
    /// or only moves sections after cells measured themselves.
    var needsFullCompute = true
    /// What the last full layout was for (a restack reuses them).
    var environmentUsed: NSCollectionLayoutEnvironment?
    var containerUsed: CGSize = .zero
    /// Where the sections start, after the layout's leading boundary items.
    var leadingGlobalExtent: CGFloat = 0
    /// The configuration of a layout made by `list(using:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// How far each orthogonal section's inner scroll view has moved.
    var orthogonalOffsets: [Int: CGFloat] = [:]

    public init(section: NSCollectionLayoutSection) {
        fixedSection = section
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        fixedSection = nil
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    var isVertical: Bool { configuration.scrollDirection == .vertical }

    func sectionDescription(_ index: Int, _ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        fixedSection ?? sectionProvider?(index, environment)
    }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        // Only self-sizing (items named) or a scroll past pinned headers (nothing named) keeps the sections.
        let partial = !context.invalidateEverything && !context.invalidateDataSourceCounts && context.invalidatedItemIndexPaths != nil
        if !partial { needsFullCompute = true }
        super.invalidateLayout(with: context)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let c = super.invalidationContext(forBoundsChange: newBounds)
        // A scroll only moves pinned items, which are placed when asked for.
        if let cv = collectionView, cv.bounds.size == newBounds.size { c.invalidateItems(at: []) }
        return c
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return cv.bounds.size != newBounds.size || sections.contains { $0.pins }
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell else { return false }
        return isVertical ? preferredAttributes.size.height != originalAttributes.size.height
            : preferredAttributes.size.width != originalAttributes.size.width
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let ip = originalAttributes.indexPath
        let length = isVertical ? preferredAttributes.size.height : preferredAttributes.size.width
        if sections.indices.contains(ip.section) { sections[ip.section].measure(item: ip.item, length: length) }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    // MARK: The layout

    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        if needsFullCompute {
            needsFullCompute = false
            compute(in: cv)
        } else {
            restack(in: cv)
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for (item, frame) in globalItems where frame.intersects(rect) {
            out.append(supplementary(item.elementKind, IndexPath(item: 0, section: 0), frame, zIndex: item.zIndex))
        }
        for s in sections.indices where sections[s].meets(rect, vertical: isVertical) || sections[s].pins {
            let found = sections[s].attributes(in: rect, section: s, layout: self)
            out += found
            // An orthogonal section's handler sees its visible items (and may change their transforms).
            if let handler = sections[s].description.visibleItemsInvalidationHandler, sections[s].orthogonal, let environment = environmentUsed {
                let offset = orthogonalOffsets[s] ?? 0
                handler(found.filter { $0.representedElementCategory == .cell }, isVertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset), environment)
            }
        }
        return out
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.item >= 0,
              indexPath.item < sections[indexPath.section].itemCount else { return nil }
        return sections[indexPath.section].itemAttributes(indexPath.item, section: indexPath.section, layout: self)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let (item, frame) = globalItems.first(where: { $0.0.elementKind == elementKind }), indexPath.section == 0, sections.isEmpty || indexPath.count < 2 {
            return supplementary(item.elementKind, indexPath, frame, zIndex: item.zIndex)
        }
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].boundaryAttributes(kind: elementKind, section: indexPath.section, layout: self)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].decorationAttributes(section: indexPath.section, layout: self).first { $0.representedElementKind == elementKind }
    }

    override var defaultBackgroundColor: UIColor? { listConfiguration?.background }

    override func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard sections.indices.contains(indexPath.section), let list = sections[indexPath.section].description.listConfiguration,
              let provider = leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider else { return nil }
        return provider(indexPath)
    }

    override func orthogonalSections() -> [OrthogonalSectionGeometry] {
        sections.indices.compactMap { sections[$0].orthogonalGeometry(section: $0, across: isVertical ? containerUsed.width : containerUsed.height) }
    }

    override func orthogonalOffsetChanged(_ offset: CGFloat, section: Int) { orthogonalOffsets[section] = offset }

    override func orthogonalOffset(section: Int) -> CGFloat { orthogonalOffsets[section] ?? 0 }

    func makeAttributes() -> UICollectionViewLayoutAttributes {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self).init()
    }

    func supplementary(_ kind: String, _ ip: IndexPath, _ frame: CGRect, zIndex: Int) -> UICollectionViewLayoutAttributes {
        let a = makeAttributes()
        a.setElement(.supplementaryView, kind: kind, indexPath: ip)
        a.frame = frame
        a.zIndex = zIndex
        return a
    }
}
