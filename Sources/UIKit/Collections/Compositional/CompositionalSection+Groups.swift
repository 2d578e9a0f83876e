import Foundation

extension CompositionalSection {
    /// Every leaf item's frame in one full group of `size`, relative to the group's origin: a row or
    /// a column repeats its subitems while they fit (or fits exactly `count`), spaced by the group's
    /// inter-item spacing and each item's edge spacing (flexible spacings share what is left); nested
    /// groups are laid out the same way inside their slot; items are inset by their content insets.
    @MainActor static func frames(of group: NSCollectionLayoutGroup, size: CGSize, environment: NSCollectionLayoutEnvironment) -> [CGRect] {
        if group.arrangement == .custom {
            // A custom group's provider lays out inside the group: its container is the group's size.
            let inGroup = CompositionalEnvironment(container: CompositionalContainer(contentSize: size, contentInsets: .zero),
                                                   traitCollection: environment.traitCollection)
            return (group.itemProvider?(inGroup) ?? []).map(\.frame)
        }
        let horizontal = group.arrangement == .horizontal
        let along = horizontal ? size.width : size.height
        let gap = group.interItemSpacing?.spacing ?? 0
        // The slots: which item, at what size.
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = group.count, let sub = group.subitems.first {
            let each = max(0, (along - CGFloat(count - 1) * gap) / CGFloat(count))
            let other = sub.layoutSize.resolve(in: size)
            slots = Array(repeating: (sub, horizontal ? CGSize(width: each, height: other.height) : CGSize(width: other.width, height: each)), count: count)
        } else if !group.subitems.isEmpty {
            var used: CGFloat = 0
            var i = 0
            while slots.count < 10_000 {
                let sub = group.subitems[i % group.subitems.count]
                let s = sub.layoutSize.resolve(in: size)
                let length = horizontal ? s.width : s.height
                let edges = fixedEdges(sub, horizontal: horizontal)
                let add = length + edges.lead + edges.trail + (slots.isEmpty ? 0 : gap)
                if !slots.isEmpty && used + add > along + 0.001 { break }
                slots.append((sub, s))
                used += add
                i += 1
                if length + edges.lead + edges.trail <= 0 { break }
            }
        }
        // Flexible spacings (between items, and flexible edges) share the leftover.
        let fixedTotal = slots.enumerated().reduce(CGFloat(0)) { sum, e in
            let edges = fixedEdges(e.element.item, horizontal: horizontal)
            return sum + (horizontal ? e.element.size.width : e.element.size.height) + edges.lead + edges.trail + (e.offset > 0 ? gap : 0)
        }
        let flexibleGaps = group.interItemSpacing?.isFlexibleSpacing == true ? max(0, slots.count - 1) : 0
        let flexibleEdges = slots.reduce(0) { $0 + flexibleEdgeCount($1.item, horizontal: horizontal) }
        let share = flexibleGaps + flexibleEdges > 0 ? max(0, along - fixedTotal) / CGFloat(flexibleGaps + flexibleEdges) : 0
        var out: [CGRect] = []
        var cursor: CGFloat = 0
        for (n, slot) in slots.enumerated() {
            if n > 0 { cursor += gap + (flexibleGaps > 0 ? share : 0) }
            let e = slot.item.edgeSpacing
            let leadSpacing = horizontal ? e?.leading : e?.top
            let trailSpacing = horizontal ? e?.trailing : e?.bottom
            let acrossSpacing = horizontal ? e?.top : e?.leading
            cursor += (leadSpacing?.spacing ?? 0) + (leadSpacing?.isFlexibleSpacing == true ? share : 0)
            let acrossOffset = acrossSpacing?.spacing ?? 0
            let origin = horizontal ? CGPoint(x: cursor, y: acrossOffset) : CGPoint(x: acrossOffset, y: cursor)
            let slotRect = CGRect(origin: origin, size: slot.size)
            if let sub = slot.item as? NSCollectionLayoutGroup {
                out += frames(of: sub, size: slot.size, environment: environment).map { $0.offsetBy(dx: slotRect.minX, dy: slotRect.minY) }
            } else {
                let i = slot.item.contentInsets
                out.append(CGRect(x: slotRect.minX + i.leading, y: slotRect.minY + i.top,
                                  width: max(0, slotRect.width - i.leading - i.trailing), height: max(0, slotRect.height - i.top - i.bottom)))
            }
            cursor += (horizontal ? slot.size.width : slot.size.height) + (trailSpacing?.spacing ?? 0) + (trailSpacing?.isFlexibleSpacing == true ? share : 0)
        }
        return out
    }

