import Foundation

/// Gives every scroll view its `delegate` property. It lives in a protocol extension rather than in
/// `UIScrollView` itself so that subclasses can declare `delegate` with a narrower type, as UIKit's
/// `UITableView.delegate: UITableViewDelegate?` does (Swift lets a class member shadow a protocol
/// extension's, but not override a stored property with another type).
@preconcurrency @MainActor public protocol _UIScrollViewDelegateAccess: UIScrollView {}

extension _UIScrollViewDelegateAccess {
    /// The scroll view's delegate, held weakly.
    public var delegate: UIScrollViewDelegate? {
        get { scrollDelegate }
        set { scrollDelegate = newValue }
    }
}

extension UIScrollView: _UIScrollViewDelegateAccess {}
