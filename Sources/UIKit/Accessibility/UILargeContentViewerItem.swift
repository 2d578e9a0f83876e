import Foundation

/// What the large content viewer shows for an item (a bar button, a tab, a small control) when a
/// person who uses an accessibility text size holds a finger on it: its title and image, enlarged
/// in the middle of the screen. Every `UIView` is one (`showsLargeContentViewer` off by default).
@MainActor public protocol UILargeContentViewerItem: NSObjectProtocol {
    var showsLargeContentViewer: Bool { get }
    var largeContentTitle: String? { get }
    var largeContentImage: UIImage? { get }
    var scalesLargeContentImage: Bool { get }
    var largeContentImageInsets: UIEdgeInsets { get }
}
