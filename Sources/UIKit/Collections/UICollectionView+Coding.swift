import Foundation

/// What a collection view reads from its coder: prefetching, selection, and from a storyboard its prototype
/// cells and its flow layout's header and footer views (each reuse identifier registered, so
/// dequeueing makes a new one from the file).
extension UICollectionView {
    func decodeCollectionView(from coder: NSCoder) {
        if let p = coder.flag("prefetchingEnabled") { isPrefetchingEnabled = p }
        if let a = coder.flag("allowsSelection") { allowsSelection = a }
        if let a = coder.flag("allowsMultipleSelection") { allowsMultipleSelection = a }
        if let a = coder.flag("allowsSelectionDuringEditing") { allowsSelectionDuringEditing = a }
        if let a = coder.flag("allowsMultipleSelectionDuringEditing") { allowsMultipleSelectionDuringEditing = a }
        guard let nib = coder as? any NibCoding else { return }
        nib.noteRead("dataMode")
        var prototypes: [(NibElement, ElementCategory, String)] = nib.children(of: "cells")
            .filter { $0.name == "collectionViewCell" }.map { ($0, .cell, "") }
        if let h = nib.child(key: "sectionHeaderView") { prototypes.append((h, .supplementaryView, UICollectionView.elementKindSectionHeader)) }
        if let f = nib.child(key: "sectionFooterView") { prototypes.append((f, .supplementaryView, UICollectionView.elementKindSectionFooter)) }
        for (p, category, kind) in prototypes {
            guard let id = p["reuseIdentifier"] else {
                nib.reportUnsupported(p, "a prototype \(category == .cell ? "cell" : "view") without a reuse identifier")
                continue
            }
            guard let make = nib.prototype(p) else {
                nib.reportUnsupported(p, "prototype cells outside a storyboard")
                continue
            }
            viewMakers[UICollectionView.poolKey(category, kind, id)] = { make() as? UICollectionReusableView }
        }
    }
}
