import Foundation

/// What a compositional layout does beyond its sections: the scrolling direction, the space between
/// sections, and boundary supplementary items of the whole layout.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() { super.init() }
}
