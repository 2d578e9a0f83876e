import Foundation

extension UIPageViewController {
    /// Which way a new page comes in: forward (the next page) or in reverse.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Pages follow one another left to right, or top to bottom.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Where the spine of a page-curl book is.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// Pages slide by as in a scroll view, or curl over as in a book.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    /// The keys of `init(transitionStyle:navigationOrientation:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable, ExpressibleByStringLiteral {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A string literal, as Swift 3 and 4 code passes these keys (they were plain strings then).
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        /// A `SpineLocation` (or its raw value) for a page-curl controller.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The points between pages of a scrolling controller (a CGFloat or number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
