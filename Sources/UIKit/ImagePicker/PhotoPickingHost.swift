import Foundation

/// What the Photos grid and albums list work for: the image picker, or PhotosUI's picker. The
/// grid shows the host's library, lets the user pick one photo (a tap) or several (ticks, then
/// Add), and tells the host; it names no picker class.
@preconcurrency @MainActor package protocol PhotoPickingHost: AnyObject {
    /// The library of the device the picker is on.
    var library: PhotoLibrary { get }
    /// Whether the grid shows photos (a picker for movies alone shows none: the library has photos only).
    var showsPhotos: Bool { get }
    /// How many photos may be picked: 1 (a tap picks), more (ticks, then Add), 0 (no limit).
    var selectionLimit: Int { get }
    /// The title of the button that ends a multiple selection.
    var confirmTitle: String { get }
    /// One photo tapped (a selection limit of 1).
    func userTapped(_ asset: PhotoAsset)
    /// Several photos ticked and confirmed, in the order ticked.
    func userConfirmed(_ assets: [PhotoAsset])
    func userCancelled()
}

extension PhotoPickingHost {
    package var selectionLimit: Int { 1 }
    package var confirmTitle: String { "Add" }
    package func userConfirmed(_ assets: [PhotoAsset]) {}
}

/// A picker a test can look into: the thumbnail of a photo in the grid on top.
@preconcurrency @MainActor package protocol PhotoPickerPresenting: AnyObject {
    func visibleThumbnail(at index: Int) -> UIView?
}

extension PhotoPickingHost {
    /// A picker's first screen: the Recents grid, with "Photos | Albums" in its bar.
    package func makeLibraryScreen() -> UIViewController { PhotoGridViewController(picker: self, album: .recents, isRoot: true) }
}

extension UIViewController {
    /// The thumbnail of the `index`th photo, scrolled into view, when this controller is a picker's grid.
    package func pickerThumbnail(at index: Int) -> UIView? { (self as? PhotoGridViewController)?.thumbnail(at: index) }
}
