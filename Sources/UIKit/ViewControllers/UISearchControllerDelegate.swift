import Foundation

/// What a search controller tells about its presentation. Every method is optional.
@preconcurrency @MainActor public protocol UISearchControllerDelegate: AnyObject {
    /// Called instead of the built-in presentation when implemented; the delegate then presents
    /// the search controller itself (or activates it).
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.presentBuiltIn()
    }
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