    /// The fixed edge spacing before and after an item along its group (flexible ones count their minimum).
    private static func fixedEdges(_ item: NSCollectionLayoutItem, horizontal: Bool) -> (lead: CGFloat, trail: CGFloat) {
        let e = item.edgeSpacing
        return horizontal ? (e?.leading?.spacing ?? 0, e?.trailing?.spacing ?? 0) : (e?.top?.spacing ?? 0, e?.bottom?.spacing ?? 0)
    }

    private static func flexibleEdgeCount(_ item: NSCollectionLayoutItem, horizontal: Bool) -> Int {
        let e = item.edgeSpacing
        let pair = horizontal ? [e?.leading, e?.trailing] : [e?.top, e?.bottom]
        return pair.filter { $0?.isFlexibleSpacing == true }.count
    }
}

extension UICollectionViewCompositionalLayout {
    /// Every section laid out, one after another along the layout's direction, with the layout's own
    /// boundary items before and after them.
    func compute(in cv: UICollectionView) {
        let insets = cv.adjustedContentInset
        let container = CGSize(width: max(0, cv.bounds.width - insets.left - insets.right),
                               height: max(0, cv.bounds.height - insets.top - insets.bottom))
        let environment = CompositionalEnvironment(container: CompositionalContainer(contentSize: container, contentInsets: NSDirectionalEdgeInsets()),
                                                   traitCollection: cv.traitCollection)
        environmentUsed = environment
        containerUsed = container
        globalItems = []
        var cursor: CGFloat = 0
        for item in configuration.boundarySupplementaryItems where isLeadingGlobal(item) {
            let f = globalFrame(item, at: cursor)
            globalItems.append((item, f))
            cursor += isVertical ? f.height : f.width
        }
        leadingGlobalExtent = cursor
        sections = (0..<cv.numberOfSections).map { s in
            let description = sectionDescription(s, environment) ?? CompositionalSection.emptyDescription
            var section = CompositionalSection(description: description, itemCount: cv.numberOfItems(inSection: s), vertical: isVertical)
            section.scale = cv.deviceScale
            return section
        }
        restack(in: cv, environment: environment)
    }

    /// The sections laid out one after another (keeping their groups when cells measured themselves),
    /// then the layout's trailing boundary items.
    func restack(in cv: UICollectionView, environment: NSCollectionLayoutEnvironment? = nil) {
        guard let environment = environment ?? environmentUsed else { return compute(in: cv) }
        var cursor = leadingGlobalExtent
        for s in sections.indices {
            if s > 0 { cursor += configuration.interSectionSpacing }
            sections[s].layout(from: cursor, container: containerUsed, environment: environment, keepingGroups: sections[s].laidOut)
            cursor = sections[s].end
        }
        globalItems.removeAll { !isLeadingGlobal($0.0) }
        for item in configuration.boundarySupplementaryItems where !isLeadingGlobal(item) && item.alignment != .none {
            let f = globalFrame(item, at: cursor)
            globalItems.append((item, f))
            cursor += isVertical ? f.height : f.width
        }
        contentSize = isVertical ? CGSize(width: containerUsed.width, height: cursor) : CGSize(width: cursor, height: containerUsed.height)
    }

    private func isLeadingGlobal(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> Bool {
        (isVertical ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading] as [NSRectAlignment]).contains(item.alignment)
    }

    /// A global boundary item at `position` along the layout's direction, centred across it.
    private func globalFrame(_ item: NSCollectionLayoutBoundarySupplementaryItem, at position: CGFloat) -> CGRect {
        let size = item.layoutSize.resolve(in: containerUsed)
        let across = isVertical ? containerUsed.width : containerUsed.height
        return isVertical ? CGRect(x: (across - size.width) / 2, y: position, width: size.width, height: size.height)
            : CGRect(x: position, y: (across - size.height) / 2, width: size.width, height: size.height)
    }
}

extension CompositionalSection {
    /// What a section provider's nil stands for: a full-width list of 44-point rows.
    @MainActor static var emptyDescription: NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
}
