import Foundation

/// How a section scrolls across the layout's direction: not at all, freely, or stopping on groups or pages.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
