import Foundation

extension UIViewController {
    /// The nearest split view controller up the parents.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
