import Foundation

extension UIScrollView {
    /// How quickly a flung scroll view slows down: the fraction of its velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default: a fling travels about half a second's worth of its velocity.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Stops about five times sooner (paging-like lists, pickers).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets become part of `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Vertical always inside a navigation or tab bar controller; otherwise as `.scrollableAxes`.
        case automatic
        /// Only along the axes the content scrolls on (or always bounces on).
        case scrollableAxes
        /// Never: the content insets are `contentInset` alone.
        case never
        /// Always, on every edge.
        case always
    }

    /// Whether dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The scroll indicators' colour.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark.
        case `default`
        case black
        case white
    }
}
