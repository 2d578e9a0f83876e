import Foundation

/// The smallest piece of a compositional layout: one cell's size (relative to its group), the insets
/// inside that size, the spacing outside it, and supplementary items attached to it (badges).
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Inside the item's size: the cell is that much smaller.
    open var contentInsets = NSDirectionalEdgeInsets()
    /// Outside the item's size: space between it and its neighbours.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}
