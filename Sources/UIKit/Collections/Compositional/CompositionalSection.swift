import Foundation

/// One section of a compositional layout, laid out: its group laid out once (the template: every leaf
/// item's frame in a full group), the groups' lengths along the direction they stack (a Fenwick tree
/// over a uniform length, so measured groups cost only themselves), and its boundary and decoration items.
@MainActor struct CompositionalSection {
    let description: NSCollectionLayoutSection
    let itemCount: Int
    /// The layout scrolls vertically.
    let vertical: Bool
    /// The groups stack across the layout's direction (an orthogonally scrolling section).
    let orthogonal: Bool
    var template: [CGRect] = []
    var templateExtent: CGFloat = 0
    var groups = RowHeights(count: 0, uniform: 0)
    /// Where the first group starts.
    var origin: CGPoint = .zero
    /// The section's span along the layout's direction, and where its groups end.
    var start: CGFloat = 0
    var end: CGFloat = 0
    var groupsEnd: CGFloat = 0
    var rect: CGRect = .zero
    var boundary: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect, leading: Bool)] = []
    /// Lengths cells measured (estimated dimensions), by item; NaN where none yet. Made on the first
    /// measurement, so a section of a million items costs one array however far it scrolls.
    var measuredLengths: [CGFloat] = []
    var estimated = false
    /// The group has been laid out (a later layout may keep it).
    var laidOut = false
    /// The screen's scale: frames land on its pixels.
    var scale: CGFloat = 1

    var perGroup: Int { max(1, template.count) }
    var groupCount: Int { template.isEmpty ? 0 : (itemCount + perGroup - 1) / perGroup }
    var pins: Bool { boundary.contains { $0.item.pinToVisibleBounds } }

    init(description: NSCollectionLayoutSection, itemCount: Int, vertical: Bool) {
        self.description = description
        self.itemCount = itemCount
        self.vertical = vertical
        orthogonal = description.orthogonalScrollingBehavior != .none
    }

    // MARK: Laying the section out

    /// Lays the section out from `start` along the layout's direction, in a container of `container`.
    /// `keepingGroups`: the group and the groups' lengths stay (after cells measured some).
    mutating func layout(from start: CGFloat, container: CGSize, environment: NSCollectionLayoutEnvironment, keepingGroups: Bool = false) {
        self.start = start
        let insets = description.contentInsets
        let across = vertical ? container.width : container.height
        let contentAcross = max(0, across - (vertical ? insets.leading + insets.trailing : insets.top + insets.bottom))
        let content = vertical ? CGSize(width: contentAcross, height: container.height) : CGSize(width: container.width, height: contentAcross)
        // The group, laid out once.
        if !keepingGroups {
            let groupSize = description.group.layoutSize.resolve(in: content)
            template = CompositionalSection.frames(of: description.group, size: groupSize, environment: environment)
            estimated = vertical ? description.group.layoutSize.heightDimension.isEstimated : description.group.layoutSize.widthDimension.isEstimated
            templateExtent = vertical != orthogonal ? groupSize.height : groupSize.width
            groups = RowHeights(count: groupCount, uniform: templateExtent + description.interGroupSpacing)
        }
        // Boundary items before the groups.
        var cursor = start
        let supplementaryContainer = description.supplementariesFollowContentInsets ? content : container
        let supplementaryLead = description.supplementariesFollowContentInsets ? (vertical ? insets.leading : insets.top) : 0
        boundary = []
        for item in description.boundarySupplementaryItems where isLeading(item.alignment) {
            let size = item.layoutSize.resolve(in: supplementaryContainer)
            boundary.append((item, place(size, at: cursor, lead: supplementaryLead, across: vertical ? supplementaryContainer.width : supplementaryContainer.height, alignment: item.alignment), true))
        }
        cursor += boundary.filter { $0.item.extendsBoundary }.map { vertical ? $0.frame.height : $0.frame.width }.max() ?? 0
        cursor += vertical ? insets.top : insets.leading
        origin = vertical ? CGPoint(x: insets.leading, y: cursor) : CGPoint(x: cursor, y: insets.top)
        groupsEnd = cursor + groupsLength
        cursor = groupsEnd + (vertical ? insets.bottom : insets.trailing)
        let trailingStart = cursor
        for item in description.boundarySupplementaryItems where isTrailing(item.alignment) {
            let size = item.layoutSize.resolve(in: supplementaryContainer)
            boundary.append((item, place(size, at: trailingStart, lead: supplementaryLead, across: vertical ? supplementaryContainer.width : supplementaryContainer.height, alignment: item.alignment), false))
        }
        cursor += boundary.filter { !$0.leading && $0.item.extendsBoundary }.map { vertical ? $0.frame.height : $0.frame.width }.max() ?? 0
        end = cursor
        laidOut = true
        rect = vertical ? CGRect(x: 0, y: start, width: across, height: end - start) : CGRect(x: start, y: 0, width: end - start, height: across)
    }

    /// The groups' length along the layout's direction.
    var groupsLength: CGFloat {
        guard groupCount > 0 else { return 0 }
        if orthogonal { return templateExtentAcross }
        return groups.total - description.interGroupSpacing
    }

    /// An orthogonal section is as long as its group is (along the layout's direction).
    private var templateExtentAcross: CGFloat {
        let maxEdge = template.map { vertical ? $0.maxY : $0.maxX }.max() ?? 0
        return max(maxEdge, 0)
    }

    private func isLeading(_ a: NSRectAlignment) -> Bool {
        vertical ? [.top, .topLeading, .topTrailing].contains(a) : [.leading, .topLeading, .bottomLeading].contains(a)
    }

    private func isTrailing(_ a: NSRectAlignment) -> Bool {
        vertical ? [.bottom, .bottomLeading, .bottomTrailing].contains(a) : [.trailing, .topTrailing, .bottomTrailing].contains(a)
    }

    /// A boundary item's frame: at `position` along the layout's direction, aligned across it.
    private func place(_ size: CGSize, at position: CGFloat, lead: CGFloat, across: CGFloat, alignment: NSRectAlignment) -> CGRect {
        let length = vertical ? size.width : size.height
        var offset = lead + (across - length) / 2
        if vertical ? [.topLeading, .bottomLeading].contains(alignment) : [.topLeading, .topTrailing].contains(alignment) { offset = lead }
        if vertical ? [.topTrailing, .bottomTrailing].contains(alignment) : [.bottomLeading, .bottomTrailing].contains(alignment) { offset = lead + across - length }
        return vertical ? CGRect(x: offset, y: position, width: size.width, height: size.height)
            : CGRect(x: position, y: offset, width: size.width, height: size.height)
    }

    /// A cell measured its length (along the layout's direction): its group grows or shrinks to the
    /// longest of its items.
    mutating func measure(item: Int, length: CGFloat) {
        guard estimated, !orthogonal, item < itemCount else { return }
        if measuredLengths.isEmpty { measuredLengths = Array(repeating: .nan, count: itemCount) }
        measuredLengths[item] = length
        let g = item / perGroup
        var extent: CGFloat = 0
        for k in 0..<perGroup {
            let i = g * perGroup + k
            guard i < itemCount else { break }
            let slot = template[k]
            let lead = vertical ? slot.minY : slot.minX, own = vertical ? slot.height : slot.width
            let trail = templateExtent - (vertical ? slot.maxY : slot.maxX)
            extent = max(extent, lead + (measured(i) ?? own) + trail)
        }
        groups.setHeight(g, extent + description.interGroupSpacing)
    }

    func measured(_ i: Int) -> CGFloat? {
        guard !measuredLengths.isEmpty, !measuredLengths[i].isNaN else { return nil }
        return measuredLengths[i]
    }

    // MARK: Frames

    func itemFrame(_ i: Int) -> CGRect {
        let g = i / perGroup, k = i % perGroup
        let offset = groups.offset(g)
        let stackVertically = vertical != orthogonal
        var f = template[k].offsetBy(dx: origin.x + (stackVertically ? 0 : offset), dy: origin.y + (stackVertically ? offset : 0))
        if let length = measured(i) {
            if vertical { f.size.height = length } else { f.size.width = length }
        }
        // Each edge on the nearest pixel, so neighbours stay adjacent.
        func px(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let x = px(f.minX), y = px(f.minY)
        return CGRect(x: x, y: y, width: px(f.maxX) - x, height: px(f.maxY) - y)
    }

    func meets(_ r: CGRect, vertical: Bool) -> Bool {
        vertical ? rect.minY < r.maxY && rect.maxY > r.minY : rect.minX < r.maxX && rect.maxX > r.minX
    }

    /// The items whose groups meet `r` (an orthogonal section's, scrolled by `offset` across).
    func items(in visible: CGRect, offset: CGFloat = 0) -> [Int] {
        guard groupCount > 0 else { return [] }
        let r = orthogonal ? visible.offsetBy(dx: vertical ? offset : 0, dy: vertical ? 0 : offset) : visible
        let stackVertically = vertical != orthogonal
        let lo = (stackVertically ? r.minY - origin.y : r.minX - origin.x)
        let hi = (stackVertically ? r.maxY - origin.y : r.maxX - origin.x)
        var out: [Int] = []
        var g = groups.index(at: max(0, lo))
        while g < groupCount, groups.offset(g) < hi {
            for k in 0..<perGroup {
                let i = g * perGroup + k
                guard i < itemCount else { break }
                if itemFrame(i).intersects(r) { out.append(i) }
            }
            g += 1
        }
        return out
    }

    /// Where the collection view hosts this section's inner scroll view, if it scrolls on its own.
    func orthogonalGeometry(section s: Int, across: CGFloat) -> OrthogonalSectionGeometry? {
        guard orthogonal, groupCount > 0 else { return nil }
        let insets = description.contentInsets
        let lead = vertical ? insets.leading : insets.top, trail = vertical ? insets.trailing : insets.bottom
        let spacing = description.interGroupSpacing
        let length = lead + CGFloat(groupCount) * (templateExtent + spacing) - spacing + trail
        let depth = groupsLength
        let frame = vertical ? CGRect(x: 0, y: origin.y, width: across, height: depth) : CGRect(x: origin.x, y: 0, width: depth, height: across)
        return OrthogonalSectionGeometry(section: s, frame: frame, contentLength: length, behavior: description.orthogonalScrollingBehavior,
                                         leadingInset: lead, groupLength: templateExtent, pitch: templateExtent + spacing,
                                         groupCount: groupCount, vertical: vertical)
    }

    // MARK: Attributes

    @MainActor func itemAttributes(_ i: Int, section s: Int, layout: UICollectionViewCompositionalLayout) -> UICollectionViewLayoutAttributes {
        let a = layout.makeAttributes()
        a.indexPath = IndexPath(item: i, section: s)
        a.frame = itemFrame(i)
        if estimated && !orthogonal && measured(i) == nil { a.selfSizing = vertical ? (false, true) : (true, false) }
        if let list = description.listConfiguration {
            // With `.firstItemInSection` the first item is the section's header: styled as one, with
            // no separator, and the row after it starts the section.
            let header = list.headerMode == .firstItemInSection && i == 0
            let firstRow = list.headerMode == .firstItemInSection ? 1 : 0
            a.listPlacement = ListPlacement(appearance: list.appearance, showsSeparators: list.showsSeparators && !header,
                                            first: i == firstRow, last: i == itemCount - 1 && !header,
                                            element: header ? .header : .item)
        }
        return a
    }

    @MainActor func attributes(in r: CGRect, section s: Int, layout: UICollectionViewCompositionalLayout) -> [UICollectionViewLayoutAttributes] {
        var out = decorationAttributes(section: s, layout: layout).filter { $0.frame.intersects(r) }
        out += items(in: r, offset: layout.orthogonalOffset(section: s)).map { itemAttributes($0, section: s, layout: layout) }
        for b in boundary {
            let a = boundaryAttributes(b, section: s, layout: layout)
            if a.frame.intersects(r) { out.append(a) }
        }
        return out
    }

    @MainActor func boundaryAttributes(kind: String, section s: Int, layout: UICollectionViewCompositionalLayout) -> UICollectionViewLayoutAttributes? {
        boundary.first { $0.item.elementKind == kind }.map { boundaryAttributes($0, section: s, layout: layout) }
    }

    /// A boundary item's attributes; pinned, it stays in the visible bounds while its section shows.
    @MainActor private func boundaryAttributes(_ b: (item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect, leading: Bool),
                                               section s: Int, layout: UICollectionViewCompositionalLayout) -> UICollectionViewLayoutAttributes {
        var f = b.frame
        if b.item.pinToVisibleBounds, let cv = layout.collectionView {
            let bounds = cv.bounds, i = cv.adjustedContentInset
            let visibleStart = vertical ? bounds.minY + i.top : bounds.minX + i.left
            let visibleEnd = vertical ? bounds.maxY - i.bottom : bounds.maxX - i.right
            let length = vertical ? f.height : f.width
            let position = vertical ? f.minY : f.minX
            let pinned = b.leading ? min(max(position, visibleStart), end - length) : max(min(position, visibleEnd - length), start)
            if vertical { f.origin.y = pinned } else { f.origin.x = pinned }
        }
        let a = layout.supplementary(b.item.elementKind, IndexPath(item: 0, section: s), f, zIndex: b.item.pinToVisibleBounds ? max(b.item.zIndex, 1024) : b.item.zIndex)
        if let list = description.listConfiguration {
            let kind = b.item.elementKind
            let element: ListPlacement.Element? = kind == UICollectionView.elementKindSectionHeader ? .header
                : kind == UICollectionView.elementKindSectionFooter ? .footer : nil
            if let element {
                a.listPlacement = ListPlacement(appearance: list.appearance, showsSeparators: false, first: false, last: false, element: element)
            }
        }
        return a
    }

    @MainActor func decorationAttributes(section s: Int, layout: UICollectionViewCompositionalLayout) -> [UICollectionViewLayoutAttributes] {
        description.decorationItems.map { item in
            let a = layout.makeAttributes()
            a.setElement(.decorationView, kind: item.elementKind, indexPath: IndexPath(item: 0, section: s))
            let inset = item.contentInsets
            a.frame = CGRect(x: rect.minX + inset.leading, y: rect.minY + inset.top,
                             width: max(0, rect.width - inset.leading - inset.trailing), height: max(0, rect.height - inset.top - inset.bottom))
            a.zIndex = item.zIndex
            return a
        }
    }
}
