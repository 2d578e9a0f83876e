import Foundation

/// A scroll view's two layout guides: constraints to the content guide set `contentSize`.
extension UIScrollView {
    /// The scrollable content's rectangle: constraints to it set `contentSize`.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(\.contentGuide, .scrollContent, "UIScrollView-contentLayoutGuide") }

    /// The scroll view's own frame, untouched by scrolling.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(\.frameGuide, .scrollFrame, "UIScrollView-frameLayoutGuide") }
}
