import Foundation

/// The object a search controller asks to refresh its results: when the search becomes active, when
/// the text or the scope changes, and when the search ends.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
