import Foundation

/// One section of a compositional layout: its group, repeated until the section's items are placed,
/// with insets, spacing between groups, boundary supplementary items (headers, footers) and
/// decoration items (backgrounds).
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets()
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary supplementary items stay inside the section's content insets.
    open var supplementariesFollowContentInsets = true
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called as the section's items are laid out while it scrolls across (orthogonal sections).
    open var visibleItemsInvalidationHandler: (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)?

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`: its cells look
    /// like a table's rows.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
