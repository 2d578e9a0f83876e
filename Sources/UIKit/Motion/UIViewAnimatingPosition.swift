import Foundation

/// Where an animation finished: at its end values, its start values, or wherever it was.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2
}
