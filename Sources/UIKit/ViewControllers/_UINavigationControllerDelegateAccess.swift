import Foundation

/// Gives every navigation controller its `delegate` property. It lives in a protocol extension
/// rather than in `UINavigationController` itself so that a subclass can declare `delegate` with a
/// narrower type, as UIKit's `UIImagePickerController.delegate: (UIImagePickerControllerDelegate &
/// UINavigationControllerDelegate)?` does (Swift lets a class member shadow a protocol extension's,
/// but not override a stored property with another type).
@preconcurrency @MainActor public protocol _UINavigationControllerDelegateAccess: UINavigationController {}

extension _UINavigationControllerDelegateAccess {
    /// The navigation controller's delegate, held weakly.
    public var delegate: UINavigationControllerDelegate? {
        get { navigationDelegate }
        set { navigationDelegate = newValue }
    }
}

extension UINavigationController: _UINavigationControllerDelegateAccess {}
