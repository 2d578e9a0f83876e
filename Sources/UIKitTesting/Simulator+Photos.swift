import Foundation
import UIKit

/// The device's photo library, which `UIImagePickerController` shows, and choosing from it as a
/// person does. A new device holds six sample photos, as Apple's Simulator ships a handful
/// (photographs Debian packages in lomiri-wallpapers-16.04; see Docs/Porting.md).
extension Simulator {
    /// How many photos the device's library holds.
    public var photoLibraryCount: Int { environment.photoLibrary.assets.count }

    /// The library holds exactly these images, the first the oldest (the picker's grid ends with
    /// the last, as Photos shows the newest at the bottom). An empty array empties it.
    public func setPhotoLibrary(_ images: [UIImage]) {
        use()
        environment.photoLibrary.replace(with: images)
        runFrame()
    }

    /// Adds images to the library, each newer than the last.
    public func addPhotos(_ images: [UIImage]) {
        use()
        for image in images { environment.photoLibrary.add(.image(image)) }
        runFrame()
    }

    /// Adds image files (JPEG, PNG, …) to the library, as dragging them onto Apple's Simulator, or
    /// `xcrun simctl addmedia`, does; each newer than the last. Files are read when shown.
    public func addMedia(_ urls: [URL]) {
        use()
        for url in urls { environment.photoLibrary.add(.file(url)) }
        runFrame()
    }

    /// The library holds the sample photos again.
    public func resetPhotoLibrary() {
        use()
        environment.photoLibrary.resetToSamples()
        runFrame()
    }

    /// The thumbnail of the `index`th photo (0: the oldest) in the image picker on screen, scrolled
    /// into view; nil when no picker grid shows, or it has no such photo.
    public func photoThumbnail(at index: Int) -> UIView? {
        use()
        runFrame()
        guard let picker = frontmostImagePicker, let cell = picker.visibleThumbnail(at: index) else { return nil }
        runFrame()
        return cell
    }

    /// Taps the `index`th photo's thumbnail (0: the oldest) in the image picker on screen, as a
    /// person chooses a photo, and lets what follows finish (the picker's dismissal, or the crop
    /// screen sliding in). False when no picker grid shows that photo.
    @discardableResult
    public func tapPhoto(at index: Int) -> Bool {
        guard let cell = photoThumbnail(at: index) else { return false }
        tap(on: cell)
        settle()
        return true
    }

    /// The photo picker (the image picker or PhotosUI's) presented frontmost in a visible window, if any.
    private var frontmostImagePicker: (any PhotoPickerPresenting)? {
        for w in environment.windows.reversed() where !w.isHidden {
            var top = w.rootViewController
            while let next = top?.presentedViewController { top = next }
            if let picker = top as? any PhotoPickerPresenting { return picker }
        }
        return nil
    }
}
