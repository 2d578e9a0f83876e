import Foundation

/// One section of a storyboard's static table (`dataMode="static"`): its titles and its cells,
/// made once with the controller's view.
@MainActor struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
    /// Row heights the file sets per cell (`customRowHeight` in Xcode), else nil.
    var heights: [CGFloat?]
}
