import Foundation

/// A view controller's `topLayoutGuide` or `bottomLayoutGuide` (deprecated since iOS 11, still used
/// by code and storyboards written before): the edge of the content area under the bars.
@preconcurrency @MainActor public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches in from the view's edge: the status bar and top bars for the top
    /// guide, the tab bar or toolbar (and home indicator) for the bottom one.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
