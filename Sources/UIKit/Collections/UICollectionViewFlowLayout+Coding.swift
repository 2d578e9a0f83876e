import Foundation

/// A flow layout's attributes from its coder: spacing, direction, sizes and insets.
extension UICollectionViewFlowLayout {
    func decodeFlowLayout(from coder: NSCoder) {
        if let v = coder.number("minimumLineSpacing") { minimumLineSpacing = v }
        if let v = coder.number("minimumInteritemSpacing") { minimumInteritemSpacing = v }
        if let d = coder.choice("scrollDirection", ["vertical": UICollectionView.ScrollDirection.vertical, "horizontal": .horizontal]) {
            scrollDirection = d
        }
        if let s = coder.geometry("itemSize") { itemSize = NSCoder.cgSize(for: s) }
        if let s = coder.geometry("headerReferenceSize") { headerReferenceSize = NSCoder.cgSize(for: s) }
        if let s = coder.geometry("footerReferenceSize") { footerReferenceSize = NSCoder.cgSize(for: s) }
        if let s = coder.geometry("estimatedItemSize") { estimatedItemSize = NSCoder.cgSize(for: s) }
        if coder.flag("automaticEstimatedItemSize") == true { estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let i = coder.geometry("sectionInset") { sectionInset = NSCoder.uiEdgeInsets(for: i) }
        if let p = coder.flag("sectionHeadersPinToVisibleBounds") { sectionHeadersPinToVisibleBounds = p }
        if let p = coder.flag("sectionFootersPinToVisibleBounds") { sectionFootersPinToVisibleBounds = p }
    }
}
