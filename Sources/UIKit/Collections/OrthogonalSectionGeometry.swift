import Foundation

/// A section that scrolls across its layout's direction on its own (a compositional layout's
/// orthogonal section), as the collection view hosts it: an inner scroll view over the section's
/// groups, whose cells live inside it.
struct OrthogonalSectionGeometry {
    let section: Int
    /// The inner scroll view's frame, in the collection view's content.
    let frame: CGRect
    /// Its content's length across the layout's direction.
    let contentLength: CGFloat
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Where the first group starts in the inner content, and group after group.
    let leadingInset: CGFloat
    let groupLength: CGFloat
    let pitch: CGFloat
    let groupCount: Int
    /// The layout scrolls vertically (so the section scrolls horizontally).
    let vertical: Bool
}
