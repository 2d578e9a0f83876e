import Foundation

/// What Interface Builder writes for collection views: the flow layout's sizes and spacing, the
/// prototype cells and section header and footer views (made on each dequeue), and a cell's content view.
extension NibInstantiation {
    /// A flow layout's attributes: spacing, direction, sizes and insets.
    func applyFlowLayout(_ l: UICollectionViewFlowLayout, _ e: NibElement) {
        if let v = NibValues.number(e, "minimumLineSpacing") { l.minimumLineSpacing = v }
        if let v = NibValues.number(e, "minimumInteritemSpacing") { l.minimumInteritemSpacing = v }
        if e["scrollDirection"] == "horizontal" { l.scrollDirection = .horizontal }
        if let s = e.child("size", key: "itemSize") { l.itemSize = NibValues.size(s) }
        if let s = e.child("size", key: "headerReferenceSize") { l.headerReferenceSize = NibValues.size(s) }
        if let s = e.child("size", key: "footerReferenceSize") { l.footerReferenceSize = NibValues.size(s) }
        if let s = e.child("size", key: "estimatedItemSize") { l.estimatedItemSize = NibValues.size(s) }
        if e["automaticEstimatedItemSize"] == "YES" { l.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let i = e.child("inset", key: "sectionInset") { l.sectionInset = NibValues.insets(i) }
        if e["sectionHeadersPinToVisibleBounds"] == "YES" { l.sectionHeadersPinToVisibleBounds = true }
        if e["sectionFootersPinToVisibleBounds"] == "YES" { l.sectionFootersPinToVisibleBounds = true }
    }

    /// A collection view's prototype cells and its flow layout's header and footer views: each
    /// reuse identifier is registered, so dequeueing makes a new one from the file.
    func buildCollection(_ cv: UICollectionView, _ e: NibElement) {
        if e["prefetchingEnabled"] == "NO" { cv.isPrefetchingEnabled = false }
        var prototypes: [(NibElement, UICollectionView.ElementCategory, String)] = e.children(of: "cells")
            .filter { $0.name == "collectionViewCell" }.map { ($0, .cell, "") }
        if let h = e.child("collectionReusableView", key: "sectionHeaderView") { prototypes.append((h, .supplementaryView, UICollectionView.elementKindSectionHeader)) }
        if let f = e.child("collectionReusableView", key: "sectionFooterView") { prototypes.append((f, .supplementaryView, UICollectionView.elementKindSectionFooter)) }
        for (p, category, kind) in prototypes {
            guard let id = p["reuseIdentifier"] else {
                document.unsupported(p, "a prototype \(category == .cell ? "cell" : "view") without a reuse identifier")
                continue
            }
            guard let scene else {
                document.unsupported(p, "prototype cells outside a storyboard")
                continue
            }
            let make: () -> UICollectionReusableView? = scene.prototype(p)
            cv.viewMakers[UICollectionView.poolKey(category, kind, id)] = make
        }
    }

    /// A collection cell's content view (`collectionViewCellContentView`, or `view` from Xcode 10 and
    /// before) is the cell's own: its subviews and constraints move there.
    func decodeCollectionCell(_ cell: UICollectionViewCell, _ e: NibElement) {
        guard let content = e.child("collectionViewCellContentView", key: "contentView") ?? e.child("view", key: "contentView") else { return }
        if let id = content.id { register(cell.contentView, id: id) }
        apply(cell.contentView, content)
        for s in content.children(of: "subviews") {
            if let v = make(s) as? UIView { cell.contentView.addSubview(v) }
        }
        if content.child("constraints") != nil { holdConstraints(cell.contentView, content) }
    }
}
