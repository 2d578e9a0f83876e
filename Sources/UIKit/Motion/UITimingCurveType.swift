import Foundation

/// Which kind of curve a timing provider describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}
