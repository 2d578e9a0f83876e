import Foundation

/// Hears what the user picked (nothing, when they cancelled); the app dismisses the picker.
@preconcurrency @MainActor public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
