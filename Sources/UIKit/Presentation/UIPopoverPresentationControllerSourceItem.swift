import Foundation

/// Something a popover can point at (iOS 16): a view or a bar button item.
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
