import Foundation

/// The direction of a three-finger swipe that asks an element to scroll (`accessibilityScroll(_:)`).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}
