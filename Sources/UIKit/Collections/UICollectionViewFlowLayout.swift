import Foundation

/// Items in lines: a line fills across the collection view, then the next line starts, section after
/// section, each with its header and footer. Lines are justified as iOS justifies them (extra space
/// goes between the items; a line of one item is centred; the last line keeps the grid of uniform
/// items or, with sizes from the delegate, packs to the leading edge). Scrolls vertically (lines are
/// rows) or horizontally (lines are columns). The computing is in `UICollectionViewFlowLayout+Lines.swift`.
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where section insets count from.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// As `estimatedItemSize`: the cells size themselves, starting from `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: cells size themselves (Auto Layout or their content configuration), starting from this.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            measured = [:]
            invalidateLayout()
        }
    }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Headers stay at the top of the visible bounds while their section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Set by the delegate protocol's default `sizeForItemAt`: the sizes are the uniform `itemSize`.
    var delegateSizesAreDefault = false
    /// Where everything is, section by section, from the last full `prepare`.
    var sections: [FlowSection] = []
    var contentSize: CGSize = .zero
    /// The sizes self-sizing cells asked for.
    var measured: [IndexPath: CGSize] = [:]
    private var needsCompute = true

    public override init() { super.init() }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeFlowLayout(from: coder)
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts || flow?.invalidateFlowLayoutAttributes ?? true
            || flow?.invalidateFlowLayoutDelegateMetrics ?? true || context.invalidatedItemIndexPaths != nil {
            needsCompute = true
        }
        if context.invalidateDataSourceCounts { measured = [:] }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return cv.bounds.size != newBounds.size || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let c = UICollectionViewFlowLayoutInvalidationContext()
        let resized = collectionView.map { $0.bounds.size != newBounds.size } ?? true
        // A scroll only moves pinned headers, which are placed when asked for.
        c.invalidateFlowLayoutAttributes = resized
        c.invalidateFlowLayoutDelegateMetrics = resized
        return c
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell else { return false }
        return preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        measured[originalAttributes.indexPath] = preferredAttributes.size
        let c = UICollectionViewFlowLayoutInvalidationContext()
        c.invalidateItems(at: [originalAttributes.indexPath])
        return c
    }

    // MARK: The layout

    open override func prepare() {
        super.prepare()
        guard needsCompute, let cv = collectionView else { return }
        needsCompute = false
        compute(in: cv)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for s in sections.indices {
            let sec = sections[s]
            guard sec.extent(vertical: isVertical).intersects(rect) || pins(s) else { continue }
            if let h = headerAttributes(s), h.frame.intersects(rect) { out.append(h) }
            for i in sec.items(in: rect, vertical: isVertical) { out.append(itemAttributes(IndexPath(item: i, section: s))) }
            if let f = footerAttributes(s), f.frame.intersects(rect) { out.append(f) }
        }
        return out
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].frames.indices.contains(indexPath.item) else { return nil }
        return itemAttributes(indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(indexPath.section)
        default: return nil
        }
    }

    var isVertical: Bool { scrollDirection == .vertical }

    func makeAttributes() -> UICollectionViewLayoutAttributes {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self).init()
    }

    private func itemAttributes(_ ip: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = makeAttributes()
        a.indexPath = ip
        a.frame = sections[ip.section].frames[ip.item]
        if estimatedItemSize != .zero && measured[ip] == nil { a.selfSizing = (true, true) }
        return a
    }

    private func pins(_ s: Int) -> Bool {
        (sectionHeadersPinToVisibleBounds && sections[s].header != nil) || (sectionFootersPinToVisibleBounds && sections[s].footer != nil)
    }
}
