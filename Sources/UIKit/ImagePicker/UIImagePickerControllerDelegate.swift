import Foundation

/// Hears what the user of an image picker chose, or that they cancelled. As on iOS, both are
/// optional; the picker dismisses itself when the delegate does not implement them.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user chose a photo (and, with `allowsEditing`, cropped it). `info` holds the image and
    /// what is known of it; dismiss the picker here.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user tapped Cancel; dismiss the picker here.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Not implemented: the picker dismisses itself, as iOS's does.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismissItself()
    }

    /// Not implemented: the picker dismisses itself, as iOS's does.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismissItself()
    }
}
