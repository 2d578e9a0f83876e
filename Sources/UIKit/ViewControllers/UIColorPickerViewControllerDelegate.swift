import Foundation

/// Hears the colours a colour picker's user chooses, and when it closes.
@preconcurrency @MainActor public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// A colour was chosen; `continuously` while a slider or the spectrum is still being dragged (iOS 15).
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// iOS 14's form, told of every choice.
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The picker was closed (its close button, or a swipe down).
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
