import Foundation

/// Adds `image` to the device's photo library (the Camera Roll), the newest photo; the image
/// picker shows it from then on. Linux has no Objective-C runtime to call a completion selector
/// of three arguments (`image(_:didFinishSavingWithError:contextInfo:)`) with, so
/// `completionTarget` and `completionSelector` are not called: the image is saved at once.
@preconcurrency @MainActor
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {
    UIKitEnvironment.current.photoLibrary.add(.image(image))
}
