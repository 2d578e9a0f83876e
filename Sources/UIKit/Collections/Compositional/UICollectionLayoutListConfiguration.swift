import Foundation

/// A compositional section that looks like a table: full-width rows of list cells with separators,
/// plain, grouped or inset grouped, with headers and footers as supplementary views.
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    /// True except in a sidebar, whose rows have none.
    public var showsSeparators: Bool
    /// Behind the list (nil: the appearance's own).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Space above each section's header (nil: the appearance's own).
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    /// The collection view's background for this list.
    var background: UIColor {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : appearance == .sidebar ? .secondarySystemBackground : .systemBackground)
    }
}

extension NSCollectionLayoutSection {
    /// A section laid out as a list: one full-width row per item, 44 points tall until its cell says,
    /// inset from the sides in an inset grouped list, with the configuration's header and footer.
    @MainActor public static func list(using configuration: UICollectionLayoutListConfiguration,
                                       layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let width = layoutEnvironment.container.effectiveContentSize.width
        // Inset grouped cards and a sidebar's rounded selections stand off the sides.
        let side: CGFloat
        switch configuration.appearance {
        case .insetGrouped: side = width >= 390 ? 20 : 16
        case .sidebar, .sidebarPlain: side = 10
        default: side = 0
        }
        // Grouped sections as a grouped table spaces them: 35 points above the first, 18 between.
        let top = configuration.headerTopPadding ?? (configuration.isGrouped && configuration.headerMode != .supplementary ? 35 : 0)
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: configuration.isGrouped ? 18 : 0, trailing: side)
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.isGrouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`.
    @MainActor public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }
}
