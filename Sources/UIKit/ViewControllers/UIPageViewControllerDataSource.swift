import Foundation

/// Gives a page view controller the pages either side of the one shown; nil where there is none.
/// `presentationCount` and `presentationIndex` (both above zero and in range) turn on the page indicator.
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots in the page indicator; 0 (the default) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the page shown when `setViewControllers` was called.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
