import Foundation

/// A header, footer or other supplementary view on an edge of a section (or of the whole layout):
/// it takes room along the scrolling direction, and may pin to the visible bounds while its section shows.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the section grows to make room for it (true) or it overlaps the section's content.
    open var extendsBoundary = true
    /// Whether it stays on screen while its section does.
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        let edges: NSDirectionalRectEdge
        switch alignment {
        case .top: edges = .top
        case .bottom: edges = .bottom
        case .leading: edges = .leading
        case .trailing: edges = .trailing
        case .topLeading: edges = [.top, .leading]
        case .topTrailing: edges = [.top, .trailing]
        case .bottomLeading: edges = [.bottom, .leading]
        case .bottomTrailing: edges = [.bottom, .trailing]
        case .none: edges = []
        }
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: edges, absoluteOffset: absoluteOffset))
        zIndex = 0
    }
}
