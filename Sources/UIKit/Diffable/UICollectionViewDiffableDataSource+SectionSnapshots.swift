import Foundation

extension UICollectionViewDiffableDataSource {
    /// A section's items as a tree (the root items of the section, when none was applied).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionTrees[section] as? NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { return tree }
        var tree = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        tree.append(snapshot().itemIdentifiers(inSection: section))
        return tree
    }

    /// Makes `section` show the tree's visible items (adding the section at the end if it is new),
    /// animating the difference.
    public func apply(_ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionTrees[section] = sectionSnapshot
        var full = snapshot()
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.appendItems(sectionSnapshot.visibleItems, toSection: section)
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    private func tree(at indexPath: IndexPath) -> (SectionIdentifierType, ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)? {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath) else { return nil }
        return (section, item, snapshot(for: section))
    }

    func isOutlineExpanded(at indexPath: IndexPath) -> Bool {
        guard let (_, item, tree) = tree(at: indexPath) else { return false }
        return tree.isExpanded(item)
    }

    func hasOutlineChildren(at indexPath: IndexPath) -> Bool {
        guard let (_, item, tree) = tree(at: indexPath) else { return false }
        return !tree.snapshot(of: item).items.isEmpty
    }

    func outlineLevel(at indexPath: IndexPath) -> Int {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath),
              let tree = sectionTrees[section] as? NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> else { return 0 }
        return tree.level(of: item)
    }

    func toggleOutline(at indexPath: IndexPath) -> Bool {
        guard let (section, item, found) = tree(at: indexPath) else { return false }
        var tree = found
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return true }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let replace = handlers.snapshotForExpandingParent {
                let children = replace(item, tree.snapshot(of: item))
                tree.delete(tree.snapshot(of: item).rootItems)
                tree.append(children.rootItems, to: item)
                for root in children.rootItems { copy(children.snapshot(of: root), under: root, into: &tree) }
            }
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
        return tree.isExpanded(item)
    }

    private func copy(_ sub: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType,
                      into tree: inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        tree.append(sub.rootItems, to: parent)
        for root in sub.rootItems {
            if sub.isExpanded(root) { tree.expand([root]) }
            copy(sub.snapshot(of: root), under: root, into: &tree)
        }
    }
}
