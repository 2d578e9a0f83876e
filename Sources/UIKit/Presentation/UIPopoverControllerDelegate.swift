import Foundation

/// What the (deprecated) popover controller asks and tells. Every method is optional.
@preconcurrency @MainActor public protocol UIPopoverControllerDelegate: AnyObject {
    func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool
    /// Told after a tap outside dismissed the popover (not after `dismiss(animated:)`).
    func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController)
    func popoverController(_ popoverController: UIPopoverController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                           in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverControllerDelegate {
    public func popoverControllerShouldDismissPopover(_ popoverController: UIPopoverController) -> Bool { true }
    public func popoverControllerDidDismissPopover(_ popoverController: UIPopoverController) {}
    public func popoverController(_ popoverController: UIPopoverController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                  in view: UnsafeMutablePointer<UIView>) {}
}
