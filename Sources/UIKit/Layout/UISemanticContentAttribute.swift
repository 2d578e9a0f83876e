import Foundation

/// Whether a view's content flips for right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
