import Foundation

/// Items (or groups) laid out in a row, a column, or where a custom provider says. A horizontal or
/// vertical group repeats its subitems while they fit, or fits exactly `count` items.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement { case horizontal, vertical, custom }
    let arrangement: Arrangement
    public let subitems: [NSCollectionLayoutItem]
    /// With a count: exactly that many items, sized to fill the group.
    let count: Int?
    let itemProvider: ((NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])?
    /// Space between the items along the group.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(arrangement: Arrangement, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int? = nil,
         itemProvider: ((NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])? = nil) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(arrangement: .horizontal, layoutSize: layoutSize, subitems: subitems)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(arrangement: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(arrangement: .vertical, layoutSize: layoutSize, subitems: subitems)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(arrangement: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Items where `itemProvider` says, in the group's coordinates (one item per frame).
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(arrangement: .custom, layoutSize: layoutSize, subitems: [], itemProvider: itemProvider)
    }
}
